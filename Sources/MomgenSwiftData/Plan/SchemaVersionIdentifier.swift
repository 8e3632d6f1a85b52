// The `versionIdentifier` of a generated `VersionedSchema`. SwiftData's
// `Schema.Version` is three integers; a store records it as text
// (`NSStoreModelVersionIdentifiers`, e.g. ["1.0.0"] in both SwiftData stores
// in ../shared/swiftdata/stores), so a store names the schema that wrote it.

/// A schema version: major, minor and patch, as `Schema.Version` holds them.
///
/// For example, the model identifier `2.1` gives `SchemaVersionIdentifier(2, 1, 0)`,
/// written `Schema.Version(2, 1, 0)` and recorded by stores as `2.1.0`.
public struct SchemaVersionIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// The identifier for schema `number` (1-based) whose model declares
    /// `userDefined` (`userDefinedModelVersionIdentifier`): that identifier
    /// when it is one to three dot-separated non-negative integers (missing
    /// parts are zero: `2` → 2.0.0), else `number.0.0`.
    public static func forSchema(number: Int, userDefined: String?) -> SchemaVersionIdentifier {
        userDefined.flatMap(parse) ?? SchemaVersionIdentifier(number, 0, 0)
    }

    /// `1`, `1.2` or `1.2.3` (ASCII digits only, no sign, no spaces), or nil.
    public static func parse(_ text: String) -> SchemaVersionIdentifier? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  let number = Int(part) else { return nil }
            numbers.append(number)
        }
        numbers += Array(repeating: 0, count: 3 - numbers.count)
        return SchemaVersionIdentifier(numbers[0], numbers[1], numbers[2])
    }

    /// `1.0.0`: how a store records it (`Schema.Version`'s description).
    public var description: String { "\(major).\(minor).\(patch)" }

    /// `Schema.Version(1, 0, 0)`: the Swift expression.
    public var swiftExpression: String { "Schema.Version(\(major), \(minor), \(patch))" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
