// A model that cannot be read gives exactly one `path:line:col: error: …` line
// on standard error and exit code 3, whatever is wrong with it: an encoding
// libxml2 cannot decode, an empty, binary, too deep or too large file.
// libxml2's own messages ("encoding error : input conversion failed…") never
// reach the terminal.
import Foundation
import MomgenTestSupport
import XCTest

final class UnreadableModelTests: XCTestCase {
    private var folder: URL!

    override func setUp() {
        folder = TestPaths.temporaryFolder("unreadable-model")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `bytes` as the contents of `name.xcdatamodel` and returns the
    /// contents file's path.
    private func model(_ name: String, _ bytes: [UInt8]) throws -> String {
        let version = folder.appendingPathComponent("\(name).xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        let contents = version.appendingPathComponent("contents")
        try Data(bytes).write(to: contents)
        return contents.path
    }

    /// `<?xml … encoding="…"?>` then a model holding `body`.
    private func declared(_ encoding: String, body: [UInt8]) -> [UInt8] {
        Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<model>".utf8) + body + Array("</model>\n".utf8)
    }

    /// Runs dump, lint and ddl on the model; each must print one error line
    /// starting with `contents:line:col: error: ` and exit 3.
    private func assertOneLine(_ contents: String, at position: String, saying fragment: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let bundle = (contents as NSString).deletingLastPathComponent
        for arguments in [["dump", bundle], ["lint", bundle, "--quiet"], ["ddl", bundle]] {
            let run = try MomgenProcess.run(arguments, in: folder)
            // lint's report (standard output in the xcode format) carries the
            // unreadable input, so Xcode shows it once; dump and ddl print it
            // on standard error. Either way: one located line, nothing raw.
            let output = run.stderr + run.stdout
            let label = "\(arguments[0]) \(bundle): \(output)"
            XCTAssertEqual(run.status, 3, label, file: file, line: line)
            XCTAssertEqual(output.filter { $0 == "\n" }.count, 1, "one line: \(label)", file: file, line: line)
            XCTAssertTrue(output.hasSuffix("\n"), label, file: file, line: line)
            XCTAssertTrue(output.hasPrefix("\(contents):\(position): error: "), label, file: file, line: line)
            XCTAssertTrue(output.contains(fragment), label, file: file, line: line)
            XCTAssertFalse(output.contains("encoding error :") || output.contains("I/O error :"), label, file: file, line: line)
        }
    }

    func testDeclaredEncodingWithBytesItCannotDecode() throws {
        // libxml2 converts through iconv and fails on the bytes after <model>
        // (line 2, column 8); before, this printed five raw libxml2 lines and
        // "unknown parse error" with no line.
        for encoding in ["ISO-2022-JP", "SHIFT_JIS", "GB18030"] {
            let contents = try model("Enc-\(encoding)", declared(encoding, body: [0xFF, 0xFE, 0x80, 0x81, 0x1B]))
            try assertOneLine(contents, at: "2:8", saying: "not valid in its declared encoding")
        }
    }

    func testEncodingThatFailsWhileSwitching() throws {
        // UTF-32 cannot even decode the declaration's own ASCII; libxml2 also
        // printed a raw "encoding error" line here. The parser stops right
        // after `encoding="UTF-32"` (column 38).
        let contents = try model("Utf32", declared("UTF-32", body: [0xFF]))
        try assertOneLine(contents, at: "1:38", saying: "switching encoding: encoder error (input conversion failed")
    }

    func testInvalidUTF8IsOneLine() throws {
        // libxml2's message has a second line ("Bytes: 0xFF 0xFE …").
        let contents = try model("BadUTF8", Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model name=\"".utf8) + [0xFF, 0xFE] + Array("\"/>\n".utf8))
        // Column 14 is the 0xFF after `<model name="`.
        try assertOneLine(contents, at: "2:14", saying: "Input is not proper UTF-8, indicate encoding !; Bytes: 0xFF 0xFE")
    }

    /// A `.xccurrentversion` that exists but names no usable version is a
    /// file error like the others: at line 1, column 1.
    func testCurrentVersionFileErrorsHaveAPosition() throws {
        let bundle = folder.appendingPathComponent("B.xcdatamodeld")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("B.xcdatamodel"), withIntermediateDirectories: true)
        try Data("<model/>".utf8).write(to: bundle.appendingPathComponent("B.xcdatamodel/contents"))
        let current = bundle.appendingPathComponent(".xccurrentversion")
        // A `<dict></dict>` names nothing and counts as no file (issue 22): the one version is used.
        for plist in ["<plist version=\"1.0\"><array></array></plist>",
                      "<plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key><string>Gone.xcdatamodel</string></dict></plist>"] {
            try Data(plist.utf8).write(to: current)
            let run = try MomgenProcess.run(["dump", bundle.path], in: folder)
            XCTAssertEqual(run.status, 3, run.stderr)
            XCTAssertTrue(run.stderr.hasPrefix(current.path + ":1:1: error: "), run.stderr)
            XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, run.stderr)
        }
    }

    func testEmptyBinaryDeepAndHugeFiles() throws {
        try assertOneLine(try model("Empty", []), at: "1:1", saying: "file is empty")
        try assertOneLine(try model("Binary", Array("<model>\n  <e".utf8) + [0, 1, 2]), at: "2:5", saying: "binary")
        let deep = "<model>\n" + String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40) + "</model>\n"
        // <model> and 31 <a> fill the 32 levels; the 32nd <a> is refused at
        // its '<', column 1 + 3 × 31 of line 2.
        try assertOneLine(try model("Deep", Array(deep.utf8)), at: "2:94", saying: "nest deeper than 32 levels")

        let huge = try model("Huge", [])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)  // sparse: no 64 MiB written
        try handle.close()
        try assertOneLine(huge, at: "1:1", saying: "larger than the 67108864-byte limit")
    }
}
