// One mogenerator run as a pure function: the resolved model, the template
// folder and the options in; the files to write out (nothing is written
// here). Every file is rendered before any is written, so a template error
// leaves the output folders untouched.
import Foundation
import MomgenDiagnostics
import MomgenModel

/// A file a run produces.
public struct MogeneratorFile: Sendable, Equatable {
    /// The file name (no folder).
    public let name: String
    public let contents: String
    /// Human files are created once and never overwritten.
    public let isHuman: Bool
    /// The entity it was rendered for (nil for the `--includem`/`--includeh` files).
    public let entityName: String?
}

/// The inputs of a run besides the model.
public struct MogeneratorRun {
    public var settings: MogeneratorSettings
    /// `--template-var KEY=VALUE` pairs, in command-line order.
    public var templateVariables: [(String, String)]
    /// `--configuration`.
    public var configuration: String?
    /// The folder holding the `.motemplate` files.
    public var templates: TemplateFolder
    /// `--includem` / `--includeh` file names, if any.
    public var includeM: String?
    public var includeH: String?

    public init(settings: MogeneratorSettings, templateVariables: [(String, String)] = [], configuration: String? = nil,
                templates: TemplateFolder, includeM: String? = nil, includeH: String? = nil) {
        self.settings = settings
        self.templateVariables = templateVariables
        self.configuration = configuration
        self.templates = templates
        self.includeM = includeM
        self.includeH = includeH
    }

    /// The files the run's templates include (each role's template that
    /// parses, read as `render` reads it), sorted: with the template files
    /// themselves, what the output depends on besides the model.
    public func includedFiles() -> [String] {
        let templates = self.templates.reading(as: settings.release.readsTemplatesAsUTF8 ? .utf8 : .isoLatin1)
        var files: Set<String> = []
        for role in MogeneratorTemplateRole.roles(swift: settings.swift) {
            guard let template = try? MergeTemplate(named: role.templateName, in: templates) else { continue }
            files.formUnion(template.includedFiles)
        }
        return files.sorted()
    }

    /// The files for `model`, or the first template error.
    public func render(_ model: ResolvedModel) throws -> [MogeneratorFile] {
        if let problem = settings.insertedTextProblem { throw MomgenError.usage(problem) }
        let objects = MogeneratorModel(model, settings: settings)
        guard let entities = objects.generatedEntities(configuration: configuration) else {
            throw MomgenError.usage("no configuration named '\(configuration ?? "")' in \(model.file)")
        }
        let globals = MergeSymbols()
        let templates = self.templates.reading(as: settings.release.readsTemplatesAsUTF8 ? .utf8 : .isoLatin1)
        var variables: [(String, MergeValue)] = templateVariables.map { ($0.0, .string($0.1)) }
        if settings.v2, settings.release.v2SetsTemplateVariables {
            variables += [("arc", .bool(true)), ("literals", .bool(true)), ("modules", .bool(true))]
        }
        let templateVar = MergeDictionary(variables)
        // One budget for the run: the bounds hold over every template and entity.
        let budget = MergeBudget(limits: templates.limits)
        let engines = try MogeneratorTemplateRole.roles(swift: settings.swift).map { role in
            (role, MergeEngine(template: try MergeTemplate(named: role.templateName, in: templates), limits: templates.limits,
                               globals: globals, engineSymbols: MergeDictionary([("TemplateVar", .dictionary(templateVar))]),
                               budget: budget))
        }
        var files: [MogeneratorFile] = []
        var includeMText = ""
        var includeHText = ""
        for entity in entities {
            let className = entity.managedObjectClassName
            for (role, engine) in engines {
                let rendered = try engine.render(.object(entity))
                let text = settings.release.collapsesBlankLines ? BlankLineCollapser.collapse(rendered) : rendered
                files.append(MogeneratorFile(name: role.fileName(for: className), contents: text, isHuman: role.isHuman,
                                             entityName: entity.entity.name))
            }
            if !settings.swift {
                let human = MogeneratorTemplateRole.roles(swift: false)
                includeMText += "#import \"\(human[3].fileName(for: className))\"\n#import \"\(human[1].fileName(for: className))\"\n"
                includeHText += "#import \"\(human[2].fileName(for: className))\"\n"
            }
        }
        if let includeM, !includeMText.isEmpty {
            files.append(MogeneratorFile(name: includeM, contents: includeMText, isHuman: false, entityName: nil))
        }
        if let includeH, !includeHText.isEmpty {
            files.append(MogeneratorFile(name: includeH, contents: includeHText, isHuman: false, entityName: nil))
        }
        return files
    }
}
