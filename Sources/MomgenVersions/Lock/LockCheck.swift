// Checks a bundle against its lock file: a released version edited in place
// (its hashes changed), a released version deleted, and the step from the
// last released version to the current one (through `ModelDiff`).
import MomgenDiagnostics
import MomgenModel

/// One finding of the lock check, before the linter's configuration applies.
public struct LockFinding: Sendable {
    public enum Kind: Sendable {
        case lockedVersionChanged, lockedVersionMissing
    }

    public let kind: Kind
    public let message: String
    public let location: SourceLocation
    public let entity: String?
}

/// A version as the lock check needs it.
public struct LockCheckVersion: Sendable {
    public let name: String
    public let hashes: ModelVersionHashes
    public let model: ResolvedModel

    public init(name: String, hashes: ModelVersionHashes, model: ResolvedModel) {
        self.name = name
        self.hashes = hashes
        self.model = model
    }
}

/// Compares a bundle's versions with its lock.
public struct LockCheck {
    public init() {}

    /// Released versions changed in place or missing.
    public func findings(lock: VersionLock, lockPath: String, bundle: String, versions: [LockCheckVersion]) -> [LockFinding] {
        var findings: [LockFinding] = []
        for locked in lock.versions {
            guard let version = versions.first(where: { $0.name == locked.name }) else {
                findings.append(LockFinding(kind: .lockedVersionMissing,
                                            message: "released version '\(locked.name)' (locked in \(lockPath)) is missing from the bundle",
                                            location: SourceLocation(file: bundle), entity: nil))
                continue
            }
            guard version.hashes.base64ByEntity != locked.entityHashes else { continue }
            let details = Self.changes(from: locked, to: version.hashes)
            let first = details.first?.entity.flatMap { version.model.entity(named: $0) }
            let location = first.map { version.model.location($0.declared.location) } ?? SourceLocation(file: version.model.file, line: 1, column: 1)
            findings.append(LockFinding(kind: .lockedVersionChanged,
                                        message: "released version '\(locked.name)' was edited in place and its version hashes changed, so stores users already have no longer open: "
                                            + details.map(\.text).joined(separator: "; "),
                                        location: location, entity: first?.name))
        }
        return findings
    }

    /// The last released version present in the bundle (in the bundle's order).
    public func lastReleased(lock: VersionLock, versions: [LockCheckVersion]) -> LockCheckVersion? {
        versions.last { lock.version(named: $0.name) != nil }
    }

    /// What changed from the locked hashes to the current ones, readable.
    static func changes(from locked: VersionLock.Version, to hashes: ModelVersionHashes) -> [(entity: String?, text: String)] {
        var lines: [(String?, String)] = []
        for entity in hashes.entities {
            guard let old = locked.entityHashes[entity.name] else {
                lines.append((entity.name, "entity \(entity.name) added"))
                continue
            }
            guard old != entity.base64 else { continue }
            let before = locked.propertyHashes[entity.name] ?? [:]
            var parts: [String] = []
            for property in entity.properties {
                if let hash = before[property.name] {
                    if hash != Base64.encode(property.hash) { parts.append("\(property.kind.rawValue) `\(property.name)` changed") }
                } else {
                    parts.append("\(property.kind.rawValue) `\(property.name)` added")
                }
            }
            for name in before.keys.sorted() where entity.property(named: name) == nil {
                parts.append("`\(name)` removed")
            }
            if parts.isEmpty { parts.append("its own settings changed (parent, abstract, constraints or version hash modifier)") }
            lines.append((entity.name, "entity \(entity.name): " + parts.joined(separator: ", ")))
        }
        for name in locked.entityHashes.keys.sorted() where hashes.entity(named: name) == nil {
            lines.append((nil, "entity \(name) removed"))
        }
        return lines
    }
}
