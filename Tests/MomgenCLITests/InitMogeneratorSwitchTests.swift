// `momgen init` on a mogenerator project: the command line in a Run Script
// phase (or a script, or a README) is carried into momgen.yml, outputs go
// where the project's machine and human files are, Swift 2-era output is
// named, and `--dry-run` writes nothing.
import Foundation
import MomgenTestSupport
import XCTest

final class InitMogeneratorSwitchTests: XCTestCase {
    private static let header = "// DO NOT EDIT. This file is machine-generated and constantly overwritten.\n// Make changes to Book.swift instead.\n\nimport Foundation\nimport CoreData\n\n"

    /// A project laid out as a Run Script with `cd` wrote it: the model in
    /// `App/`, machine files in `DataModel/properties`, human files in
    /// `DataModel/classes`, and a project-relative `${SRCROOT}` program path.
    private func runScriptProject(machineText: String = header + "open class _Book: NSManagedObject {}\n") throws -> URL {
        let folder = TestPaths.temporaryFolder("init-mogen-switch")
        let files = FileManager.default
        for path in ["App", "DataModel/properties", "DataModel/classes", "App.xcodeproj"] {
            try files.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try files.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: folder.appendingPathComponent("App/BookStore.xcdatamodeld").path)
        try machineText.write(to: folder.appendingPathComponent("DataModel/properties/_Book.swift"), atomically: true, encoding: .utf8)
        try "import Foundation\n\n@objc(Book)\nopen class Book: _Book {\n    // the team's own code\n}\n"
            .write(to: folder.appendingPathComponent("DataModel/classes/Book.swift"), atomically: true, encoding: .utf8)
        let script = #"cd DataModel\n\"${SRCROOT}/tools/mogenerator\" --swift --base-class=AppManagedObject --model ../App/BookStore.xcdatamodeld --template-path tmpl --human-dir classes --machine-dir properties --bogus\n"#
        try "// !$*UTF8*$!\n{\n\t\t\tshellPath = /bin/sh;\n\t\t\tshellScript = \"\(script)\";\n}\n"
            .write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        return folder
    }

    func testRunScriptOptionsAndFoldersAreCarriedOver() throws {
        let folder = try runScriptProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("    output: DataModel/classes   #"), text)
        XCTAssertTrue(text.contains("    machine-dir: DataModel/properties   #"), text)
        XCTAssertTrue(text.contains("    base-class: AppManagedObject   #"), text)
        XCTAssertTrue(text.contains("    layout: mogenerator   #"), text)
        XCTAssertTrue(result.stdout.contains("App.xcodeproj/project.pbxproj:4: note:"), "the Run Script is the evidence:\n\(result.stdout)")
        XCTAssertTrue(result.stdout.contains("runs its own mogenerator templates ('DataModel/tmpl')"), result.stdout)
        XCTAssertTrue(result.stdout.contains("does not have were left out: --bogus"), result.stdout)
        XCTAssertTrue(result.stdout.contains("the 1 _X.swift file mogenerator wrote in 'DataModel/properties' is replaced on the first run"), result.stdout)
    }

    func testAfterTheSwitchNoClassIsDeclaredTwice() throws {
        let folder = try runScriptProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try MomgenProcess.run(["init"], in: folder).status, 0)
        // The base class the command line named must exist for the build; momgen.yml takes it as written.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("DataModel/properties/_Book.swift"))
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        var declarations: [String: [String]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("class ") && line.contains(": ") && !line.contains("func ") {
                let name = line.split(separator: " ").drop { $0 != "class" }.dropFirst().first.map { String($0.prefix { $0 != ":" }) } ?? ""
                declarations[name, default: []].append(path)
            }
        }
        XCTAssertEqual(declarations.filter { $0.value.count > 1 }, [:], "classes declared twice")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("DataModel/classes/Book.swift"), encoding: .utf8).contains("the team's own code"), true, "the human file is the team's")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("DataModel/properties/_Book.swift").path))
    }

    func testDryRunWritesNothing() throws {
        let folder = try runScriptProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["init", "--dry-run"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("    machine-dir: DataModel/properties   #"), result.stdout)
        XCTAssertTrue(result.stdout.contains("would write momgen.yml"), result.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("momgen.yml").path))
    }

    func testSwift2EraOutputIsNamedNotLabelled131() throws {
        let old = Self.header + "open class _Book: NSManagedObject {\n    public convenience init(managedObjectContext: NSManagedObjectContext!) {}\n    @NSManaged public var published: NSDate?\n}\n"
        let folder = try runScriptProject(machineText: old)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Swift 2-era mogenerator output (older than 1.31"), result.stdout)
        let text = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("older than 1.31"), text)
    }

    func testWithoutACommandLineTheFilesFoldersAreUsed() throws {
        let folder = try runScriptProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App.xcodeproj"))
        let result = try MomgenProcess.run(["init", "--dry-run"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("    output: DataModel/classes   #"), result.stdout)
        XCTAssertTrue(result.stdout.contains("    machine-dir: DataModel/properties   #"), result.stdout)
    }

    /// A project laid out with a template folder at `DataModel/tmpl` (where
    /// the Run Script's `--template-path tmpl` finds it).
    func testTheProjectsOwnTemplatesAreCarriedOver() throws {
        let folder = try runScriptProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("DataModel/tmpl"), withIntermediateDirectories: true)
        let result = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("    template-path: DataModel/tmpl   #"), text)
        XCTAssertTrue(text.contains("    mogenerator-version: \"1.32\"   #"), text)
        XCTAssertFalse(text.contains("    template-set: mogenerator"), text)
        XCTAssertTrue(result.stdout.contains("runs its own mogenerator templates ('DataModel/tmpl'): momgen runs them as they are"), result.stdout)
    }

    /// mogenerator's --base-class-import, --base-class-force, --includem and
    /// --includeh reach momgen.yml's keys of the same names (paths from the root).
    func testBaseClassAndIncludeOptionsAreCarriedOver() throws {
        let folder = try runScriptProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("DataModel/tmpl"), withIntermediateDirectories: true)
        let pbxproj = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8).replacingOccurrences(
            of: "--bogus", with: "--base-class-import AppBase --base-class-force=Forced --includem Includes.m --includeh=Includes.h")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let result = try MomgenProcess.run(["init", "--dry-run"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        for line in ["    base-class-import: AppBase   #", "    base-class-force: Forced   #", "    includem: DataModel/Includes.m   #",
                     "    includeh: DataModel/Includes.h   #"] {
            XCTAssertTrue(result.stdout.contains(line), "\(line)\n\(result.stdout)")
        }
        XCTAssertFalse(result.stdout.contains("left out"), result.stdout)
    }

    /// Identical machine files per case through `momgen init && momgen`, as
    /// measured: the same as the engine alone (MogeneratorCasesTests), whose
    /// known differences (doordash 2, soundcloud 1) are files no revision of
    /// the committed templates writes.
    static let identicalAfterSwitch: [String: Int] = [
        "clark": 10, "doordash": 3, "gatekeeper": 1, "planck-objc": 12, "planck-swift": 6, "soundcloud": 3, "spotifier": 3, "vbvmi": 9,
        "weathereport": 1,
    ]

    /// The real projects end to end: each laid out as its invocation.txt
    /// maps it, `momgen init`, mogenerator's machine files left stale, then
    /// `momgen`: the machine files momgen writes are the project's, byte for
    /// byte (clark: all 10).
    func testRealProjectsTemplatesWriteTheirMachineFiles() throws {
        let cases = try TestRequirements.shared("motemplates/cases", for: "switching real mogenerator projects with their own templates")
        var report: [String] = []
        for (name, minimum) in Self.identicalAfterSwitch.sorted(by: { $0.key < $1.key }) {
            let source = cases.appendingPathComponent(name)
            let layout = try XCTUnwrap(RealInvocation(try String(contentsOf: source.appendingPathComponent("invocation.txt"), encoding: .utf8), cases: cases), name)
            let folder = TestPaths.temporaryFolder("init-real-e2e-\(name)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try layout.lay(from: source, into: folder)
            let initRun = try MomgenProcess.run(["init"], in: folder)
            XCTAssertEqual(initRun.status, 0, "\(name): \(initRun.stderr)")
            let machine = try XCTUnwrap(layout.folders["generated/machine"])
            let expected = try FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent("generated/machine").path).sorted()
            // The project's own templates write the machine files' first line, so mogenerator's files are replaced in place.
            // (init finds machine files by their _X.swift names; Objective-C's _X.h/_X.m get no such note.)
            if expected.allSatisfy({ $0.hasSuffix(".swift") }) {
                XCTAssertTrue(initRun.stdout.contains("the \(expected.count) _X.swift file\(expected.count == 1 ? "" : "s") mogenerator wrote in"), "\(name): \(initRun.stdout)")
                XCTAssertTrue(initRun.stdout.contains("replaced on the first run"), "\(name): \(initRun.stdout)")
            }
            let machineFolder = folder.appendingPathComponent(machine)
            // Not deleted: the first run must replace them itself. Each is
            // made stale (its first line kept), so only a rewrite restores it.
            for file in expected {
                let path = machineFolder.appendingPathComponent(file)
                try (try String(contentsOf: path, encoding: .utf8) + "\n// stale\n").write(to: path, atomically: true, encoding: .utf8)
            }
            let build = try MomgenProcess.run([], in: folder)
            XCTAssertEqual(build.status, 0, "\(name): " + build.stdout + build.stderr)
            // Machine files only: vbvmi writes both kinds into one folder (-O).
            let written = try FileManager.default.contentsOfDirectory(atPath: machineFolder.path)
                .filter { $0.hasPrefix("_") && [".swift", ".h", ".m"].contains(where: $0.hasSuffix) }.sorted()
            XCTAssertEqual(written, expected, name)
            let identical = try expected.filter { file in
                let want = try Data(contentsOf: source.appendingPathComponent("generated/machine/\(file)"))
                return FileManager.default.contents(atPath: machineFolder.appendingPathComponent(file).path) == want
            }.count
            XCTAssertGreaterThanOrEqual(identical, minimum, name)
            report.append("\(name): \(identical)/\(expected.count)")
        }
        print("init && momgen, identical machine files: " + report.joined(separator: ", "))
    }

    /// The real projects of ../shared/motemplates, laid out as their
    /// `invocation.txt` maps them, with the verbatim command line where the
    /// project kept it: init's output folders are the project's own.
    func testRealMogeneratorProjectsKeepTheirFolders() throws {
        let cases = try TestRequirements.shared("motemplates/cases", for: "init on real mogenerator projects")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted() {
            let source = cases.appendingPathComponent(name)
            guard let invocation = try? String(contentsOf: source.appendingPathComponent("invocation.txt"), encoding: .utf8),
                  let layout = RealInvocation(invocation, cases: cases) else { continue }
            let folder = TestPaths.temporaryFolder("init-real-\(name)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try layout.lay(from: source, into: folder)
            let result = try MomgenProcess.run(["init", "--dry-run"], in: folder)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            let human = layout.folders["generated/human"] ?? "?"
            let machine = layout.folders["generated/machine"] ?? "?"
            XCTAssertTrue(result.stdout.contains("    output: \(human)   #"), "\(name): expected output \(human)\n\(result.stdout)")
            if machine != human {
                XCTAssertTrue(result.stdout.contains("    machine-dir: \(machine)   #"), "\(name): expected machine-dir \(machine)\n\(result.stdout)")
            }
            // The project's own templates run as they are, not momgen's template set.
            let templates = layout.folders["templates"] ?? "?"
            XCTAssertTrue(result.stdout.contains("    template-path: \(templates)   #"), "\(name): expected template-path \(templates)\n\(result.stdout)")
            XCTAssertFalse(result.stdout.contains("    template-set: mogenerator"), "\(name): template-set beside the team's templates\n\(result.stdout)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 9, "every case has a folder mapping (planck-objc: planck-swift's)")
    }
}

/// A case's invocation.txt: the command lines, the file that held them and
/// the mapping of the project's folders onto the case's folders.
private struct RealInvocation {
    var sourceFile: String
    var commands: [String]
    /// Case folder (`model`, `generated/machine`, …) → project folder.
    var folders: [String: String] = [:]
    var modelPath: String = ""

    /// `cases` is the folder of all cases: a mapping that reads "as
    /// planck-swift" is that case's mapping.
    init?(_ text: String, cases: URL) {
        let lines = text.components(separatedBy: "\n")
        guard let source = lines.first(where: { $0.hasPrefix("source: ") }),
              let start = lines.firstIndex(where: { $0.hasPrefix("command (verbatim):") }),
              var mapping = lines.first(where: { $0.hasPrefix("case folder mapping: ") }) else { return nil }
        let body = mapping.dropFirst("case folder mapping: ".count)
        if !mapping.contains("->"), body.hasPrefix("as "),
           let other = body.dropFirst(3).split(whereSeparator: { $0 == ";" || $0 == " " }).first,
           let otherText = try? String(contentsOf: cases.appendingPathComponent("\(other)/invocation.txt"), encoding: .utf8),
           let otherMapping = otherText.components(separatedBy: "\n").first(where: { $0.hasPrefix("case folder mapping: ") }) {
            mapping = otherMapping
        }
        guard mapping.contains("->") else { return nil }
        sourceFile = String(source.dropFirst("source: ".count).split(separator: " ").first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: ",;"))
        commands = Array(lines[(start + 1)...].prefix { !$0.isEmpty })
        for pair in mapping.dropFirst("case folder mapping: ".count).components(separatedBy: "; ") {
            let sides = pair.components(separatedBy: " -> ")
            guard sides.count == 2 else { continue }
            var project = sides[0].trimmingCharacters(in: .whitespaces)
            let target = String(sides[1].split(separator: " ").first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            if project.hasSuffix(".swift") { project = (project as NSString).deletingLastPathComponent }
            if target == "model" { modelPath = project } else { folders[target] = project }
        }
        guard !modelPath.isEmpty, folders["generated/machine"] != nil else { return nil }
    }

    func lay(from source: URL, into folder: URL) throws {
        let files = FileManager.default
        let model = try XCTUnwrap(try files.contentsOfDirectory(atPath: source.appendingPathComponent("model").path).first)
        let modelTarget = folder.appendingPathComponent(modelPath)
        try files.createDirectory(at: modelTarget.deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.copyItem(at: source.appendingPathComponent("model/\(model)"), to: modelTarget)
        for (caseFolder, projectFolder) in folders where caseFolder.hasPrefix("generated/") || caseFolder == "templates" {
            let target = folder.appendingPathComponent(projectFolder)
            try files.createDirectory(at: target, withIntermediateDirectories: true)
            for file in try files.contentsOfDirectory(atPath: source.appendingPathComponent(caseFolder).path) {
                try files.copyItem(at: source.appendingPathComponent("\(caseFolder)/\(file)"), to: target.appendingPathComponent(file))
            }
        }
        let script = commands.joined(separator: "\n")
        if sourceFile.hasSuffix("project.pbxproj") {
            let target = folder.appendingPathComponent(sourceFile)
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let escaped = script.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
            try "{\n\t\t\tshellScript = \"\(escaped)\\n\";\n}\n".write(to: target, atomically: true, encoding: .utf8)
        } else {
            try "Run:\n\n    \(script)\n".write(to: folder.appendingPathComponent(sourceFile), atomically: true, encoding: .utf8)
        }
    }
}
