// Type-checks a motemplates case's own code against the machine files
// `momgen mogenerator` writes with the project's own templates, twice on
// the Core Data stub, as DropinCheck does for stock templates: once with the
// machine files the project committed (the baseline) and once with
// momgen's. The project's code imports modules the stub lacks (its base
// class lives elsewhere, PromiseKit…), so the baseline may have errors of its
// own; an error counts against momgen only when the baseline lacks it.
// Swift cases: the human files (and, where ../shared/dropin holds the same
// project, its call sites in usage.swift) with `swift-frontend -typecheck`.
// Objective-C cases: every human `.m` and every machine `.m`, each with
// `clang -fsyntax-only`, against the human and machine headers.
import Foundation
import MomgenTestSupport

/// What one check found.
struct MotemplateOutcome {
    /// The case, with the call sites' project when they come from ../shared/dropin.
    var label: String
    /// What was checked, e.g. "10 machine + 10 human files".
    var checked: String
    /// Errors with momgen's files that the committed ones do not cause.
    var newErrors: [String]
    /// Errors the committed files cause too.
    var baselineErrorCount: Int
}

/// The two type-checks of one case.
enum MotemplateCheck {
    /// `swiftFiles` (or, for Objective-C, the `.m`/`.h` files) the project
    /// wrote by hand, checked against momgen's machine files for `project`.
    static func run(_ project: MotemplateCase, label: String, ownFiles: [URL], committedMachine: URL) -> MotemplateOutcome {
        var outcome = MotemplateOutcome(label: label, checked: "", newErrors: [], baselineErrorCount: 0)
        let work = TestPaths.temporaryFolder("momgen-motemplate-check")
        defer { try? FileManager.default.removeItem(at: work) }
        let machine = work.appendingPathComponent("machine"), human = work.appendingPathComponent("human-written")
        guard let result = try? MomgenProcess.run(project.momgenArguments(machine: machine, human: human)) else {
            outcome.newErrors = ["could not run momgen"]
            return outcome
        }
        guard result.status == 0 else {
            outcome.newErrors = ["momgen mogenerator exited \(result.status): \(result.stderr)"]
            return outcome
        }
        let (baseline, checked) = project.isObjectiveC
            ? objectiveC(project, own: ownFiles, committed: committedMachine, momgen: machine, work: work, outcome: &outcome)
            : swift(project, own: ownFiles, committed: committedMachine, momgen: machine, work: work, outcome: &outcome)
        let known = Set(baseline.filter(\.ownFile).map(\.key))
        let knownMessages = Set(baseline.map(\.message))
        outcome.baselineErrorCount = baseline.count
        outcome.newErrors = checked.filter { $0.ownFile ? !known.contains($0.key) : !knownMessages.contains($0.message) }.map(\.key)
        return outcome
    }

    /// Swift: the own files with the committed machine files, then with momgen's.
    static func swift(_ project: MotemplateCase, own ownFiles: [URL], committed: URL, momgen: URL, work: URL,
                      outcome: inout MotemplateOutcome) -> ([DropinCheck.CompilerError], [DropinCheck.CompilerError]) {
        let ownFolder = work.appendingPathComponent("own")
        var own = DropinCheck.copyWithoutForeignImports(ownFiles, into: ownFolder)
        if let base = project.baseClass, !DropinCheck.declaredClasses(in: own).contains(base) {
            // The project's base class is in its app, not in the case: a stand-in.
            let standIn = ownFolder.appendingPathComponent("BaseClassStandIn.swift")
            try? "import CoreData\nopen class \(base): NSManagedObject {}\n".write(to: standIn, atomically: true, encoding: .utf8)
            own.append(standIn)
        }
        let swiftFiles = { (folder: URL) in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
        let committedFiles = DropinCheck.copyWithoutForeignImports(swiftFiles(committed), into: work.appendingPathComponent("committed"))
        let momgenFiles = DropinCheck.copyWithoutForeignImports(swiftFiles(momgen), into: work.appendingPathComponent("momgen"))
        outcome.checked = "\(momgenFiles.count) machine files + \(ownFiles.count) own files (swift-frontend -typecheck)"
        let baseline = DropinCheck.errors(Typechecker.check(files: committedFiles + own, moduleName: "App").diagnostics)
        let checked = DropinCheck.errors(Typechecker.check(files: momgenFiles + own, moduleName: "App").diagnostics)
        if momgenFiles.isEmpty { outcome.newErrors = ["momgen wrote no machine files"] }
        return (baseline, checked)
    }

    /// Objective-C: every human and machine `.m`, with the committed
    /// machine headers, then with momgen's.
    static func objectiveC(_ project: MotemplateCase, own ownFiles: [URL], committed: URL, momgen: URL, work: URL,
                           outcome: inout MotemplateOutcome) -> ([DropinCheck.CompilerError], [DropinCheck.CompilerError]) {
        let ownFolder = work.appendingPathComponent("own")
        try? FileManager.default.createDirectory(at: ownFolder, withIntermediateDirectories: true)
        for file in ownFiles { try? FileManager.default.copyItem(at: file, to: ownFolder.appendingPathComponent(file.lastPathComponent)) }
        let support = work.appendingPathComponent("support")
        try? FileManager.default.createDirectory(at: support, withIntermediateDirectories: true)
        if let base = project.baseClass {
            let header = "#import <CoreData/CoreData.h>\n@interface \(base) : NSManagedObject\n@end\n"
            try? header.write(to: support.appendingPathComponent("\(base).h"), atomically: true, encoding: .utf8)
        }
        let own = ownFiles.filter { $0.pathExtension == "m" }.map { ownFolder.appendingPathComponent($0.lastPathComponent) }
        let implementations = { (folder: URL) in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".m") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
        let momgenFiles = implementations(momgen)
        outcome.checked = "\(momgenFiles.count) machine .m + \(own.count) human .m, with all .h (clang -fsyntax-only)"
        let baseline = DropinCheck.errors(ObjCSyntaxCheck.check(files: implementations(committed) + own, includes: [ownFolder, committed],
                                                                support: support))
        let checked = DropinCheck.errors(ObjCSyntaxCheck.check(files: momgenFiles + own, includes: [ownFolder, momgen], support: support))
        if momgenFiles.isEmpty { outcome.newErrors = ["momgen wrote no machine files"] }
        return (baseline, checked)
    }
}
