// The swiftdata layout's versions stage: every version of the model's bundle
// up to the one generated for, hashed as SwiftData hashes the classes the
// layout writes for it, merged where those hashes are equal (SwiftData
// rejects a plan with two equal checksums), and a migration stage per step
// judged by `momgen diff`'s lightweight-migration rules, runs of lightweight
// stages split where SwiftData's one jump over them would fail. What the plan cannot
// settle by itself (a step to fill in by hand, a step that drops data, merged
// versions, clashing identifiers, stores of a version no schema opens) comes
// back as notes with locations, printed by the command. MomgenCore loads the
// versions (SwiftDataVersionPlanner+Bundle); this file only plans.
import MomgenDiagnostics
import MomgenModel
import MomgenVersions

/// A plan and what the run should tell the user about it.
public struct SwiftDataPlanning: Sendable {
    public let plan: SwiftDataSchemaPlan
    /// Sorted in report order.
    public let notes: [Diagnostic]
    /// Per model version of the plan (bundle order): the schema a store
    /// Core Data wrote with it opens as, if any.
    public let stores: [SwiftDataStoreVerdict]
}

/// Plans a model's SwiftData schemas and migration stages.
public struct SwiftDataVersionPlanner: Sendable {
    /// What the classes can say (the deployment targets): the SwiftData
    /// hashes, and so the grouping, depend on it.
    public var target: SwiftDataTarget

    public init(target: SwiftDataTarget = SwiftDataTarget()) {
        self.target = target
    }

    /// The plan for `versions` (bundle order, the last one generated for),
    /// with the schemas named by `naming`; `earlier` are notes the caller
    /// gathered on the way (the version order), kept in the result;
    /// `released` are the versions the lock records as shipped.
    public func plan(_ versions: [SwiftDataPlanVersion], naming: SwiftDataSchemaNaming, notes earlier: [Diagnostic] = [],
                     released: Set<String> = []) -> SwiftDataPlanning {
        let hashes = versions.map { SwiftDataVersionHashes(model: $0.model, coreData: $0.hashes, target: target) }
        let facts = zip(versions, hashes).map { version, hashes in
            SwiftDataVersionFacts(name: version.name, userDefinedIdentifier: version.model.declared.userDefinedModelVersionIdentifier,
                                  entityHashes: hashes.swiftData.base64ByEntity)
        }
        let grouped = SwiftDataSchemaGrouping().schemas(facts)
        let schemas = grouped.map { SwiftDataPlannedSchema(version: $0, model: versions[$0.representative].model) }
        var notes = earlier
        var steps: [ModelDiffResult] = []
        var stages: [SwiftDataMigrationStage] = []
        for (older, newer) in zip(grouped, grouped.dropFirst()) {
            let from = versions[older.representative], to = versions[newer.representative]
            let diff = ModelDiff().diff(from: from.model, named: from.name, to: to.model, named: to.name)
            steps.append(diff)
            stages.append(Self.stage(diff, from: older.number, to: newer.number))
        }
        // SwiftData infers a run of lightweight stages as one jump: split
        // the runs whose jump it could not make.
        let runs = SwiftDataLightweightRuns(models: grouped.map { (name: versions[$0.representative].name, model: versions[$0.representative].model) }, naming: naming)
        let split = runs.split(stages, steps: steps)
        stages = split.stages
        notes += split.notes
        for (stage, diff) in zip(stages, steps) {
            let to = versions[grouped[stage.to - 1].representative]
            notes += SwiftDataLossyStage.findings(stage, diff: diff, naming: naming, at: Self.location(of: to.model))
            if stage.kind == .custom, stage.runBreak == nil {
                let first = diff.changes.first { !$0.inferable }
                notes.append(Diagnostic(
                    ruleID: "swiftdata-custom-stage", severity: .warning,
                    message: "lightweight migration cannot infer the step from '\(stage.fromVersion)' to '\(stage.toVersion)' (\(naming.schemaName(stage.from)) → \(naming.schemaName(stage.to))): \(naming.planFileName) has a custom stage whose comments list what must be migrated",
                    location: first?.location ?? Self.location(of: to.model), entity: first?.entity, property: first?.property,
                    fixHint: "migrate the data in the stage's willMigrate/didMigrate, or split the step into versions lightweight migration infers (momgen diff shows every change)"))
            }
        }
        for schema in grouped where schema.versionNames.count > 1 {
            let version = versions[schema.representative]
            let members = versions.indices.filter { schema.versionNames.contains(versions[$0].name) }
            let coreDataDiffers = Set(members.map { hashes[$0].coreData.base64ByEntity }).count > 1
            notes.append(Diagnostic(
                ruleID: "swiftdata-merged-versions", severity: .info,
                message: "versions \(schema.versionNames.map { "'\($0)'" }.joined(separator: ", ")) give @Model classes with equal SwiftData checksums"
                    + (coreDataDiffers ? " (their Core Data hashes differ only in what the classes cannot express)" : "")
                    + " and are one schema, \(naming.schemaName(schema.number)), with the classes of '\(version.name)': SwiftData refuses a plan with two equal checksums (\"Duplicate version checksums across stages detected\")",
                location: Self.location(of: version.model)))
        }
        var firstByIdentifier: [SchemaVersionIdentifier: Int] = [:]
        for schema in grouped {
            if let first = firstByIdentifier[schema.identifier] {
                notes.append(Diagnostic(
                    ruleID: "swiftdata-duplicate-version-identifier", severity: .warning,
                    message: "\(naming.schemaName(schema.number)) and \(naming.schemaName(first)) both have versionIdentifier \(schema.identifier): a store does not say which of them wrote it",
                    location: Self.location(of: versions[schema.representative].model),
                    fixHint: "give each model version its own Identifier in Xcode's model inspector (e.g. 1.0, 1.1)"))
            } else {
                firstByIdentifier[schema.identifier] = schema.number
            }
        }
        for version in versions where !version.hashes.isExact {
            let reasons = version.hashes.entities.flatMap { entity in entity.inexactReasons.map { "\(entity.name): \($0)" } }
            notes.append(Diagnostic(
                ruleID: "swiftdata-inexact-hashes", severity: .info,
                message: "version '\(version.name)' has entity hashes momgen cannot compute exactly (\(reasons.joined(separator: "; "))): which versions are merged may differ from Core Data's view",
                location: Self.location(of: version.model)))
        }
        let stores = SwiftDataStoreVersions(naming: naming, target: target)
        let verdicts = stores.verdicts(versions, hashes: hashes, schemas: grouped)
        notes += stores.findings(verdicts, versions: versions, released: released)
        return SwiftDataPlanning(plan: SwiftDataSchemaPlan(naming: naming, schemas: schemas, stages: stages),
                                 notes: notes.sorted(by: Diagnostic.reportOrder), stores: verdicts)
    }

    /// The stage for one step: lightweight when every change is inferable.
    /// A custom stage lists the changes lightweight migration cannot infer,
    /// then those that drop data; a lightweight one lists the latter.
    static func stage(_ diff: ModelDiffResult, from: Int, to: Int) -> SwiftDataMigrationStage {
        let findings = diff.changes.filter { $0.group == .notInferable || $0.group == .dataAtRisk }.map { line($0) }
        return SwiftDataMigrationStage(from: from, to: to, fromVersion: diff.from, toVersion: diff.to,
                                       kind: diff.lightweightInferable ? .lightweight : .custom, findings: findings)
    }

    /// One change as a stage's comment and notes state it: `Entity.property: reason (fix: …)`.
    static func line(_ change: ModelChange, withFix: Bool = true) -> String {
        let subject = change.property.map { "\(change.entity).\($0)" } ?? change.entity
        return "\(subject): \(change.reason)" + (withFix ? change.fix.map { " (fix: \($0))" } ?? "" : "")
    }

    /// The start of a model's file, for notes about a whole version.
    public static func location(of model: ResolvedModel) -> SourceLocation {
        let located = model.location(model.declared.location)
        return located.line > 0 ? located : SourceLocation(file: model.file, line: 1, column: 1)
    }
}
