// The lock file: the versions of a model bundle that have shipped, with the
// hashes they had when they shipped, committed beside the bundle
// (`Model.xcdatamodeld` → `Model.momgen-lock.json`). `momgen lock` writes it;
// `momgen lint` and the build step check the bundle against it, as Room checks
// migrations against its exported schemas.
import Foundation
import MomgenDiagnostics

/// The released versions of one bundle.
public struct VersionLock: Equatable, Sendable {
    /// One released version.
    public struct Version: Equatable, Sendable {
        public var name: String
        public var checksum: String
        /// Entity name → base64 version hash.
        public var entityHashes: [String: String]
        /// Entity name → property name → base64 property hash, so a later
        /// in-place edit can be explained property by property.
        public var propertyHashes: [String: [String: String]]

        public init(name: String, hashes: ModelVersionHashes) {
            self.name = name
            checksum = hashes.checksum
            entityHashes = hashes.base64ByEntity
            propertyHashes = Dictionary(hashes.entities.map { entity in
                (entity.name, Dictionary(entity.properties.map { ($0.name, Base64.encode($0.hash)) }, uniquingKeysWith: { first, _ in first }))
            }, uniquingKeysWith: { first, _ in first })
        }

        init(name: String, checksum: String, entityHashes: [String: String], propertyHashes: [String: [String: String]]) {
            self.name = name
            self.checksum = checksum
            self.entityHashes = entityHashes
            self.propertyHashes = propertyHashes
        }
    }

    public static let format = "momgen-version-lock"
    public static let formatVersion = 1

    public var versions: [Version]

    public init(versions: [Version] = []) {
        self.versions = versions
    }

    /// `Model.momgen-lock.json` beside `Model.xcdatamodeld` (or beside a
    /// `.xcdatamodel` folder).
    public static func defaultPath(forModel model: String) -> String {
        var path = model
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix("/contents") { path = String(path.dropLast("/contents".count)) }
        for suffix in [".xcdatamodeld", ".xcdatamodel"] where path.hasSuffix(suffix) {
            return String(path.dropLast(suffix.count)) + ".momgen-lock.json"
        }
        return path + ".momgen-lock.json"
    }

    /// The version called `name`.
    public func version(named name: String) -> Version? {
        versions.first { $0.name == name }
    }

    /// Reads a lock file; a malformed one is an unreadable input.
    public static func read(_ path: String) throws -> VersionLock {
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MomgenError.unreadableInput(SourceLocation(file: path), "cannot read the version lock file")
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              root["format"] as? String == format, let list = root["versions"] as? [[String: Any]] else {
            throw MomgenError.unreadableInput(location, "not a momgen version lock (expected {\"format\": \"\(format)\", \"versions\": [...]})")
        }
        var versions: [Version] = []
        for entry in list {
            guard let name = entry["name"] as? String, let checksum = entry["checksum"] as? String,
                  let hashes = entry["entityHashes"] as? [String: String] else {
                throw MomgenError.unreadableInput(location, "a locked version needs name, checksum and entityHashes")
            }
            let properties = entry["propertyHashes"] as? [String: [String: String]] ?? [:]
            versions.append(Version(name: name, checksum: checksum, entityHashes: hashes, propertyHashes: properties))
        }
        return VersionLock(versions: versions)
    }

    /// The file's text: deterministic, keys in a fixed order, entities and
    /// properties sorted, versions in the order they were locked.
    public func rendered() -> String {
        func sorted(_ dictionary: [String: String]) -> JSONValue {
            .object(dictionary.keys.sorted(by: CocoaStringOrder.precedes).map { ($0, .string(dictionary[$0] ?? "")) })
        }
        return JSONValue.object([
            ("format", .string(Self.format)),
            ("formatVersion", .int(Self.formatVersion)),
            ("versions", .array(versions.map { version in
                .object([
                    ("name", .string(version.name)),
                    ("checksum", .string(version.checksum)),
                    ("entityHashes", sorted(version.entityHashes)),
                    ("propertyHashes", .object(version.propertyHashes.keys.sorted(by: CocoaStringOrder.precedes).map {
                        ($0, sorted(version.propertyHashes[$0] ?? [:]))
                    })),
                ])
            })),
        ]).rendered()
    }
}
