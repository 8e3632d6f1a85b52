// The proof a frozen schema must pass before a byte is written: the sources
// are read again with the new file beside them, in memory, exactly as a
// later `momgen versions` or `lint` will read them, and
// - every class of the schema is now its own copy (nested in the schema);
// - every entity's version hash and the schema's checksum (SwiftData's:
//   the hashes and checksum it compares at launch) equal what they were
//   before the freeze (the live classes for a new schema, the schema
//   itself when its models were live classes);
// - the live classes' checksum did not move (the file adds, never alters);
// - when the lock records the schema, its checksum equals the lock's: a
//   schema whose live classes changed since it was released would be
//   frozen as they are now, which is not what its stores hold.
// Anything else refuses the freeze, naming the first entity that differs.
import MomgenDiagnostics
import MomgenModel
import MomgenVersions

/// Proves a frozen schema against the sources it was cut from.
struct SwiftFreezeProof {
    let reader: SwiftSourceReader

    struct Result {
        let checksum: String
        let inexactEntities: [String]
    }

    func prove(_ text: String, at path: String, files: [SwiftSourceFile], schema name: String,
               against target: SwiftSchemaVersion, before: SwiftSourceModel, locked: VersionLock.Version?) throws -> Result {
        let after = try reader.read(files.filter { $0.path != path } + [SwiftSourceFile(path: path, text: text)])
        let refuse = { (reason: String) in MomgenError.unreadableInput(SourceLocation(file: path), "refusing to write the frozen \(name): \(reason)") }
        guard let frozen = after.versions.first(where: { !$0.isLive && $0.name == name }) else {
            throw refuse("read back, the file declares no VersionedSchema '\(name)'")
        }
        if let stray = frozen.owners.sorted(by: { $0.key < $1.key }).first(where: { $0.value != frozen.fullName }) {
            throw refuse("read back, `\(stray.key)` of \(name) is still \(stray.value.isEmpty ? "the live class" : "\(stray.value)'s class"), not its own copy")
        }
        let expected = Self.hashes(target), got = Self.hashes(frozen)
        let names = Set(expected.entities.map(\.name)), gotNames = Set(got.entities.map(\.name))
        if names != gotNames {
            let missing = names.subtracting(gotNames).sorted(), extra = gotNames.subtracting(names).sorted()
            throw refuse("read back, its entities differ (\((missing.map { "missing \($0)" } + extra.map { "added \($0)" }).joined(separator: ", ")))")
        }
        for entity in expected.entities where got.entity(named: entity.name)?.base64 != entity.base64 {
            throw refuse("read back, the version hash of \(entity.name) differs from the live class's (\(entity.base64) → \(got.entity(named: entity.name)?.base64 ?? "-")); a copy must hash as its original")
        }
        guard got.checksum == expected.checksum else {
            throw refuse("read back, its checksum \(got.checksum) differs from \(expected.checksum)")
        }
        if let liveBefore = before.versions.first(where: \.isLive) {
            guard let liveAfter = after.versions.first(where: \.isLive), Self.hashes(liveAfter).checksum == Self.hashes(liveBefore).checksum else {
                throw refuse("with the file beside them, the live classes' checksum changes; the file must only add")
            }
        }
        if let locked, locked.checksum != got.checksum {
            let changed = got.entities.filter { locked.entityHashes[$0.name] != $0.base64 }.map(\.name)
            throw refuse("the lock records \(name) with checksum \(locked.checksum), and its live classes now hash as \(got.checksum) (changed: \(changed.isEmpty ? "the entity set" : changed.joined(separator: ", "))): they changed since \(name) was locked, so a copy of them now is not what \(name)'s stores hold; restore those classes as \(name) released them (from version control) and freeze then")
        }
        return Result(checksum: got.checksum, inexactEntities: got.entities.filter { !$0.isExact }.map(\.name))
    }

    private static func hashes(_ version: SwiftSchemaVersion) -> ModelVersionHashes {
        ModelVersionHashes(Resolver().resolve(version.model))
    }
}
