// The Swift types a generated `@Model` property (or a member of a generated
// Codable struct) holds, and the Core Data attribute type SwiftData derives
// from each. The table is the evidence of docs/swiftdata.md, "Mapping":
// `isSeenInStore` marks the rows a store written by SwiftData shows.
import MomgenModel

/// A Swift value type SwiftData stores in one column.
public enum SwiftDataValueType: String, Hashable, Sendable, CaseIterable {
    case int16 = "Int16", int32 = "Int32", int64 = "Int64", int = "Int"
    case double = "Double", float = "Float", decimal = "Decimal"
    case string = "String", bool = "Bool", date = "Date", data = "Data"
    case uuid = "UUID", url = "URL"
    // Unsigned and 8-bit integers: a model's Swift source can declare them
    // (the swiftdata layout never does). Evidence: docs/swiftdata-code.md.
    case int8 = "Int8", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64", uint = "UInt"

    /// The Swift type momgen's swiftdata layout declares for a Core Data
    /// attribute type (the contract's table), nil for a type it has none for.
    public init?(declaring type: AttributeType) {
        switch type {
        case .integer16: self = .int16
        case .integer32: self = .int32
        case .integer64: self = .int64
        case .double: self = .double
        case .float: self = .float
        case .decimal: self = .decimal
        case .string: self = .string
        case .boolean: self = .bool
        case .date: self = .date
        case .binary: self = .data
        case .uuid: self = .uuid
        case .uri: self = .url
        default: return nil
        }
    }

    /// The attribute type SwiftData derives from a property of this type.
    public var derivedType: AttributeType {
        switch self {
        case .int16, .int8, .uint8, .uint16: return .integer16
        case .int32, .uint32: return .integer32
        case .int64, .int, .uint64, .uint: return .integer64
        case .double: return .double
        case .float: return .float
        case .decimal: return .decimal
        case .string: return .string
        case .bool: return .boolean
        case .date: return .date
        case .data: return .binary
        case .uuid: return .uuid
        case .url: return .uri
        }
    }

    /// The row for a Swift type name as source spells it (`UInt32`,
    /// `Swift.UInt32`, `Foundation.Date`): the table read in reverse, for the
    /// Swift-source reader. Nil for a type outside the table.
    public init?(swiftName: String) {
        var name = Substring(swiftName)
        for module in ["Swift.", "Foundation."] where name.hasPrefix(module) {
            name = name.dropFirst(module.count)
        }
        self.init(rawValue: String(name))
    }

    /// Whether a store SwiftData wrote shows this row (docs/swiftdata.md
    /// names the store and property); the others follow Core Data's own
    /// Swift types and are unconfirmed.
    public var isSeenInStore: Bool {
        switch self {
        case .int, .double, .decimal, .string, .bool, .date, .data, .uuid: return true
        // dashpay-snapshot's store (docs/swiftdata-code.md, "Mapping").
        case .uint8, .uint16, .uint32, .uint64: return true
        case .int16, .int32, .int64, .float, .url, .int8, .uint: return false
        }
    }
}
