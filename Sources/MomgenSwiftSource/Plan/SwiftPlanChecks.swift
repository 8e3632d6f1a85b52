// Checks a Swift-source model's migration plan as SwiftData checks it at
// launch, before a device does: schemas with one checksum, stages outside
// `schemas`, an order `schemas`, the identifiers and the stages disagree on
// (SwiftPlanOrder), lightweight stages and runs Core Data cannot infer
// (SwiftLightweightStages), custom stages whose closures use a class their
// context lacks, schemas with two classes for one entity, and released
// schemas that list live classes (or a later schema's) instead of frozen
// copies. A checksum that is not exact makes a duplicate a warning, not an error.
import MomgenDiagnostics
import MomgenModel
import MomgenVersions

/// Runs the plan rules.
public struct SwiftPlanChecks: Sendable {
    public init() {}

    /// The findings for `model`, in report order.
    public func check(_ model: SwiftSourceModel) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let schemas = model.versions.filter { !$0.isLive }
        let hashes = Dictionary(schemas.map { ($0.name, ModelVersionHashes(Resolver().resolve($0.model))) }, uniquingKeysWith: { first, _ in first })
        for plan in model.plans {
            var seen: [String: String] = [:]
            for name in plan.schemas {
                guard let version = model.version(named: name), let hash = hashes[name] else { continue }
                if let earlier = seen[hash.checksum] {
                    let exact = hash.isExact && hashes[earlier]?.isExact == true
                    findings.append(SwiftPlanRule.duplicateChecksum.finding(
                        exact ? .error : .warning,
                        "`\(name)` has the checksum of `\(earlier)` (\(hash.checksum))\(exact ? "" : ", as far as momgen can derive it")",
                        at: version.location ?? plan.location))
                } else {
                    seen[hash.checksum] = name
                }
            }
            for stage in plan.stages {
                for side in [stage.from, stage.to] where !side.isEmpty {
                    let name = side.joined(separator: ".")
                    if !plan.schemas.contains(name) {
                        findings.append(SwiftPlanRule.stageOutsideSchemas.finding(
                            .error, "a \(stage.kind) stage of `\(plan.name)` names `\(name)`, which `schemas` does not list", at: stage.location))
                    }
                }
            }
            findings += SwiftPlanOrder(model: model).findings(plan)
            findings += foreignModels(plan, model)
            findings += SwiftLightweightStages(model: model).findings(plan)
        }
        findings += liveClasses(model)
        for schema in model.versions {
            for clash in schema.entityClashes {
                findings.append(SwiftPlanRule.entityTwoClasses.finding(
                    .warning, "`\(schema.name)` has two classes for the entity `\(clash.entity)`: `\(clash.first)`, and `\(clash.second)`, which `\(clash.through)` names",
                    at: clash.location, entity: clash.entity))
            }
        }
        return findings.sorted(by: Diagnostic.reportOrder)
    }

    /// Classes a custom stage's closures use that their context's schema
    /// does not hold: `willMigrate` the source schema's, `didMigrate` the
    /// destination's.
    private func foreignModels(_ plan: SwiftMigrationPlan, _ model: SwiftSourceModel) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for stage in plan.stages where stage.kind == "custom" {
            for (closure, uses, side) in [("willMigrate", stage.willMigrate, stage.from), ("didMigrate", stage.didMigrate, stage.to)] {
                guard let schema = model.version(named: side.joined(separator: ".")), !schema.isLive else { continue }
                for use in uses {
                    guard let resolved = use.resolved, !schema.classes.contains(resolved) else { continue }
                    let written = use.path.joined(separator: ".")
                    // Whose class it is: a schema's (nested in it) or a live one.
                    let owner = model.versions.first { !$0.isLive && resolved.hasPrefix($0.fullName + ".") }
                    let whose = owner.map { "`\($0.name)`'s class" } ?? "the live class"
                    let spelled = written == resolved ? "" : " `\(resolved)`"
                    findings.append(SwiftPlanRule.stageForeignModel.finding(
                        .error, "the `\(closure)` of the custom stage `\(stage.from.joined(separator: "."))` → `\(stage.to.joined(separator: "."))` uses `\(written)` (\(whose)\(spelled)), which is no class of `\(schema.name)`",
                        at: use.location, entity: use.path.last))
                }
            }
        }
        return findings
    }

    /// Released schemas (all but the newest) listing classes declared outside
    /// them: live classes, or classes of a later schema. A class of an
    /// earlier schema is as frozen as the schema's own copy would be (momgen's
    /// swiftdata layout shares unchanged classes that way), so it is not one.
    private func liveClasses(_ model: SwiftSourceModel) -> [Diagnostic] {
        let schemas = model.versions.filter { !$0.isLive }
        guard schemas.count > 1 else { return [] }
        let positions = Dictionary(schemas.enumerated().map { ($0.element.fullName, $0.offset) }) { first, _ in first }
        var findings: [Diagnostic] = []
        for (position, schema) in schemas.enumerated().dropLast() {
            for entity in schema.model.entities {
                guard let declared = schema.locations[entity.name], let owner = schema.owners[entity.name], owner != schema.fullName else { continue }
                if let earlier = positions[owner], earlier < position { continue }
                let whose = owner.isEmpty ? "the live class" : "`\(owner)`'s class"
                findings.append(SwiftPlanRule.liveClassInSchema.finding(
                    .warning, "released schema `\(schema.name)` lists \(whose) `\(entity.name)` (declared at \(declared)) instead of a frozen copy of its own",
                    at: schema.location ?? declared, entity: entity.name))
            }
        }
        return findings
    }
}
