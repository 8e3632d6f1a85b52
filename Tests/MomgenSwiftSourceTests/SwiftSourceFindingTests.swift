// What the reader cannot derive is a finding at its Swift line and an
// entity hash marked not exact, never a guess shown as exact and never a
// crash: dictionaries, types from other modules, macros it does not expand.
import MomgenDiagnostics
import MomgenSwiftSource
import XCTest

final class SwiftSourceFindingTests: XCTestCase {
    func testAnUnderivedTypeIsAFindingAtItsLineAndTheHashIsNotExact() throws {
        let model = try SwiftSourceFixture.read("""
        import SwiftData
        @Model final class Item {
            var name: String
            var scores: [String: Int]
            var place: CLLocationCoordinate2D
            init() {}
        }
        """)
        let findings = model.findings.filter { $0.ruleID == "swift-source-underived" }
        XCTAssertEqual(findings.map(\.location.line), [4, 5])
        XCTAssertEqual(findings.map(\.property), ["scores", "place"])
        let version = try XCTUnwrap(model.current)
        let hashes = SwiftSourceFixture.hashes(version)
        XCTAssertFalse(hashes.isExact)
        XCTAssertEqual(hashes.entity(named: "Item")?.isExact, false)
    }

    func testAnExactModelHasExactHashesAndNoFindings() throws {
        let model = try SwiftSourceFixture.read("import SwiftData\n@Model final class Item {\n var name: String\n init() { name = \"\" }\n}")
        XCTAssertTrue(model.findings.isEmpty)
        XCTAssertTrue(try SwiftSourceFixture.hashes(XCTUnwrap(model.current)).isExact)
    }

    func testAnUnknownMacroInTheClassIsAFinding() throws {
        let model = try SwiftSourceFixture.read("import SwiftData\n@Model final class Item {\n #MakeProperties\n var name: String\n init() { name = \"\" }\n}")
        XCTAssertEqual(model.findings.map(\.ruleID), ["swift-source-macro"])
        XCTAssertEqual(model.findings.first?.location.line, 3)
    }

    func testASchemaListingAnUnknownClassIsAFinding() throws {
        let model = try SwiftSourceFixture.read("""
        import SwiftData
        enum V1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Missing.self] }
        }
        """)
        XCTAssertEqual(model.findings.map(\.ruleID), ["swift-source-unknown-model"])
        XCTAssertEqual(model.versions.map(\.name), ["V1"])
    }
}
