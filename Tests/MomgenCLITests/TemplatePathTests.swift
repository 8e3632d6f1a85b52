// The template folder under mogenerator's own option name: `momgen generate
// --template-path` and momgen.yml's `template-path` (the older key
// `mogenerator-templates` still works) write what `momgen mogenerator
// --template-path` writes with the same options, and carry mogenerator's
// --base-class-import, --base-class-force, --includem and --includeh.
import Foundation
import MomgenTestSupport
import XCTest

final class TemplatePathTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("template-path")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: folder.appendingPathComponent("BookStore.xcdatamodeld").path)
        // The keys these options feed, in a machine template of each language.
        let machine = """
        // DO NOT EDIT. Machine file of <$managedObjectClassName$>.
        <$if hasCustomBaseCaseImport$>// import <$baseClassImport$><$endif$>
        <$if TemplateVar.arc$>// arc<$endif$>
        class _<$managedObjectClassName$>: <$customSuperentity$> {}

        """
        try write("Templates/machine.swift.motemplate", machine)
        try write("Templates/human.swift.motemplate", "class <$managedObjectClassName$>: _<$managedObjectClassName$> {}\n")
        for ending in ["h", "m"] {
            try write("Templates/machine.\(ending).motemplate", machine)
            try write("Templates/human.\(ending).motemplate", "// <$managedObjectClassName$>.\(ending)\n")
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    private func files(in path: String) throws -> [String: Data] {
        let url = folder.appendingPathComponent(path)
        // Generated files only: a build's stamp (.momgen-stamp) is no template output.
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: url.appendingPathComponent($0))) })
    }

    /// mogenerator's options, shared by the three ways of running them.
    private let options = ["--template-var", "arc=true", "--base-class", "AppObject", "--base-class-import", "AppKitBase",
                           "--base-class-force", "ForcedObject"]

    func testGenerateTemplatePathWritesWhatMomgenMogeneratorWrites() throws {
        let generate = try MomgenProcess.run(["generate", "BookStore.xcdatamodeld", "--template-path", "Templates", "-o", "G/Human",
                                              "--machine-dir", "G/Machine"] + options, in: folder)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let mogenerator = try MomgenProcess.run(["mogenerator", "-m", "BookStore.xcdatamodeld", "--swift", "--template-path", "Templates",
                                                 "-M", "M/Machine", "-H", "M/Human"] + options, in: folder)
        XCTAssertEqual(mogenerator.status, 0, mogenerator.stderr)
        let machine = try files(in: "G/Machine")
        XCTAssertEqual(machine.count, try files(in: "M/Machine").count)
        XCTAssertFalse(machine.isEmpty)
        XCTAssertEqual(machine, try files(in: "M/Machine"))
        XCTAssertEqual(try files(in: "G/Human"), try files(in: "M/Human"))
        let book = String(decoding: machine["_Book.swift"] ?? Data(), as: UTF8.self)
        XCTAssertEqual(book, "// DO NOT EDIT. Machine file of Book.\n// import AppKitBase\n// arc\nclass _Book: ForcedObject {}\n")
    }

    func testGenerateTemplatePathRefusesMomgensTemplateOptions() throws {
        let run = try MomgenProcess.run(["generate", "BookStore.xcdatamodeld", "--template-path", "Templates", "-o", "G", "--access", "public"],
                                        in: folder)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("--access cannot be used with --template-path"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("G").path))
        let alone = try MomgenProcess.run(["generate", "BookStore.xcdatamodeld", "-o", "G", "--template-var", "arc=true"], in: folder)
        XCTAssertNotEqual(alone.status, 0)
        XCTAssertTrue(alone.stderr.contains("--template-var needs --template-path"), alone.stderr)
    }

    func testConfigTemplatePathAndMogeneratorTemplatesAreOneKey() throws {
        let entry = """
        models:
          - path: BookStore.xcdatamodeld
            output: Y/Human
            machine-dir: Y/Machine
            template-path: Templates
            template-vars: [arc=true]
            base-class: AppObject
            base-class-import: AppKitBase
            base-class-force: ForcedObject

        """
        try write("momgen.yml", entry)
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let mogenerator = try MomgenProcess.run(["mogenerator", "-m", "BookStore.xcdatamodeld", "--swift", "--template-path", "Templates",
                                                 "-M", "M/Machine", "-H", "M/Human"] + options, in: folder)
        XCTAssertEqual(mogenerator.status, 0, mogenerator.stderr)
        XCTAssertEqual(try files(in: "Y/Machine"), try files(in: "M/Machine"))

        try write("momgen.yml", entry.replacingOccurrences(of: "template-path: Templates", with: "template-path: Templates\n    mogenerator-templates: Templates"))
        let both = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(both.status, 0)
        XCTAssertTrue((both.stdout + both.stderr).contains("momgen.yml:6:1: error: 'models[0].mogenerator-templates' repeats the template folder"),
                      both.stdout + both.stderr)
    }

    func testConfigIncludeFilesAreWrittenForObjectiveC() throws {
        try write("momgen.yml", """
        models:
          - path: BookStore.xcdatamodeld
            output: Y
            template-path: Templates
            mogenerator-language: objc
            includem: Y/Includes.m
            includeh: Y/Includes.h

        """)
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let includeM = try String(contentsOf: folder.appendingPathComponent("Y/Includes.m"), encoding: .utf8)
        let includeH = try String(contentsOf: folder.appendingPathComponent("Y/Includes.h"), encoding: .utf8)
        XCTAssertTrue(includeM.contains("#import \"Book.m\"\n#import \"_Book.m\"\n"), includeM)
        XCTAssertTrue(includeH.contains("#import \"Book.h\"\n"), includeH)
        XCTAssertFalse(includeH.contains("_Book"), includeH)

        // An include file the team wrote by hand is not replaced.
        try write("Y/Includes.h", "// mine\n")
        let again = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(again.status, 0, again.stdout)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Y/Includes.h"), encoding: .utf8), "// mine\n")
    }
}
