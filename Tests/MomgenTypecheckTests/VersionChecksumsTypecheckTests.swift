// `generate --version-checksums`: the versions type lists every version of
// the bundle in natural order with the checksum `momgen versions` computes
// (itself checked against momc and real stores), marks the current one, is a
// reviewed golden, and type-checks with the call sites staged migration uses.
import Foundation
import MomgenTestSupport
import XCTest

final class VersionChecksumsTypecheckTests: XCTestCase {
    func testVersionsTypeListsEveryChecksumAndTypechecks() throws {
        let model = TestPaths.sampleModel("Journal")
        for layout in GeneratedCode.layouts {
            let generated = try GeneratedCode.generate(model: model, layout: layout, extraArguments: ["--version-checksums", "--access", "public"])
            defer { generated.discard() }
            XCTAssertEqual(generated.status, 0, generated.stderr)
            let file = try XCTUnwrap(generated.files.first { $0.lastPathComponent == "JournalModelVersion.swift" }, "\(generated.files)")
            let text = try String(contentsOf: file, encoding: .utf8)
            let versions = try MomgenProcess.run(["versions", model, "--format", "json"])
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(versions.stdout.utf8)) as? [String: Any])
            for version in try XCTUnwrap(json["versions"] as? [[String: Any]]) {
                let checksum = try XCTUnwrap(version["checksum"] as? String)
                XCTAssertTrue(text.contains("return \"\(checksum)\""), "\(layout): \(checksum) missing:\n\(text)")
            }
            XCTAssertTrue(text.contains("case journal = \"Journal\"\n    case journal2 = \"Journal 2\"\n"), text)
            XCTAssertTrue(text.contains("public static let current: JournalModelVersion = .journal2"), text)
            if layout == "mogenerator" { GoldenFile.assertMatches(text, "swift/versions/JournalModelVersion.swift") }

            let usage = generated.folder.appendingPathComponent("Usage.swift")
            try """
            import CoreData

            func stages() -> [String] {
                JournalModelVersion.allCases.map(\\.versionChecksum)
            }
            let currentChecksum: String = JournalModelVersion.current.versionChecksum
            let byName = JournalModelVersion(rawValue: "Journal 2")
            """.write(to: usage, atomically: true, encoding: .utf8)
            let result = Typechecker.check(files: generated.files + [usage], moduleName: "Journal")
            XCTAssertTrue(result.ok, "\(layout):\n\(result.diagnostics)")
        }
    }

    func testWithoutTheFlagNoVersionsTypeIsWritten() throws {
        let generated = try GeneratedCode.generate(model: TestPaths.sampleModel("Journal"), layout: "mogenerator")
        defer { generated.discard() }
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertFalse(generated.files.contains { $0.lastPathComponent == "JournalModelVersion.swift" })
    }
}
