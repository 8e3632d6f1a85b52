// Issue 43, item 9: `init` reads every Run Script value of a project.pbxproj
// in one pass. Each value used to be found from the text after the last
// and its line counted from the top of the file, so a project with
// thousands of values cost the square of its size.
@testable import MomgenProject
import XCTest

final class InitRunScriptCostTests: XCTestCase {
    func testScriptsAndTheirLinesInOnePass() {
        var text = "// !$*UTF8*$!\n{\n"
        for index in 0..<30_000 {
            text += "\t\tS\(index) = {isa = PBXShellScriptBuildPhase; shellScript = \"echo \(index)\\nmogenerator -m M\\\"x\\\"\";\n\t\t};\n"
        }
        text += "\t\tW = {shellScript = plain;};\n}\n"
        let scripts = PBXShellScripts.scripts(in: text)
        XCTAssertEqual(scripts.count, 30_001)
        XCTAssertEqual(scripts[0].script, "echo 0\nmogenerator -m M\"x\"")
        XCTAssertEqual(scripts[0].line, 3)
        XCTAssertEqual(scripts[29_999].line, 3 + 2 * 29_999)
        XCTAssertEqual(scripts[30_000].script, "plain")
        XCTAssertEqual(scripts[30_000].line, 3 + 2 * 30_000)
    }

    func testRawLineBreaksInsideAScriptCount() {
        let scripts = PBXShellScripts.scripts(in: "a\nshellScript = \"one\ntwo\\\nthree\";\nshellScript = \"é\";\n")
        XCTAssertEqual(scripts.map(\.script), ["one\ntwo\nthree", "é"])
        XCTAssertEqual(scripts.map(\.line), [2, 5])
    }
}
