// The `attributeType` of an `<attribute>`, as Xcode spells it.

/// A Core Data attribute type.
///
/// For example, `attributeType="Integer 16"` is `.integer16`. An attribute with
/// no `attributeType` is `.undefined` (that is how Xcode saves Undefined).
public enum AttributeType: Hashable, Sendable {
    case integer16, integer32, integer64
    case decimal, double, float
    case string, boolean, date, binary
    case transformable, uuid, uri, objectID
    case undefined
    /// An iOS 17 composite attribute; its fields come from a `<composite>`.
    case composite
    /// A spelling momgen does not know (kept for a future Xcode).
    case unknown(String)

    /// Reads Xcode's spelling; `nil` (no attribute) means Undefined.
    public init(xcodeName: String?) {
        switch xcodeName {
        case nil, "Undefined": self = .undefined
        case "Integer 16": self = .integer16
        case "Integer 32": self = .integer32
        case "Integer 64": self = .integer64
        case "Decimal": self = .decimal
        case "Double": self = .double
        case "Float": self = .float
        case "String": self = .string
        case "Boolean": self = .boolean
        case "Date": self = .date
        case "Binary": self = .binary
        case "Transformable": self = .transformable
        case "UUID": self = .uuid
        case "URI": self = .uri
        case "ObjectID": self = .objectID
        case "Composite": self = .composite
        case let .some(other): self = .unknown(other)
        }
    }

    /// Xcode's spelling, as written in `attributeType`.
    public var xcodeName: String {
        switch self {
        case .integer16: return "Integer 16"
        case .integer32: return "Integer 32"
        case .integer64: return "Integer 64"
        case .decimal: return "Decimal"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .boolean: return "Boolean"
        case .date: return "Date"
        case .binary: return "Binary"
        case .transformable: return "Transformable"
        case .uuid: return "UUID"
        case .uri: return "URI"
        case .objectID: return "ObjectID"
        case .undefined: return "Undefined"
        case .composite: return "Composite"
        case let .unknown(name): return name
        }
    }

    /// Integer and floating-point types, whose values are numbers.
    public var isNumeric: Bool {
        switch self {
        case .integer16, .integer32, .integer64, .decimal, .double, .float: return true
        default: return false
        }
    }

    /// The three integer widths.
    public var isInteger: Bool {
        switch self {
        case .integer16, .integer32, .integer64: return true
        default: return false
        }
    }
}
