// Every command refuses a model whose inheritance is deeper than the reader's
// limit with exit 3 and one `path:line:col: error:` line, before any stage
// that would do work quadratic in the depth.
import Foundation
import MomgenTestSupport
import XCTest

final class DeepInheritanceCommandTests: XCTestCase {
    func testEveryCommandRefusesATooDeepModelWithOneLine() throws {
        let folder = TestPaths.temporaryFolder("deep-model")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Deep.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let contents = model.appendingPathComponent("contents")
        try chainModel(150).write(to: contents, atomically: true, encoding: .utf8)
        for arguments in [["dump"], ["lint"], ["ddl"], ["generate", "--output", folder.appendingPathComponent("out").path]] {
            let result = try MomgenProcess.run(arguments + [model.path])
            XCTAssertEqual(result.status, 3, "\(arguments): \(result.stderr)")
            // lint's report carries it on standard output (with its rule id,
            // so Xcode shows it once) and its summary on standard error; the
            // other commands print it on standard error.
            let message = "\(contents.path):104:1: error: entity 'L101' has more than 100 ancestors; momgen reads inheritance up to 100 levels deep (real models stay under 10)"
            if arguments == ["lint"] {
                XCTAssertEqual(result.stdout, message + " [unreadable-input]\n")
            } else {
                XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init), message, "\(arguments)")
                XCTAssertEqual(result.stdout, "", "\(arguments)")
            }
        }
    }

    /// `count` entities `L0`…, each the parent of the next, entity `i` on line `3 + i`.
    private func chainModel(_ count: Int) -> String {
        let entities = (0..<count).map { i in
            "<entity name=\"L\(i)\"" + (i == 0 ? "" : " parentEntity=\"L\(i - 1)\"") + "/>"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\">\n"
            + entities.joined(separator: "\n") + "\n</model>\n"
    }
}
