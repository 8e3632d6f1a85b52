// Issue 40, item 2: the swiftdata layout's migration plan can start at a
// later version (`--swiftdata-start-version`, momgen.yml
// `swiftdata-start-version`). The versions before it are left out with a
// note saying how their stores reach it; a name the bundle lacks, or one after
// the version generated for, stops the run with a one-line usage error.
@testable import MomgenCore
import MomgenDiagnostics
import MomgenSwift
import MomgenSwiftData
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftDataStartVersionTests: XCTestCase {
    private func plan(_ path: String, version: String? = nil, start: String?) throws -> SwiftDataPlanning {
        try SwiftDataVersionPlanner().plan(for: try ModelLoader().load(path, version: version), modelName: "Shelf", startVersion: start)
    }

    func testTheOlderVersionsAreLeftOutWithANote() throws {
        let planning = try plan(SwiftDataVersionPlannerTests.shelfPath, start: "Shelf 3")
        XCTAssertEqual(planning.plan.schemas.map(\.version.versionNames), [["Shelf 3"], ["Shelf 4"]])
        XCTAssertEqual(planning.stores.map(\.version), ["Shelf 3", "Shelf 4"])
        XCTAssertEqual(planning.plan.stages.map(\.kind), [.custom])
        let note = try XCTUnwrap(planning.notes.first { $0.ruleID == "swiftdata-start-version" })
        XCTAssertEqual(note.severity, .info)
        XCTAssertEqual(note.message, "the migration plan starts at 'Shelf 3' (swiftdata-start-version): 2 older versions ('Shelf', 'Shelf 2') are not in it, "
            + "so SwiftData opens a store they wrote only after Core Data has migrated it to 'Shelf 3'")
        XCTAssertTrue(try XCTUnwrap(note.fixHint).hasPrefix("ship a Core Data release with 'Shelf 3' as its current version"), note.fixHint ?? "")
        XCTAssertTrue(note.location.file.hasSuffix("Shelf.xcdatamodeld"), note.location.file)
        XCTAssertFalse(planning.notes.contains { $0.ruleID == "swiftdata-merged-versions" }, "Shelf 2 is no longer in the plan")
    }

    func testTheFirstVersionAsStartChangesNothing() throws {
        let planning = try plan(SwiftDataVersionPlannerTests.shelfPath, start: "Shelf")
        let plain = try plan(SwiftDataVersionPlannerTests.shelfPath, start: nil)
        XCTAssertEqual(planning.plan.schemas.map(\.version), plain.plan.schemas.map(\.version))
        XCTAssertEqual(planning.notes, plain.notes)
    }

    func testAnUnknownOrLaterVersionIsAUsageError() throws {
        XCTAssertThrowsError(try plan(SwiftDataVersionPlannerTests.shelfPath, start: "Shelf 9")) { error in
            XCTAssertEqual(error as? MomgenError, .usage("swiftdata-start-version 'Shelf 9' is no version of the bundle (momgen versions lists them)"))
        }
        // The name comes from momgen.yml or the command line: escaped for the terminal.
        XCTAssertThrowsError(try plan(SwiftDataVersionPlannerTests.shelfPath, start: "Shelf\u{1B}[2J")) { error in
            let message = (error as? MomgenError)?.description ?? ""
            XCTAssertFalse(message.contains("\u{1B}"), message)
            XCTAssertTrue(message.contains("Shelf\\u{1B}[2J"), message)
        }
        XCTAssertThrowsError(try plan(SwiftDataVersionPlannerTests.shelfPath, version: "Shelf 2", start: "Shelf 4")) { error in
            XCTAssertEqual(error as? MomgenError, .usage("swiftdata-start-version 'Shelf 4' comes after 'Shelf 2', the version generated for, in the version order (momgen versions shows it)"))
        }
        // A model outside a bundle has one version.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-start-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let single = folder.appendingPathComponent("Shelf.xcdatamodel").path
        try FileManager.default.copyItem(atPath: SwiftDataVersionPlannerTests.shelfPath + "/Shelf.xcdatamodel", toPath: single)
        XCTAssertThrowsError(try plan(single, start: "Other")) { error in
            guard case let .usage(message)? = error as? MomgenError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("swiftdata-start-version 'Other': the model is not in a versioned bundle"), message)
        }
    }

    func testTheOptionNeedsTheSwiftDataLayout() throws {
        var request = GenerateRequest(output: "/nonexistent-momgen-output")
        request.layout = .mogenerator
        request.swiftDataStartVersion = "Shelf 3"
        XCTAssertThrowsError(try request.checkOptions()) { error in
            XCTAssertEqual(error as? MomgenError, .usage("--swiftdata-start-version 'Shelf 3' needs --layout swiftdata (it chooses the version that layout's migration plan starts at)"))
        }
        request.layout = .swiftdata
        XCTAssertNoThrow(try request.checkOptions())
    }

    func testTheStartVersionIsPartOfTheGenerationStamp() throws {
        var request = GenerateRequest(output: "/nonexistent-momgen-output")
        request.layout = .swiftdata
        let plain = GenerationInputs(model: SwiftDataVersionPlannerTests.shelfPath, modelVersion: nil, request: request, files: [], settings: []).requestSettings
        request.swiftDataStartVersion = "Shelf 3"
        let started = GenerationInputs(model: SwiftDataVersionPlannerTests.shelfPath, modelVersion: nil, request: request, files: [], settings: []).requestSettings
        XCTAssertEqual(Set(started).subtracting(plain), ["swiftDataStartVersion=Shelf 3"])
    }

    /// `--swiftdata-copy-every-class` (issue 40, item 3): swiftdata only, and in the stamp.
    func testCopyEveryClassNeedsTheSwiftDataLayoutAndIsPartOfTheStamp() throws {
        var request = GenerateRequest(output: "/nonexistent-momgen-output")
        request.swiftDataCopiesEveryClass = true
        XCTAssertThrowsError(try request.checkOptions()) { error in
            XCTAssertEqual(error as? MomgenError, .usage("--swiftdata-copy-every-class needs --layout swiftdata (it decides what that layout's old schemas copy)"))
        }
        request.layout = .swiftdata
        XCTAssertNoThrow(try request.checkOptions())
        let copying = GenerationInputs(model: SwiftDataVersionPlannerTests.shelfPath, modelVersion: nil, request: request, files: [], settings: []).requestSettings
        request.swiftDataCopiesEveryClass = false
        let sharing = GenerationInputs(model: SwiftDataVersionPlannerTests.shelfPath, modelVersion: nil, request: request, files: [], settings: []).requestSettings
        XCTAssertEqual(Set(copying).subtracting(sharing), ["swiftDataCopiesEveryClass=true"])
    }
}
