// Golden-file checks: compare generated text with a file checked into
// Tests/Goldens, print a unified diff on mismatch, and rewrite the file when
// MOMGEN_UPDATE_GOLDENS=1 (then review the change like code).
import Foundation
import XCTest

/// Compares text with a golden file.
public enum GoldenFile {
    /// Whether goldens are being rewritten in this run.
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["MOMGEN_UPDATE_GOLDENS"] == "1"
    }

    /// Asserts that `actual` equals `Tests/Goldens/<relativePath>`.
    public static func assertMatches(_ actual: String, _ relativePath: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = TestPaths.testsFolder("Goldens").appendingPathComponent(relativePath)
        if isUpdating {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden file Tests/Goldens/\(relativePath); run with MOMGEN_UPDATE_GOLDENS=1 and review it", file: file, line: line)
            return
        }
        if expected != actual {
            XCTFail("output differs from Tests/Goldens/\(relativePath):\n\(diff(expected: expected, actual: actual))", file: file, line: line)
        }
    }

    /// A unified diff from `diff -u`, or a fallback listing the first differing line.
    public static func diff(expected: String, actual: String) -> String {
        let folder = TestPaths.temporaryFolder("golden-diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        let left = folder.appendingPathComponent("expected"), right = folder.appendingPathComponent("actual")
        try? expected.write(to: left, atomically: true, encoding: .utf8)
        try? actual.write(to: right, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-u", left.path, right.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        if (try? process.run()) != nil {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let pairs = zip(expected.split(separator: "\n", omittingEmptySubsequences: false), actual.split(separator: "\n", omittingEmptySubsequences: false))
        for (offset, (e, a)) in pairs.enumerated() where e != a {
            return "line \(offset + 1):\n- \(e)\n+ \(a)"
        }
        return "texts differ in length"
    }
}
