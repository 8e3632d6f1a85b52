// emit (swiftdata layout, versions): `<M>SchemaV<k>.swift` for every schema of
// the plan and `<M>MigrationPlan.swift`, through the overridable templates
// swiftdata-schema and swiftdata-plan. An old schema's frozen classes are
// rendered by the same class template as the live ones, from that version's
// model, and nested in the schema's enum so that every type name inside
// (an inverse key path's root, a composite) resolves to that version's class;
// a class unchanged since the schema before, with all it reaches, is named
// from there instead (SwiftDataClassSharing).
import MomgenModel
import MomgenSwiftData

/// Renders a plan's schema and migration-plan files.
///
/// For example, Journal with two versions gives `JournalSchemaV1.swift` (the
/// enum and the frozen classes of 'Journal'), `JournalSchemaV2.swift` (the
/// enum) and `JournalMigrationPlan.swift`.
public struct SwiftDataSchemaEmitter: Sendable {
    /// The templates this emitter renders (they include what they like).
    public static let fileTemplates: Set<String> = ["swiftdata-schema", "swiftdata-plan"]

    public let options: GenerationOptions

    public init(options: GenerationOptions) {
        self.options = options
    }

    /// The files, in plan order: every schema, then the plan.
    /// `currentClasses` are the live classes (the per-entity files);
    /// `classes` builds an old schema's classes from its model, nested in
    /// the schema enum it is given. With `sharesUnchangedClasses`, an old
    /// schema names the earlier schema's class of each entity that did not
    /// change (see `SwiftDataClassSharing`) instead of copying it.
    public func files(for plan: SwiftDataSchemaPlan, renderer: SwiftRenderer, currentClasses: [SwiftDataClassContext],
                      sharesUnchangedClasses: Bool = true,
                      classes: (SwiftDataPlannedSchema, String) throws -> [SwiftDataClassContext]) throws -> [GeneratedFile] {
        let built = try plan.schemas.map { schema in
            let name = plan.naming.schemaName(schema.version.number)
            let isCurrent = schema.version.number == plan.current.version.number
            return SwiftDataClassSharing.Schema(name: name, classes: isCurrent ? currentClasses : try classes(schema, name))
        }
        let owners = sharesUnchangedClasses ? SwiftDataClassSharing(built).owners : built.map { _ in [:] }
        var files: [GeneratedFile?] = []
        for (index, schema) in plan.schemas.enumerated() {
            let isCurrent = schema.version.number == plan.current.version.number
            let context = schemaContext(schema, named: built[index].name, isCurrent: isCurrent,
                                        classes: built[index].classes, owners: owners[index])
            files.append(try file(plan.naming.schemaFileName(schema.version.number), "swiftdata-schema", context, renderer))
        }
        files.append(try file(plan.naming.planFileName, "swiftdata-plan", planContext(plan), renderer))
        return files.compactMap { $0 }
    }

    /// The context of one schema's file; `owners` names the earlier schema
    /// of each class the schema shares rather than copies.
    func schemaContext(_ schema: SwiftDataPlannedSchema, named name: String, isCurrent: Bool,
                       classes: [SwiftDataClassContext], owners: [String: String] = [:]) -> SchemaFileContext {
        let shared = classes.compactMap { context in
            owners[context.entityName].map {
                SharedClassContext(className: context.className, ownerSchema: $0, compositeNames: context.composites.map(\.name),
                                   classModifier: context.classModifier)
            }
        }
        return SchemaFileContext(
            modelName: SwiftLiteral.comment(options.modelName), schemaName: name,
            versionIdentifier: schema.version.identifier.swiftExpression, identifierText: schema.version.identifier.description,
            versionNames: Self.quoted(schema.version.versionNames), isMerged: schema.version.versionNames.count > 1,
            isCurrent: isCurrent, models: classes.sorted { $0.entityName < $1.entityName }.map(\.className),
            frozenClasses: isCurrent ? [] : classes.filter { owners[$0.entityName] == nil }, sharedClasses: shared,
            staticModifier: options.access.staticModifier)
    }

    /// The context of the plan's file.
    func planContext(_ plan: SwiftDataSchemaPlan) -> PlanFileContext {
        let naming = plan.naming
        return PlanFileContext(
            modelName: SwiftLiteral.comment(options.modelName), planName: naming.planName,
            schemas: plan.schemas.map { naming.schemaName($0.version.number) },
            stages: plan.stages.map { stage in
                StageContext(fromSchema: naming.schemaName(stage.from), toSchema: naming.schemaName(stage.to),
                             fromVersion: Self.quoted([stage.fromVersion]), toVersion: Self.quoted([stage.toVersion]),
                             isCustom: stage.kind == .custom, findings: stage.findings.map(SwiftLiteral.comment),
                             runBreak: stage.runBreak.map {
                                 RunBreakContext(fromVersion: Self.quoted([$0.fromVersion]), toVersion: Self.quoted([$0.toVersion]),
                                                 reasons: $0.reasons.map(SwiftLiteral.comment))
                             })
            },
            staticModifier: options.access.staticModifier)
    }

    /// `'A', 'B'`, safe in a comment.
    static func quoted(_ names: [String]) -> String {
        names.map { "'\(SwiftLiteral.comment($0))'" }.joined(separator: ", ")
    }

    /// The rendered file, or nil when the template renders only white
    /// space (a user's template leaves the file out that way, as with the
    /// plan once the app keeps its own).
    private func file(_ path: String, _ template: String, _ context: Any, _ renderer: SwiftRenderer) throws -> GeneratedFile? {
        let contents = try renderer.render(context, template: template)
        guard contents.contains(where: { !$0.isWhitespace }) else { return nil }
        return GeneratedFile(path: path, contents: options.platformGuard ? PlatformGuard.wrap(contents, module: "SwiftData") : contents,
                             role: .machine)
    }
}
