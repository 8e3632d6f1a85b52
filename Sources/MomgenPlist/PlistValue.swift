// A fully materialised property-list value, for callers that want the whole
// tree (tests, small metadata values). Built only through
// `BinaryPlist.value(_:)`, which bounds it.

/// A property-list value with its members decoded.
public indirect enum PlistValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// An unsigned 64-bit value above `Int64.max` (see `PlistObject`).
    case unsignedInteger(UInt64)
    case real(Double)
    case date(Double)
    case data([UInt8])
    case string(String)
    case uid(UInt64)
    case array([PlistValue])
    case set([PlistValue])
    /// Entries in file order (binary plists may repeat a key; the last wins
    /// for `subscript`).
    case dictionary([(key: PlistValue, value: PlistValue)])

    public static func == (lhs: PlistValue, rhs: PlistValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.unsignedInteger(a), .unsignedInteger(b)): return a == b
        case let (.real(a), .real(b)): return a == b || (a.isNaN && b.isNaN)
        case let (.date(a), .date(b)): return a == b
        case let (.data(a), .data(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.uid(a), .uid(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.set(a), .set(b)): return a == b
        case let (.dictionary(a), .dictionary(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .string(text): hasher.combine(text)
        case let .integer(number): hasher.combine(number)
        case let .unsignedInteger(number): hasher.combine(number)
        case let .array(items): hasher.combine(items.count)
        case let .dictionary(entries): hasher.combine(entries.count)
        default: hasher.combine(0)
        }
    }

    /// The value for a string key of a dictionary.
    public subscript(key: String) -> PlistValue? {
        guard case let .dictionary(entries) = self else { return nil }
        return entries.last { $0.key == .string(key) }?.value
    }
}
