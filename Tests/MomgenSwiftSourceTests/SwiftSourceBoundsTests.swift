// The reader reads untrusted code: malformed, huge or deeply nested input
// ends in one line naming the file and line, never a crash or a hang.
import Foundation
import MomgenDiagnostics
import MomgenSwiftSource
import XCTest

final class SwiftSourceBoundsTests: XCTestCase {
    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testMalformedSwiftIsAOneLineErrorAtItsLine() throws {
        let text = try XCTUnwrap(message { _ = try SwiftSourceFixture.read("import SwiftData\n@Model final class {\n var x: = \n") })
        XCTAssertTrue(text.hasPrefix("Model.swift:2:"), text)
        XCTAssertTrue(text.contains("not valid Swift"), text)
        XCTAssertFalse(text.contains("\n"))
    }

    func testTypesNestedBeyondTheLimitAreAOneLineError() throws {
        let deep = String(repeating: "enum E {\n", count: 6) + String(repeating: "}\n", count: 6)
        let reader = SwiftSourceReader(limits: SwiftSourceLimits(maximumNestingDepth: 4))
        let text = try XCTUnwrap(message { _ = try reader.read([SwiftSourceFile(path: "Deep.swift", text: deep)]) })
        XCTAssertTrue(text.hasPrefix("Deep.swift:5:") && text.contains("nest deeper than 4"), text)
        XCTAssertFalse(text.contains("\n"))
        // Far deeper than any model: the parser's own nesting bound answers
        // first, still with one line.
        let hostile = String(repeating: "enum E {\n", count: 400) + String(repeating: "}\n", count: 400)
        let parsed = try XCTUnwrap(message { _ = try SwiftSourceFixture.read(hostile) })
        XCTAssertTrue(parsed.hasPrefix("Model.swift:"), parsed)
        XCTAssertFalse(parsed.contains("\n"))
    }

    func testAFileOverTheSizeLimitIsAOneLineError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-swiftsource-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("Big.swift")
        try Data(repeating: 0x20, count: 5_000).write(to: big)
        let reader = SwiftSourceReader(limits: SwiftSourceLimits(maximumFileBytes: 4_000))
        let text = try XCTUnwrap(message { _ = try reader.read([folder.path]) })
        XCTAssertTrue(text.contains("Big.swift") && text.contains("5000 bytes"), text)
        XCTAssertFalse(text.contains("\n"))
    }

    func testTooManyFilesIsAOneLineError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-swiftsource-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0 ..< 4 {
            try Data("struct S\(index) {}\n".utf8).write(to: folder.appendingPathComponent("S\(index).swift"))
        }
        let text = try XCTUnwrap(message { _ = try SwiftSourceReader(limits: SwiftSourceLimits(maximumFiles: 3)).read([folder.path]) })
        XCTAssertTrue(text.contains("more than 3 Swift files"), text)
    }

    func testSeededRandomInputNeverCrashes() throws {
        // A seeded generator over Swift-ish fragments: the reader either
        // reads a model or throws one line, whatever the bytes; so does --freeze-as.
        let fragments = ["@Model", "final class A", "{", "}", "var x: Int", "let y = UUID()", "enum V: VersionedSchema", "static var models",
                         "[A.self]", "#Unique<A>([\\.x])", "@Relationship(inverse: \\A.b)", "var b: [A]?", "typealias T = T", "struct S: Codable",
                         "extension V", "(", ")", "\"", "?", ":", "=", "\n", "@Attribute(.unique)", "var d: [String: Int]"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0 ..< 200 {
            var text = ""
            for _ in 0 ..< 40 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += fragments[Int(state >> 33) % fragments.count] + " "
            }
            if let failure = message({ _ = try SwiftSourceFixture.read(text) }) {
                XCTAssertFalse(failure.contains("\n"), failure)
            }
            // Freezing cuts classes out of the same bytes and reads them back
            // (every fourth input: each freeze reads the sources twice).
            if round % 4 == 0, let failure = message({ _ = try SwiftSchemaFreezer().freeze([SwiftSourceFile(path: "Model.swift", text: text)], as: "Frozen", outputFolder: "") }) {
                XCTAssertFalse(failure.contains("\n"), failure)
            }
        }
    }
}
