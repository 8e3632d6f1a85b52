// The swiftdata layout's versions stage: every version of the model's bundle
// up to the one generated for, hashed as Core Data hashes them, merged where
// consecutive versions have equal entity hashes (SwiftData rejects two stages
// with equal checksums), and a migration stage per step judged by `momgen
// diff`'s lightweight-migration rules. What the plan cannot settle by itself
// (a step to fill in by hand, merged versions, clashing identifiers) comes
// back as notes with locations, printed by the command.
import MomgenDiagnostics
import MomgenModel
import MomgenReader
import MomgenSwift
import MomgenVersions

/// A plan and what the run should tell the user about it.
public struct SwiftDataPlanning: Sendable {
    public let plan: SwiftDataSchemaPlan
    /// Sorted in report order.
    public let notes: [Diagnostic]
}

/// Plans a model's SwiftData schemas and migration stages.
public struct SwiftDataVersionPlanner: Sendable {
    public var loader: ModelVersionsLoader

    public init(loader: ModelVersionsLoader = ModelVersionsLoader()) {
        self.loader = loader
    }

    /// The plan for `loaded` (the version the run generates for): the
    /// bundle's versions before it, in the order they shipped (`VersionOrder`), then it. A model that is
    /// not in a bundle is one version. Versions after it are left out (the
    /// app opens its store with `loaded`; a later version is not released).
    public func plan(for loaded: LoadedModel, modelName: String) throws -> SwiftDataPlanning {
        var notes: [Diagnostic] = []
        var versions: [LoadedModelVersion] = []
        let selected = loaded.source.versionName
        if let bundle = loaded.source.bundlePath, let selected {
            // The order the versions shipped in, as every command sees it.
            let order = try loader.order(bundle)
            let names = order?.names ?? loaded.source.availableVersions
            for note in order?.notes ?? [] {
                notes.append(Diagnostic(ruleID: "swiftdata-version-order", severity: .info, message: note,
                                        location: SourceLocation(file: bundle)))
            }
            let position = names.firstIndex(of: selected) ?? names.count
            let earlier = Array(names[..<position])
            // Only the earlier versions are read: the generated one is at hand.
            let others = try loader.load(bundle) { available, _ in available.filter(earlier.contains) }
            versions = others.versions.filter { earlier.contains($0.name) }
            let later = names.count > position ? Array(names[(position + 1)...]) : []
            if !later.isEmpty {
                notes.append(Diagnostic(ruleID: "swiftdata-later-versions", severity: .info,
                                        message: "versions after '\(selected)' (\(later.map { "'\($0)'" }.joined(separator: ", "))) are not in the migration plan: the app opens its store with '\(selected)'",
                                        location: Self.location(of: loaded.resolved)))
            }
        }
        let name = selected ?? modelName
        versions.append(LoadedModelVersion(name: name, isCurrent: true, loaded: loaded, hashes: ModelVersionHashes(loaded.resolved)))
        return plan(versions, modelName: modelName, notes: notes)
    }

    /// The plan for `versions` (bundle order, the last one generated for).
    public func plan(_ versions: [LoadedModelVersion], modelName: String, notes earlier: [Diagnostic] = []) -> SwiftDataPlanning {
        let naming = SwiftDataSchemaNaming(modelName: modelName)
        let facts = versions.map {
            SwiftDataVersionFacts(name: $0.name, userDefinedIdentifier: $0.loaded.declared.userDefinedModelVersionIdentifier,
                                  entityHashes: $0.hashes.base64ByEntity)
        }
        let grouped = SwiftDataSchemaGrouping().schemas(facts)
        let schemas = grouped.map { SwiftDataPlannedSchema(version: $0, model: versions[$0.representative].loaded.resolved) }
        var notes = earlier
        var stages: [SwiftDataMigrationStage] = []
        for (older, newer) in zip(grouped, grouped.dropFirst()) {
            let from = versions[older.representative], to = versions[newer.representative]
            let diff = ModelDiff().diff(from: from.loaded.resolved, named: from.name, to: to.loaded.resolved, named: to.name)
            let stage = Self.stage(diff, from: older.number, to: newer.number)
            stages.append(stage)
            if stage.kind == .custom {
                let first = diff.changes.first { !$0.inferable }
                notes.append(Diagnostic(
                    ruleID: "swiftdata-custom-stage", severity: .warning,
                    message: "lightweight migration cannot infer the step from '\(from.name)' to '\(to.name)' (\(naming.schemaName(older.number)) → \(naming.schemaName(newer.number))): \(naming.planFileName) has a custom stage whose comments list what must be migrated",
                    location: first?.location ?? Self.location(of: to.loaded.resolved), entity: first?.entity, property: first?.property,
                    fixHint: "migrate the data in the stage's willMigrate/didMigrate, or split the step into versions lightweight migration infers (momgen diff shows every change)"))
            }
        }
        for schema in grouped where schema.versionNames.count > 1 {
            let version = versions[schema.representative]
            notes.append(Diagnostic(
                ruleID: "swiftdata-merged-versions", severity: .info,
                message: "versions \(schema.versionNames.map { "'\($0)'" }.joined(separator: ", ")) have equal entity hashes and are one schema, \(naming.schemaName(schema.number)), with the classes of '\(version.name)' (SwiftData rejects consecutive stages with equal checksums)",
                location: Self.location(of: version.loaded.resolved)))
        }
        var firstByIdentifier: [SchemaVersionIdentifier: Int] = [:]
        for schema in grouped {
            if let first = firstByIdentifier[schema.identifier] {
                notes.append(Diagnostic(
                    ruleID: "swiftdata-duplicate-version-identifier", severity: .warning,
                    message: "\(naming.schemaName(schema.number)) and \(naming.schemaName(first)) both have versionIdentifier \(schema.identifier): a store does not say which of them wrote it",
                    location: Self.location(of: versions[schema.representative].loaded.resolved),
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
                location: Self.location(of: version.loaded.resolved)))
        }
        return SwiftDataPlanning(plan: SwiftDataSchemaPlan(naming: naming, schemas: schemas, stages: stages),
                                 notes: notes.sorted(by: Diagnostic.reportOrder))
    }

    /// The stage for one step: lightweight when every change is inferable.
    /// A custom stage lists the changes lightweight migration cannot infer,
    /// then those that drop data; a lightweight one lists the latter.
    static func stage(_ diff: ModelDiffResult, from: Int, to: Int) -> SwiftDataMigrationStage {
        func line(_ change: ModelChange) -> String {
            let subject = change.property.map { "\(change.entity).\($0)" } ?? change.entity
            return "\(subject): \(change.reason)" + (change.fix.map { " (fix: \($0))" } ?? "")
        }
        let findings = diff.changes.filter { $0.group == .notInferable || $0.group == .dataAtRisk }.map(line)
        return SwiftDataMigrationStage(from: from, to: to, fromVersion: diff.from, toVersion: diff.to,
                                       kind: diff.lightweightInferable ? .lightweight : .custom, findings: findings)
    }

    /// The start of a model's file, for notes about a whole version.
    static func location(of model: ResolvedModel) -> SourceLocation {
        let located = model.location(model.declared.location)
        return located.line > 0 ? located : SourceLocation(file: model.file, line: 1, column: 1)
    }
}
