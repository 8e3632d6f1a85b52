// Which model versions become which `VersionedSchema`. SwiftData refuses a
// migration plan in which two schemas have the same checksum ("Duplicate
// version checksums across stages detected", at launch), so versions are
// grouped by the entity hashes SwiftData computes from their classes: a run
// of consecutive versions with equal hashes is one schema, and a version
// whose hashes equal a later schema's (A → B → A) joins that later schema,
// whose classes its stores open with directly. No two schemas of a plan have
// equal hashes.
/// One schema of the plan: the versions it stands for and its names.
///
/// For example, for Journal's two versions with different hashes, the second
/// schema is `SwiftDataSchemaVersion(number: 2, versionNames: ["Journal 2"],
/// representative: 1, identifier: 2.0.0)`.
public struct SwiftDataSchemaVersion: Sendable, Equatable {
    /// 1-based, oldest first.
    public let number: Int
    /// The model versions merged into it, in bundle order (one or more; an
    /// earlier version equal to a later run comes first).
    public let versionNames: [String]
    /// The index (into the grouped facts) of the version whose model the
    /// schema's classes are rendered from: the newest of the run, so the
    /// current version is its schema's own model.
    public let representative: Int
    /// `versionIdentifier` (from the representative's user-defined identifier).
    public let identifier: SchemaVersionIdentifier
    /// The representative's entity hashes as `SwiftDataVersionFacts` gave
    /// them (SwiftData's, from the classes, when the planner built them).
    public let entityHashes: [String: String]

    public init(number: Int, versionNames: [String], representative: Int, identifier: SchemaVersionIdentifier,
                entityHashes: [String: String]) {
        self.number = number
        self.versionNames = versionNames
        self.representative = representative
        self.identifier = identifier
        self.entityHashes = entityHashes
    }
}

/// Groups versions with equal entity hashes into schemas.
public struct SwiftDataSchemaGrouping: Sendable {
    public init() {}

    /// The schemas of `versions` (in bundle order), oldest first.
    public func schemas(_ versions: [SwiftDataVersionFacts]) -> [SwiftDataSchemaVersion] {
        var runs: [[Int]] = []
        for (index, version) in versions.enumerated() {
            if let last = runs.last?.last, versions[last].entityHashes == version.entityHashes {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        // A run equal to a later one joins it: its stores open as the later
        // schema, and two schemas with one checksum would stop the app.
        var kept: [[Int]] = []
        for (position, run) in runs.enumerated() {
            let hashes = versions[run[0]].entityHashes
            if runs[(position + 1)...].contains(where: { versions[$0[0]].entityHashes == hashes }) { continue }
            let earlier = runs[..<position].filter { versions[$0[0]].entityHashes == hashes }.flatMap { $0 }
            kept.append(earlier + run)
        }
        return kept.enumerated().map { offset, run in
            let representative = run[run.count - 1]
            let number = offset + 1
            let userDefined = versions[representative].userDefinedIdentifier
            return SwiftDataSchemaVersion(
                number: number, versionNames: run.map { versions[$0].name }, representative: representative,
                identifier: .forSchema(number: number, userDefined: userDefined),
                entityHashes: versions[representative].entityHashes)
        }
    }

    /// The schema whose entity hashes are exactly `storeHashes` (a store's
    /// `NSStoreModelVersionHashes`), the one whose identifier the store
    /// records when several match; nil when none matches.
    public func schema(matching storeHashes: [String: String], identifiers: [String],
                       in schemas: [SwiftDataSchemaVersion]) -> SwiftDataSchemaVersion? {
        let matching = schemas.filter { $0.entityHashes == storeHashes }
        let recorded = Set(identifiers)
        return matching.last { recorded.contains($0.identifier.description) } ?? matching.last
    }
}
