// Issue 43, item 8: what `momgen mogenerator` promises on the template path.
// A model name that is not an identifier is refused (lint's
// invalid-identifier, the gate `generate` has), since a template prints names
// where code goes; `--force` runs anyway. What momgen itself inserts
// (`base-class`, `base-class-force`, `base-class-import`, from momgen.yml
// or the command line) must be a class, module or header name.
import Foundation
import MomgenTestSupport
import XCTest

final class HostileTemplatePathGateTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("hostile-template-gate")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Evil.xcdatamodel"), withIntermediateDirectories: true)
        try write("Evil.xcdatamodel/contents", """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title: String?&#10;    func injected() {}&#10;    var x" optional="YES" attributeType="String" syncable="YES"/>
            </entity>
        </model>
        """)
        try write("Templates/machine.swift.motemplate", """
        // DO NOT EDIT. Machine file of <$managedObjectClassName$>.
        <$if hasCustomBaseCaseImport$>import <$baseClassImport$><$endif$>
        open class _<$managedObjectClassName$>: <$customSuperentity$> {
        <$foreach Attribute noninheritedAttributes do$>    @NSManaged open var <$Attribute.name$>: String?
        <$endforeach do$>}

        """)
        try write("Templates/human.swift.motemplate", "open class <$managedObjectClassName$>: _<$managedObjectClassName$> {}\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    private var machineFile: String { folder.appendingPathComponent("Out/_Book.swift").path }

    func testANameThatIsNoIdentifierIsRefusedUnlessForced() throws {
        let arguments = ["mogenerator", "-m", "Evil.xcdatamodel", "--swift", "--template-path", "Templates", "-O", "Out"]
        let refused = try MomgenProcess.run(arguments, in: folder)
        XCTAssertEqual(refused.status, 1, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("[invalid-identifier]"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("pass --force"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: machineFile))
        let forced = try MomgenProcess.run(arguments + ["--force"], in: folder)
        XCTAssertEqual(forced.status, 0, forced.stdout + forced.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: machineFile))
    }

    func testInsertedValuesMustBeNames() throws {
        try write("Evil.xcdatamodel/contents", """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String" syncable="YES"/>
            </entity>
        </model>
        """)
        let base = ["mogenerator", "-m", "Evil.xcdatamodel", "--swift", "--template-path", "Templates", "-O", "Out"]
        for extra in [["--base-class", "NSManagedObject {}\nfunc injected() {}\nclass X: NSObject"],
                      ["--base-class-force", "A B"],
                      ["--base-class-import", "Foundation\nfunc injected() {}"]] {
            let result = try MomgenProcess.run(base + extra, in: folder)
            XCTAssertNotEqual(result.status, 0, "\(extra): " + result.stdout + result.stderr)
            XCTAssertTrue(result.stderr.contains("is not a"), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: machineFile))
        }
        try write("momgen.yml", "models:\n  - path: Evil.xcdatamodel\n    output: Out\n    template-path: Templates\n    base-class-import: \"Foundation\\nfunc injected() {}\"\n")
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(build.status, 0, build.stdout + build.stderr)
        XCTAssertTrue(build.stderr.contains("momgen.yml:2:1: error: base-class-import"), build.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: machineFile))
        // Real names pass.
        let fine = try MomgenProcess.run(base + ["--base-class", "MyKit.BaseObject", "--base-class-import", "MyKit"], in: folder)
        XCTAssertEqual(fine.status, 0, fine.stdout + fine.stderr)
        XCTAssertTrue(try String(contentsOfFile: machineFile, encoding: .utf8).contains("import MyKit\nopen class _Book: MyKit.BaseObject {"))
    }
}
