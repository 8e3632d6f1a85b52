// momgen.yml's `mogenerator-templates`: `momgen` runs a team's own
// `.motemplate` files into the entry's folders, byte for byte what
// `momgen mogenerator --template-path` writes with the same options;
// a template error writes nothing; keys that steer momgen's Mustache
// templates are config errors beside it.
import Foundation
import MomgenTestSupport
import XCTest

final class BuildMogeneratorTemplatesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("build-motemplates")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: folder.appendingPathComponent("BookStore.xcdatamodeld").path)
        try write("Templates/machine.swift.motemplate", """
        // DO NOT EDIT. Machine file of <$managedObjectClassName$>.
        <$if TemplateVar.arc$>// arc<$endif$>
        open class _<$managedObjectClassName$>: <$customSuperentity$> {
        <$foreach Attribute noninheritedAttributes do$>    @NSManaged open var <$Attribute.name$>: <$Attribute.objectAttributeType$>?
        <$endforeach do$>}

        """)
        try write("Templates/human.swift.motemplate", "@objc(<$managedObjectClassName$>)\nopen class <$managedObjectClassName$>: _<$managedObjectClassName$> {}\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    private func files(in path: String) throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(path).path)
        return try Dictionary(uniqueKeysWithValues: names.filter { $0.hasSuffix(".swift") }.map { ($0, try read(path + "/" + $0)) })
    }

    private let entry = """
    models:
      - path: BookStore.xcdatamodeld
        output: Model/Human
        machine-dir: Model/Machine
        mogenerator-templates: Templates
        template-vars: [arc=true]
        base-class: AppObject

    """

    func testBuildWritesWhatMomgenMogeneratorWrites() throws {
        try write("momgen.yml", entry)
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let mogenerator = try MomgenProcess.run(["mogenerator", "-m", "BookStore.xcdatamodeld", "--swift", "--template-path", "Templates",
                                                 "-M", "Other/Machine", "-H", "Other/Human", "--template-var", "arc=true",
                                                 "--base-class", "AppObject"], in: folder)
        XCTAssertEqual(mogenerator.status, 0, mogenerator.stderr)
        let machine = try files(in: "Model/Machine")
        XCTAssertFalse(machine.isEmpty)
        XCTAssertEqual(machine, try files(in: "Other/Machine"))
        XCTAssertEqual(try files(in: "Model/Human"), try files(in: "Other/Human"))
        let book = try read("Model/Machine/_Book.swift")
        XCTAssertTrue(book.hasPrefix("// DO NOT EDIT. Machine file of Book.\n// arc\nopen class _Book: AppObject {\n"), book)

        // Human files are the team's once written; machine files follow the templates.
        try write("Model/Human/Book.swift", "// the team's own\n")
        try write("Templates/machine.swift.motemplate", "// DO NOT EDIT. Machine file of <$managedObjectClassName$>.\n// v2\n")
        let again = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        XCTAssertEqual(try read("Model/Human/Book.swift"), "// the team's own\n")
        XCTAssertEqual(try read("Model/Machine/_Book.swift"), "// DO NOT EDIT. Machine file of Book.\n// v2\n")
    }

    func testTemplateErrorWritesNothing() throws {
        try write("momgen.yml", entry)
        try write("Templates/human.swift.motemplate", "ok\n<$if name$>")
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(build.status, 0)
        XCTAssertTrue(build.stderr.contains("Templates/human.swift.motemplate:2:1: error: 'if' without 'endif'"), build.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Model").path))
    }

    func testAHandWrittenFileOfAMachineFileNameIsNotReplaced() throws {
        try write("momgen.yml", entry)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Model/Machine"), withIntermediateDirectories: true)
        try write("Model/Machine/_Book.swift", "// mine\n")
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(build.status, 0)
        XCTAssertTrue(build.stderr.contains("refusing to replace this file"), build.stderr)
        XCTAssertEqual(try read("Model/Machine/_Book.swift"), "// mine\n")
    }

    func testMissingFolderIsAnErrorAtTheEntry() throws {
        try write("momgen.yml", entry.replacingOccurrences(of: "mogenerator-templates: Templates", with: "mogenerator-templates: Gone"))
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(build.status, 0)
        XCTAssertTrue(build.stderr.contains("momgen.yml:2:1: error: template-path: the template folder"), build.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Model").path))
    }

    func testMustacheKeysBesideTheTemplatesAreConfigErrors() throws {
        for (line, key) in [("    templates: Custom", "templates"), ("    layout: xcode", "layout"), ("    template-set: mogenerator", "template-set"),
                            ("    access: public", "access")] {
            try write("momgen.yml", entry + line + "\n")
            let build = try MomgenProcess.run([], in: folder)
            XCTAssertNotEqual(build.status, 0, key)
            XCTAssertTrue(build.stdout.contains("momgen.yml:8:1: error: 'models[0].\(key)' cannot be used with 'mogenerator-templates'")
                          || build.stderr.contains("momgen.yml:8:1: error: 'models[0].\(key)' cannot be used with 'mogenerator-templates'"),
                          "\(key): " + build.stdout + build.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Model").path), key)
        }
    }

    func testTemplateKeysNeedTheFolder() throws {
        try write("momgen.yml", "models:\n  - path: BookStore.xcdatamodeld\n    output: Gen\n    template-vars: [arc=true]\n")
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(build.status, 0)
        XCTAssertTrue((build.stdout + build.stderr).contains("momgen.yml:4:1: error: 'models[0].template-vars' needs 'template-path'"), build.stdout + build.stderr)
        try write("momgen.yml", "models:\n  - path: BookStore.xcdatamodeld\n    output: Gen\n    mogenerator-templates: Templates\n    template-vars: [arc]\n")
        let bad = try MomgenProcess.run([], in: folder)
        XCTAssertTrue((bad.stdout + bad.stderr).contains("momgen.yml:5:1: error: invalid value for 'models[0].template-vars': expected KEY=VALUE"), bad.stdout + bad.stderr)
    }
}
