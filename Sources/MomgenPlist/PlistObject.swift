// One object of a binary property list, decoded shallowly: a collection holds
// the indexes of its members, never the members themselves. Shared
// references therefore cost nothing until a caller follows them.

/// An object of a binary property list, with collections as object indexes.
///
/// For example, `<array><string>a</string><string>a</string></array>` may be
/// written as `.array([1, 1])`: one string object referenced twice.
public enum PlistObject: Hashable, Sendable {
    case null
    case bool(Bool)
    /// Integers of 1, 2, 4, 8 or 16 bytes that fit a signed 64-bit value.
    case integer(Int64)
    /// A 16-byte integer above `Int64.max`: Apple's writer uses 16 bytes
    /// for unsigned 64-bit values (`UINT64_MAX` in a store's metadata).
    case unsignedInteger(UInt64)
    case real(Double)
    /// Seconds since 2001-01-01 00:00:00 UTC.
    case date(Double)
    case data([UInt8])
    case string(String)
    /// An `NSKeyedArchiver` reference (`CF$UID`).
    case uid(UInt64)
    case array([Int])
    /// A set (marker `0xC_`), members in file order.
    case set([Int])
    /// A dictionary: keys and values as object indexes, in file order.
    case dictionary(keys: [Int], values: [Int])

    /// A short name for error messages.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer, .unsignedInteger: return "integer"
        case .real: return "real"
        case .date: return "date"
        case .data: return "data"
        case .string: return "string"
        case .uid: return "uid"
        case .array: return "array"
        case .set: return "set"
        case .dictionary: return "dictionary"
        }
    }
}
