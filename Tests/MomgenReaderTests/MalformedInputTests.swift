// Every kind of bad input gives one clear error with file and line, and
// never crashes or hangs.
import MomgenDiagnostics
import MomgenReader
import XCTest

final class MalformedInputTests: XCTestCase {
    /// Decodes `text` and returns the fatal error's one-line description.
    private func error(for text: String, limits: ReaderLimits = .standard) -> String? {
        error(forBytes: Array(text.utf8), limits: limits)
    }

    private func error(forBytes bytes: [UInt8], limits: ReaderLimits = .standard) -> String? {
        do {
            _ = try ModelReader(limits: limits).decode(bytes, path: "Bad.xcdatamodel/contents")
            return nil
        } catch let error as MomgenError {
            return error.description
        } catch {
            return "unexpected error type: \(error)"
        }
    }

    func testEmptyFile() {
        XCTAssertEqual(error(for: ""), "Bad.xcdatamodel/contents:1:1: error: file is empty, expected a Core Data model (XML)")
    }

    func testBinaryFile() {
        XCTAssertEqual(error(forBytes: [0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 2]), "Bad.xcdatamodel/contents:1:5: error: file is binary, not XML (a NUL byte)")
    }

    func testTextThatIsNotXML() {
        XCTAssertEqual(error(for: "bplist00 hello"),
                       "Bad.xcdatamodel/contents:1:1: error: not XML: a model starts with '<', this file starts with 'b'")
    }

    func testTruncatedFileNamesTheUnclosedElement() throws {
        let text = "<?xml version=\"1.0\"?>\n<model>\n    <entity name=\"A\">\n        <attribute name=\"x\""
        let message = try XCTUnwrap(error(for: text))
        XCTAssertTrue(message.hasPrefix("Bad.xcdatamodel/contents:4:"), message)
        XCTAssertTrue(message.contains("truncated"), message)
    }

    func testMismatchedTagsGiveTheLine() throws {
        let text = "<model>\n  <entity name=\"A\">\n    <attribute name=\"x\">\n  </entity>\n</model>\n"
        let message = try XCTUnwrap(error(for: text))
        XCTAssertTrue(message.hasPrefix("Bad.xcdatamodel/contents:4:"), message)
        XCTAssertTrue(message.contains("malformed XML"), message)
    }

    func testWrongRootElement() {
        XCTAssertEqual(error(for: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n"),
                       "Bad.xcdatamodel/contents:2:1: error: not a Core Data model: the root element is <plist>, expected <model>")
    }

    func testExternalEntityIsRefused() throws {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE model [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
        <model><entity name="&xxe;"/></model>
        """
        XCTAssertEqual(error(for: text), "Bad.xcdatamodel/contents:2:1: error: a DOCTYPE is not allowed in a Core Data model (refusing DTDs and entities)")
    }

    func testEntityExpansionIsRefused() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 2...9 {
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 2 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n<model><entity name=\"&lol9;\"/></model>\n"
        XCTAssertEqual(error(for: text), "Bad.xcdatamodel/contents:2:1: error: a DOCTYPE is not allowed in a Core Data model (refusing DTDs and entities)")
    }

    func testUndeclaredEntityReferenceIsAnError() throws {
        let message = try XCTUnwrap(error(for: "<model>\n<entity name=\"&nope;\"/>\n</model>\n"))
        XCTAssertTrue(message.hasPrefix("Bad.xcdatamodel/contents:2:"), message)
    }

    func testDeepNestingIsBounded() throws {
        let text = "<model>" + String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000) + "</model>"
        let message = try XCTUnwrap(error(for: text))
        XCTAssertTrue(message.contains("nest deeper than 32 levels"), message)
    }

    func testOversizedInputIsRefusedBeforeParsing() throws {
        let limits = ReaderLimits(maximumFileSize: 100, maximumDepth: 32)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("contents")
        try Data(String(repeating: " ", count: 500).utf8).write(to: file)
        XCTAssertThrowsError(try ModelReader(limits: limits).readContents(file.path)) { error in
            XCTAssertEqual((error as? MomgenError)?.description,
                           "\(file.path):1:1: error: file is 500 bytes, larger than the 100-byte limit for a model")
        }
    }

    func testTwoRootElements() throws {
        let message = try XCTUnwrap(error(for: "<model/>\n<model/>\n"))
        XCTAssertTrue(message.hasPrefix("Bad.xcdatamodel/contents:2:"), message)
    }
}
