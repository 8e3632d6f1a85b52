// Every model version of a plan checked against the stores it wrote. A store
// the Core Data app wrote records Core Data's entity hashes; SwiftData opens
// it only as a schema whose classes have exactly those hashes, and throws
// 134504 "Cannot use staged migration with an unknown model version" when no
// schema does (an ordered relationship, which a `@Model` class cannot say,
// is enough). The current version has its per-entity check
// (`swiftdata-store-migration`); this one covers the frozen versions, one
// finding per version, with the version the plan can safely start from (the
// first later version whose stores open).
import MomgenDiagnostics
import MomgenModel

/// Which schema of a plan opens the stores one model version wrote.
///
/// For example, `SwiftDataStoreVerdict(version: "Model 3", schema: nil)`: a
/// store Core Data wrote with `Model 3` matches no schema.
public struct SwiftDataStoreVerdict: Sendable, Equatable {
    /// The model version (folder name without `.xcdatamodel`).
    public let version: String
    /// The number of the schema whose SwiftData hashes equal the version's
    /// Core Data hashes; nil when none does.
    public let schema: Int?

    public init(version: String, schema: Int?) {
        self.version = version
        self.schema = schema
    }
}

/// Matches each version's Core Data hashes with the plan's schemas.
struct SwiftDataStoreVersions {
    /// The rule id of the per-version finding.
    static let ruleID = "swiftdata-store-version-unmatched"

    let naming: SwiftDataSchemaNaming
    let target: SwiftDataTarget

    /// One verdict per version, in bundle order.
    func verdicts(_ versions: [SwiftDataPlanVersion], hashes: [SwiftDataVersionHashes],
                  schemas: [SwiftDataSchemaVersion]) -> [SwiftDataStoreVerdict] {
        zip(versions, hashes).map { version, hashes in
            let recorded = hashes.coreData.base64ByEntity
            return SwiftDataStoreVerdict(version: version.name, schema: schemas.first { $0.entityHashes == recorded }?.number)
        }
    }

    /// One finding per frozen version (all but the last, the current one)
    /// whose stores no schema opens, at the version's model: an error when
    /// the lock records the version as released (its stores exist, and each
    /// one throws), else a warning (whether it shipped is not known).
    func findings(_ verdicts: [SwiftDataStoreVerdict], versions: [SwiftDataPlanVersion], released: Set<String> = []) -> [Diagnostic] {
        verdicts.indices.dropLast().filter { verdicts[$0].schema == nil }.map { index in
            let version = versions[index]
            // The first later version whose stores open: where Core Data must take these stores.
            let start = verdicts[(index + 1)...].first { $0.schema != nil }
            let shipped = released.contains(version.name)
            return Diagnostic(
                ruleID: Self.ruleID, severity: shipped ? .error : .warning,
                message: "a store Core Data wrote with model version '\(version.name)' matches no schema of \(naming.planName) (\(why(version.model))): "
                    + (shipped
                        ? "the version lock records '\(version.name)' as released, so such stores exist, and ModelContainer throws 134504 \"Cannot use staged migration with an unknown model version\" for every one"
                        : "if that version shipped, ModelContainer throws 134504 \"Cannot use staged migration with an unknown model version\" for every such store (momgen lock records which versions shipped)"),
                location: SwiftDataVersionPlanner.location(of: version.model),
                fixHint: fixHint(start))
        }
    }

    /// The entities whose SwiftData hash differs, with what differs.
    private func why(_ model: ResolvedModel) -> String {
        let changed = SwiftDataStoreCompatibility.verdicts(for: model, target: target).filter { !$0.keepsHash }
        let shown = changed.prefix(3).map { verdict in
            "\(verdict.entity): " + verdict.differences.map { ($0.property.map { "`\($0)` " } ?? "") + $0.change }.joined(separator: ", ")
        }
        let more = changed.count > 3 ? "; and \(changed.count - 3) more entities" : ""
        return "the classes SwiftData derives change " + shown.joined(separator: "; ") + more
    }

    /// The remedy: the first later version whose stores open, or a version to add.
    private func fixHint(_ start: SwiftDataStoreVerdict?) -> String {
        guard let start, let schema = start.schema else {
            return "no later version's stores open: add a model version the classes express exactly (e.g. its ordered relationships unordered), "
                + "ship a Core Data release that migrates stores to it, and switch to SwiftData from that version"
        }
        return "stores must reach '\(start.version)' (\(naming.schemaName(schema)), the first later version whose stores SwiftData opens) before the switch: "
            + "ship a Core Data release that migrates them there (Core Data's own migration) before the release that opens the store with SwiftData, "
            + "and start the plan there (generate --swiftdata-start-version '\(start.version)', or swiftdata-start-version in momgen.yml), which leaves the older versions out"
    }
}
