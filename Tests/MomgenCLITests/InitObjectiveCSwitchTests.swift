// Issue 42, item 3: Objective-C mogenerator output is recognised by its
// header and `_X.h`/`_X.m` pairs. With the project's `.motemplate` folder
// (found in the repository when the script's `--template-path` points at a
// home folder) init configures Objective-C and `momgen` replaces
// mogenerator's machine files in place, human files untouched; without
// templates the entry only lints and init says Objective-C needs them.
import Foundation
import MomgenTestSupport
import XCTest

final class InitObjectiveCSwitchTests: XCTestCase {
    static let machineHeader = "// DO NOT EDIT. This file is machine-generated and constantly overwritten.\n"

    /// Templates of this test's own: a machine and a human pair per class.
    static let templates: [String: String] = [
        "machine.h.motemplate": machineHeader + "// Make changes to <$managedObjectClassName$>.h instead.\n\n#import <CoreData/CoreData.h>\n\n@interface _<$managedObjectClassName$> : NSManagedObject\n@end\n",
        "machine.m.motemplate": machineHeader + "// Make changes to <$managedObjectClassName$>.m instead.\n\n#import \"_<$managedObjectClassName$>.h\"\n\n@implementation _<$managedObjectClassName$>\n@end\n",
        "human.h.motemplate": "#import \"_<$managedObjectClassName$>.h\"\n\n@interface <$managedObjectClassName$> : _<$managedObjectClassName$>\n@end\n",
        "human.m.motemplate": "#import \"<$managedObjectClassName$>.h\"\n\n@implementation <$managedObjectClassName$>\n@end\n",
    ]

    /// BookStore in `App/`, mogenerator's (stale) Objective-C files in
    /// `App/Models` and `App/Models/Machine`, the team's code in the human files.
    private func project(templates: Bool, runScript: String?) throws -> URL {
        let folder = TestPaths.temporaryFolder("init-objc")
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent("App/Models/Machine"), withIntermediateDirectories: true)
        try files.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: folder.appendingPathComponent("App/BookStore.xcdatamodeld").path)
        for name in ["Book", "BookCategory", "Page"] {
            try (Self.machineHeader + "// stale\n@interface _\(name) : NSManagedObject\n@end\n")
                .write(to: folder.appendingPathComponent("App/Models/Machine/_\(name).h"), atomically: true, encoding: .utf8)
            try (Self.machineHeader + "// stale\n@implementation _\(name)\n@end\n")
                .write(to: folder.appendingPathComponent("App/Models/Machine/_\(name).m"), atomically: true, encoding: .utf8)
            try "#import \"_\(name).h\"\n\n@interface \(name) : _\(name)\n// the team's own code\n@end\n"
                .write(to: folder.appendingPathComponent("App/Models/\(name).h"), atomically: true, encoding: .utf8)
            try "#import \"\(name).h\"\n\n@implementation \(name)\n@end\n"
                .write(to: folder.appendingPathComponent("App/Models/\(name).m"), atomically: true, encoding: .utf8)
        }
        if templates {
            try files.createDirectory(at: folder.appendingPathComponent("Tools/motemplates"), withIntermediateDirectories: true)
            for (name, text) in Self.templates {
                try text.write(to: folder.appendingPathComponent("Tools/motemplates/\(name)"), atomically: true, encoding: .utf8)
            }
        }
        if let runScript {
            try files.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
            try "// !$*UTF8*$!\n{\n\t\t\tshellPath = /bin/sh;\n\t\t\tshellScript = \"\(runScript)\";\n}\n"
                .write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    func testTheRepositorysTemplatesAreFoundAndTheMachineFilesReplaced() throws {
        let folder = try project(templates: true, runScript: #"mogenerator -m App/BookStore.xcdatamodeld -M App/Models/Machine -H App/Models --template-path /Users/dev/motemplates"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let initRun = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let text = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("    output: App/Models   #"), text)
        XCTAssertTrue(text.contains("    machine-dir: App/Models/Machine   #"), text)
        XCTAssertTrue(text.contains("    template-path: Tools/motemplates   #"), text)
        XCTAssertTrue(text.contains("    mogenerator-language: objc   #"), text)
        XCTAssertTrue(initRun.stdout.contains("the project's own templates are in 'Tools/motemplates' (the command line names '/Users/dev/motemplates'"), initRun.stdout)
        XCTAssertTrue(initRun.stdout.contains("the 3 _X.h/_X.m files mogenerator wrote in 'App/Models/Machine' are replaced on the first run"), initRun.stdout)
        XCTAssertFalse(initRun.stdout.contains("duplicate-type"), initRun.stdout)
        let humans = try ["Book.h", "Page.m"].map { try Data(contentsOf: folder.appendingPathComponent("App/Models/\($0)")) }
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let machine = try String(contentsOf: folder.appendingPathComponent("App/Models/Machine/_Book.h"), encoding: .utf8)
        XCTAssertFalse(machine.contains("// stale"), machine)
        XCTAssertTrue(machine.contains("@interface _Book : NSManagedObject"), machine)
        XCTAssertEqual(try ["Book.h", "Page.m"].map { try Data(contentsOf: folder.appendingPathComponent("App/Models/\($0)")) }, humans, "human files untouched")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Models/Book.swift").path), "no Swift beside the Objective-C")
    }

    func testWithoutTemplatesTheEntryOnlyLintsAndSaysWhy() throws {
        let folder = try project(templates: false, runScript: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let initRun = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let text = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("    # output: "), text)
        XCTAssertFalse(text.contains("\n    output: "), text)
        XCTAssertFalse(text.contains("template-set: mogenerator"), text)
        XCTAssertTrue(initRun.stdout.contains("Objective-C needs a template folder"), initRun.stdout)
        let before = try Data(contentsOf: folder.appendingPathComponent("App/Models/Machine/_Book.h"))
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("App/Models/Machine/_Book.h")), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Generated").path), "nothing generated")
    }
}
