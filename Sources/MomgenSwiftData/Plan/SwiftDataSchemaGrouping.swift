// Which model versions become which `VersionedSchema`. SwiftData refuses a
// migration plan in which two consecutive schemas have the same checksum
// ("Duplicate version checksums across stages detected"), and a version whose
// entity hashes equal the one before it needs no migration anyway: such runs
// of versions are merged into one schema. Versions equal to an earlier but not
// the previous version stay apart (A → B → A is two real migrations).

/// One schema of the plan: the versions it stands for and its names.
///
/// For example, for Journal's two versions with different hashes, the second
/// schema is `SwiftDataSchemaVersion(number: 2, versionNames: ["Journal 2"],
/// representative: 1, identifier: 2.0.0)`.
public struct SwiftDataSchemaVersion: Sendable, Equatable {
    /// 1-based, oldest first.
    public let number: Int
    /// The model versions merged into it, in bundle order (one or more).
    public let versionNames: [String]
    /// The index (into the grouped facts) of the version whose model the
    /// schema's classes are rendered from: the newest of the run, so the
    /// current version is its schema's own model.
    public let representative: Int
    /// `versionIdentifier` (from the representative's user-defined identifier).
    public let identifier: SchemaVersionIdentifier
    /// The representative's entity hashes.
    public let entityHashes: [String: String]
}

/// Groups consecutive versions with equal entity hashes into schemas.
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
        return runs.enumerated().map { offset, run in
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
