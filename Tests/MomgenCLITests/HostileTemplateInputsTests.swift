// Issue 43, item 7: a file a template includes, from a subfolder of the
// template folder, is an input of the build like the template itself: an
// edit to it makes `momgen --check` report the build stale, and no output
// of the same run may replace it.
import Foundation
import MomgenTestSupport
import XCTest

final class HostileTemplateInputsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("hostile-template-inputs")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Templates/parts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: folder.appendingPathComponent("BookStore.xcdatamodeld").path)
        try write("Templates/machine.swift.motemplate", "// DO NOT EDIT. Machine file of <$managedObjectClassName$>.\n<$include parts/body.motemplate$>\n")
        try write("Templates/human.swift.motemplate", "open class <$managedObjectClassName$>: _<$managedObjectClassName$> {}\n")
        try write("Templates/parts/body.motemplate", "open class _<$managedObjectClassName$>: NSManagedObject {}\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    func testAnEditedIncludeMakesTheBuildStale() throws {
        try write("momgen.yml", "models:\n  - path: BookStore.xcdatamodeld\n    output: Model\n    template-path: Templates\n")
        let first = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        XCTAssertEqual(try MomgenProcess.run(["--check"], in: folder).status, 0)
        try write("Templates/parts/body.motemplate", "open class _<$managedObjectClassName$>: NSManagedObject { var edited = 1 }\n")
        let check = try MomgenProcess.run(["--check"], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("_Book.swift"), check.stdout)
    }

    func testNoOutputReplacesAnInclude() throws {
        try write("Templates/parts/_Book.swift", "open class _<$managedObjectClassName$>: NSManagedObject {}\n")
        try write("Templates/machine.swift.motemplate", "// DO NOT EDIT. Machine file of <$managedObjectClassName$>.\n<$include parts/_Book.swift$>\n")
        try write("momgen.yml", "models:\n  - path: BookStore.xcdatamodeld\n    output: Model\n    machine-dir: Templates/parts\n    template-path: Templates\n")
        let result = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("an input of this run"), result.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Templates/parts/_Book.swift"), encoding: .utf8),
                       "open class _<$managedObjectClassName$>: NSManagedObject {}\n")
    }
}
