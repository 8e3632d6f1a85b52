// How `momgen init` moves one model of a mogenerator project: the
// momgen.yml settings that make momgen write where mogenerator wrote (the
// project's Run Script first, else the folders its files are in), and the
// notes a team needs before the first run.
import Foundation
import MomgenConfig
import MomgenMiscMerge
import MomgenModel
import MomgenProject

/// The settings and notes for one model of a mogenerator project.
public struct MogeneratorSwitch: Sendable {
    /// momgen.yml keys for the model's entry (`output` included).
    public var settings: [StarterSetting] = []
    /// What the team should know, each with the file that shows it.
    public var notes: [(message: String, file: String, line: Int)] = []
    /// Keys the project-wide detection found that this entry must not
    /// have (`template-set` beside the project's own templates).
    public var removedKeys: [String] = []

    /// The switch for the model at `model` (relative to the root), whose
    /// classes are `classNames`; nil when nothing mogenerator wrote for it
    /// and no command line names it. `resolved` (the model, when it loads)
    /// renders candidate releases against the committed machine files;
    /// `stockTemplates` is a folder of mogenerator's stock templates per
    /// release (`DIR/<release>/templates`) for a project that ran them.
    public init?(model: String, classNames: Set<String>, invocations: [MogeneratorInvocation], swiftFiles: [String], root: String,
                 resolved: ResolvedModel? = nil, stockTemplates: String? = nil) {
        let invocation = invocations.first { Self.bundle(of: $0.model) == model }
        let located = MogeneratorOutputFolders.locate(classNames: classNames, swiftFiles: swiftFiles, root: root)
        guard invocation != nil || located != nil else { return nil }
        var machine = invocation?.machineFolder ?? located?.machine
        var human = invocation?.humanFolder ?? located?.human ?? machine
        if let invocation {
            notes.append(("mogenerator's command line for this model: its folders and options are carried over", invocation.file, invocation.line))
            for (folder, kind) in [(machine, "machine"), (human, "human")] {
                if let folder, !RelativePath.isInside(folder) {
                    notes.append(("the \(kind) folder '\(folder)' lies outside this project; it is set to the folder the files were found in instead (check it)", invocation.file, invocation.line))
                }
            }
            if let machineFolder = machine, !RelativePath.isInside(machineFolder) { machine = located?.machine }
            if let humanFolder = human, !RelativePath.isInside(humanFolder) { human = located?.human ?? machine }
            if let located, let machineFolder = machine, located.machine != machineFolder {
                notes.append(("the command line writes machine files to '\(machineFolder)', but they are in '\(located.machine)'; momgen follows the command line", invocation.file, invocation.line))
            }
        }
        let output = human ?? machine ?? "."
        // The files mogenerator wrote say which language it wrote, whatever the command line looks like.
        let objectiveC = located.map(\.isObjectiveC) ?? invocation.map { !$0.swift } ?? false
        var templates = invocation.flatMap { Self.templateFolder(of: $0, root: root) }
        var foundInRepository = false
        // A command line without --template-path ran mogenerator's stock templates: the project's folders are another run's.
        if templates == nil, invocation.map({ $0.templatePathAsWritten != nil }) ?? objectiveC {
            templates = MogeneratorTemplateSearch.folder(root: root, objectiveC: objectiveC, written: invocation?.templatePathAsWritten, model: model)
            foundInRepository = templates != nil
        }
        // A command line naming no template folder ran mogenerator's built-in (stock) templates, as did a project with none of its own.
        let ranStock = templates == nil && (invocation.map { $0.templatePathAsWritten == nil && $0.templateGroup == nil } ?? true)
        let render = MogeneratorSwitchRender(invocation: invocation, objectiveC: objectiveC)
        var source = templates.map(MogeneratorTemplateSource.own)
        var detection: MogeneratorReleaseDetection?
        let comparable = machine.flatMap { RelativePath.isInside($0) ? $0 : nil }
        if let resolved, let comparable, let source {
            detection = Self.detectRelease(resolved, source: source, render: render, machine: comparable, root: root)
        } else if ranStock, let stockTemplates {
            let stock = MogeneratorTemplateSource.stock(URL(fileURLWithPath: stockTemplates).standardizedFileURL.path)
            let found = resolved.flatMap { resolved in comparable.flatMap { Self.detectRelease(resolved, source: stock, render: render, machine: $0, root: root) } }
            // Swift has momgen's own mogenerator set to fall back on; Objective-C has nothing else.
            if (found?.identical ?? 0) > 0 || objectiveC {
                source = stock
                detection = found
                templates = Self.configPath(stock.folder(for: found?.release ?? .latest), root: root)
            }
        }
        let release = detection.flatMap { $0.identical > 0 ? $0.release : nil }
        // Objective-C comes only from .motemplate files: without them the entry lints until a folder is set.
        let lintOnly = objectiveC && templates == nil
        settings.append(StarterSetting(key: "output", value: lintOnly ? "" : StarterConfiguration.scalar(output),
                                       comment: lintOnly ? "Objective-C needs the project's template folder: set template-path, then output \(output)\(machine.map { $0 != output ? " and machine-dir \($0)" : "" } ?? "")"
                                           : invocation != nil ? "mogenerator's human folder (-H/-O)" : "where the project's human files are"))
        if let machine, machine != output, !lintOnly {
            settings.append(StarterSetting(key: "machine-dir", value: StarterConfiguration.scalar(machine),
                                           comment: invocation != nil ? "mogenerator's machine folder (-M)" : "where the project's _X.swift files are"))
        }
        settings.append(StarterSetting(key: "layout", value: "mogenerator", comment: "mogenerator's files: _Book.swift and Book.swift"))
        if let templates {
            let stock: Bool = { if case .stock = source { return true } else { return false } }()
            settings += Self.templateSettings(templates, invocation: invocation ?? MogeneratorInvocation(arguments: objectiveC ? [] : ["--swift"], folder: ""),
                                              swift2Era: located?.isSwift2Era == true, release: release, detection: detection, render: render, stock: stock)
            removedKeys = ["template-set"]
            if foundInRepository {
                notes.append(("the project's own templates are in '\(templates)'\(invocation?.templatePathAsWritten.map { " (the command line names '\($0)', which is not in this project)" } ?? ""): template-path points there", templates, 0))
            }
            if stock {
                notes.append(("the project ran mogenerator's stock templates: template-path points at \((release ?? detection?.release).map { "mogenerator \($0.rawValue)'s" } ?? "the latest release's") in '\(templates)' (from --stock-templates)\(templates.hasPrefix("/") ? ", a folder outside this project: copy it into the project and point template-path there, so that every checkout builds" : "")", comparable ?? model, 0))
            }
        } else if lintOnly {
            removedKeys = ["template-set", "mogenerator-version"]
            var missing = invocation.map { $0.templatePathAsWritten == nil ? "the command line runs mogenerator's stock templates, which are not in this project" : "the folder the command line names is not in this project, nor any other machine.h.motemplate" }
                ?? "no machine.h.motemplate is in this project"
            if ranStock {
                missing += stockTemplates == nil
                    ? "; 'momgen init --stock-templates DIR' finds the release and configures its stock templates (DIR/<release>/templates: mogenerator's repository checked out at each tag, docs/mogenerator-templates.md)"
                    : "; --stock-templates holds no release's templates for them"
                if let machine, let hint = Self.releaseHint(machine: machine, root: root, swift: false) { missing += "; \(hint)" }
            }
            notes.append(("mogenerator wrote Objective-C here, and Objective-C needs a template folder (momgen's own template sets are Swift): \(missing), so the entry only lints and nothing is written; add the templates of the release the files came from, set template-path to them and uncomment 'output'", located?.machine ?? invocation?.file ?? model, invocation?.line ?? 0))
        } else {
            settings.append(StarterSetting(key: "template-set", value: "mogenerator", comment: "mogenerator's API"))
        }
        if let detection, templates != nil {
            let place = comparable ?? model
            if detection.identical > 0 {
                notes.append(("mogenerator-version \(detection.release.rawValue): \(detection.summary)", place, 0))
            } else {
                notes.append(("no mogenerator release reproduces any of the \(detection.compared) committed machine files with these templates\(detection.ruledOut.map { " (\($0))" } ?? ""): the first run rewrites them; compare before committing", place, 0))
            }
        }
        // The team's templates see --base-class NSManagedObject as a custom
        // superclass (mogenerator's hasCustomSuperentity), so it is kept.
        if let baseClass = invocation?.baseClass, baseClass != "NSManagedObject" || templates != nil {
            settings.append(StarterSetting(key: "base-class", value: StarterConfiguration.scalar(baseClass), comment: "mogenerator's --base-class"))
        }
        if let configuration = invocation?.configuration {
            settings.append(StarterSetting(key: "configuration", value: StarterConfiguration.scalar(configuration), comment: "mogenerator's --configuration"))
        }
        if let invocation {
            if let templates, case .own? = source {
                notes.append(("the project runs its own mogenerator templates ('\(templates)'): momgen runs them as they are (template-path in momgen.yml), on its own MiscMerge engine", invocation.file, invocation.line))
            } else if let written = invocation.templatePath {
                notes.append(("the project runs its own mogenerator templates ('\(written)'), but no such folder is in this project: momgen.yml uses momgen's mogenerator template set; once the folder is here, set template-path to it (or run 'momgen mogenerator' with the same options)", invocation.file, invocation.line))
            }
            if !invocation.swift && templates != nil {
                notes.append(("the command line has no --swift: the project's Objective-C templates are run (mogenerator-language: objc)", invocation.file, invocation.line))
            }
            if !invocation.unknown.isEmpty {
                notes.append(("options mogenerator 1.28-1.32 does not have were left out: \(invocation.unknown.joined(separator: " "))", invocation.file, invocation.line))
            }
        }
        if let located, !lintOnly {
            // Each starts with mogenerator's "DO NOT EDIT" line, which the writer takes as the mark of a file momgen may replace there.
            notes.append(("the \(located.machineFiles) \(located.machineFileNames) file\(located.machineFiles == 1 ? "" : "s") mogenerator wrote in '\(located.machine)' \(located.machineFiles == 1 ? "is" : "are") replaced on the first run (each starts with mogenerator's machine header; a file that does not is refused, never overwritten); the human files\(human.map { " in '\($0)'" } ?? "") are kept as they are", located.machine, 0))
        }
        if let located, located.isSwift2Era, templates != nil, release == nil {
            notes.append(("the machine files are Swift 2-era mogenerator output (older than 1.31: NSDate): mogenerator-version 1.30.1 gives the project's templates that release's key results", located.machine, 0))
        } else if let located, located.isSwift2Era, templates == nil {
            notes.append(("the machine files are Swift 2-era mogenerator output (older than 1.31: 'NSManagedObjectContext!', NSDate); momgen writes 1.31's declarations, so call sites using init(managedObjectContext:) or NSDate need updating", located.machine, 0))
        }
    }

    /// For each model with mogenerator's files or command line, the
    /// settings that make momgen write where mogenerator wrote.
    public static func plans(models: [String], root: String, stockTemplates: String? = nil) -> [(model: String, plan: MogeneratorSwitch)] {
        let invocations = MogeneratorInvocationSearch(root: root).invocations()
        let swiftFiles = GeneratorDetection(root: root).swiftFiles(withObjectiveC: true)
        return models.compactMap { model in
            // A model that does not load has no classes to look for; its command line still counts.
            let resolved = (try? ModelLoader().load(root + "/" + model))?.resolved
            let entities = resolved?.entities ?? []
            let classNames = Set(entities.map { entity in
                let declared = entity.declared.representedClassName ?? entity.name
                return String(declared.split(separator: ".").last ?? Substring(entity.name))
            })
            return MogeneratorSwitch(model: model, classNames: classNames, invocations: invocations, swiftFiles: swiftFiles, root: root,
                              resolved: resolved, stockTemplates: stockTemplates).map { (model: model, plan: $0) }
        }
    }

    /// The model bundle a `--model` path names: the `.xcdatamodeld` around a
    /// `.xcdatamodel` version, else the path itself.
    static func bundle(of path: String?) -> String? {
        guard let path else { return nil }
        if let range = path.range(of: ".xcdatamodeld") { return String(path[..<range.upperBound]) }
        return path
    }
}
