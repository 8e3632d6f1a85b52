// The template context of one attribute: every name, type and flag the
// templates need, computed here so templates only lay text out.
import MomgenModel

/// One generated attribute accessor.
///
/// For example, BookStore's `price` (optional Float, scalar) gives
/// `swiftName: "price"`, `declaredType: "Float?"`, `isOptionalScalar: true`.
public struct AttributeContext: Sendable {
    /// The name in the model, safe for a comment (`keyLiteral` is the key).
    public let name: String
    /// The Swift property name (backticked when a keyword).
    public let swiftName: String
    /// The key as a Swift string literal, e.g. `"price"`.
    public let keyLiteral: String
    /// The declared Swift type, e.g. `Float?` or `String`.
    public let declaredType: String
    /// The type without optionality, e.g. `Float`.
    public let valueType: String
    /// What the store holds for enums (`Int16`, `String`) and Codable values (`Data`).
    public let storageType: String
    public let isOptional: Bool
    /// `@NSManaged var`.
    public let isManaged: Bool
    /// An optional scalar through primitive accessors.
    public let isOptionalScalar: Bool
    /// A RawRepresentable enum over `storageType`.
    public let isEnumeration: Bool
    /// A Codable value stored as JSON `Data`.
    public let isCodable: Bool
    /// The partial that renders the accessor: `attribute-managed`,
    /// `attribute-scalar`, `attribute-enum` or `attribute-codable` (members
    /// includes it by name, one tag instead of four sections per attribute).
    public let accessorTemplate: String
    /// Derived, or `mogenerator.readonly`: no setter in the generated API.
    public let isReadOnly: Bool
    /// Not read-only.
    public let isWritable: Bool
    /// The `NSNumber` property that reads the stored scalar (`int16Value`,
    /// `floatValue`, `boolValue`, …) for optional scalars and integer enums;
    /// empty when the store holds an object.
    public let numberProperty: String
    /// Whether `numberProperty` is set: the primitive value is an `NSNumber`.
    public let hasNumberStorage: Bool
    /// One line for the doc comment, e.g. `Float, optional, default 0.0`.
    public let summary: String
    /// Core Data's primitive accessor (mogenerator's API), e.g.
    /// `primitivePrice` (also its selector), typed as the store holds the
    /// value: `NSNumber?` for numbers and Booleans, `Data?` for Codable values.
    public let primitiveName: String
    public let primitiveType: String
    /// Whether the primitive accessor is generated: no property of the
    /// entity's family has its name.
    public internal(set) var hasPrimitive = true
    /// For a Codable value, the throwing companions of the accessor, e.g.
    /// `decodeSettings()` and `encodeSettings(_:)`: they report the decoding
    /// and encoding errors the property cannot (a getter and setter do not throw).
    public let decodeName: String
    public let encodeName: String
    /// Whether the companions are generated: a Codable value, and no
    /// property of the entity's family has either name.
    public let hasCodingMethods: Bool

    /// mogenerator's `scalarAttributeType`: the Swift scalar of a number or
    /// Boolean (`Int32`, `Double`, `Bool`) whatever usesScalarValueType
    /// says; empty for other types. For custom templates that declare
    /// scalars their own way.
    public let scalarType: String
    public let hasScalarType: Bool
    /// The attribute's userInfo entries whose value is a Swift type
    /// expression (e.g. `transformableType: DateComponents`), for custom
    /// templates: `{{userInfo.transformableType}}`. Other values are left
    /// out, so no free text of the model becomes code.
    public let userInfo: [String: String]

    /// The entity's member modifier (`public `, `open `, or empty), copied
    /// here so templates find it without walking up the context stack.
    public internal(set) var memberModifier = ""
    /// The entity's static-member modifier, copied like `memberModifier`.
    public internal(set) var staticModifier = ""

    /// Builds the context of `attribute`; `takenNames` are the Swift names
    /// of the properties of its entity's family, which members momgen adds
    /// (the Codable companions) give way to.
    public init(_ attribute: Attribute, namer: SwiftNamer, mapper: AttributeTypeMapper, takenNames: Set<String> = []) {
        let type = mapper.swiftType(for: attribute)
        name = SwiftLiteral.comment(attribute.name)
        swiftName = namer.propertyName(attribute.name)
        keyLiteral = SwiftLiteral.string(attribute.name)
        declaredType = type.declaredType
        valueType = type.valueType
        storageType = type.storageType
        isOptional = type.isOptional
        isManaged = type.kind == .managed
        isOptionalScalar = type.kind == .optionalScalar
        isEnumeration = type.kind == .enumeration
        isCodable = type.kind == .codable
        accessorTemplate = Self.accessorTemplates[type.kind]!
        isReadOnly = attribute.isDerived || UserInfoKeys.isTrue(attribute.userInfo[UserInfoKeys.readonly])
        isWritable = !isReadOnly
        numberProperty = Self.numberProperties[type.storageType] ?? ""
        hasNumberStorage = !numberProperty.isEmpty
        primitiveName = "primitive" + namer.capitalized(attribute.name)
        decodeName = "decode" + namer.capitalized(attribute.name)
        encodeName = "encode" + namer.capitalized(attribute.name)
        hasCodingMethods = isCodable && !takenNames.contains(decodeName) && !takenNames.contains(encodeName)
        primitiveType = hasNumberStorage ? "NSNumber?" : optionalType(storageType)
        scalarType = Self.scalarTypes[attribute.type] ?? ""
        hasScalarType = !scalarType.isEmpty
        userInfo = attribute.userInfo.entries.reduce(into: [:]) { found, entry in
            let value = entry.value.trimmingSpaces
            if SwiftLiteral.isTypeExpression(value) { found[entry.key] = value }
        }
        // Only Xcode's and mogenerator's APIs declare an optional scalar as a plain scalar.
        let plainOptionalScalar = attribute.isOptional && type.kind == .managed && Self.numberProperties[type.valueType] != nil
        summary = Self.summary(attribute, readOnly: isReadOnly)
            + (plainOptionalScalar ? "; a plain scalar, as Xcode's and mogenerator's files declare it: no value reads as 0" : Self.note(type.kind, key: SwiftLiteral.comment(attribute.name)))
            + (isCodable ? Self.codingNote(decodeName, encodeName, writable: isWritable, companions: hasCodingMethods) : "")
    }

    /// What the doc comment of a Codable value adds to `kindNotes`: what an
    /// assignment that does not encode does (a read-only value has no
    /// setter), and the throwing companions when they are generated.
    static func codingNote(_ decodeName: String, _ encodeName: String, writable: Bool, companions: Bool) -> String {
        var note = writable ? ", and assigning a value that does not encode leaves the stored JSON as it was" : ""
        if companions {
            note += writable ? "; `\(decodeName)()` and `\(encodeName)(_:)` throw the errors instead"
                             : "; `\(decodeName)()` throws the decoding error instead"
        }
        return note
    }

    /// What the doc comment says about an accessor's behaviour beyond its
    /// type; `key` is the attribute's name, safe for a comment.
    static func note(_ kind: AttributeKind, key: String) -> String {
        if kind == .optionalScalar {
            return "; a computed property, not `@objc`: `#keyPath`, `NSSortDescriptor(keyPath:)` and `observe(\\.…)` cannot name it, use the string key `\"\(key)\"` (string-key KVO works: the setter posts the change)"
        }
        return kindNotes[kind] ?? ""
    }

    /// The notes that do not depend on the attribute.
    static let kindNotes: [AttributeKind: String] = [
        .enumeration: "; nil when the stored value is not a case of the enum (a deleted object, or a default that is no case)",
        .codable: "; JSON in the store, written with sorted keys; reads nil when nothing is stored or the stored JSON does not decode",
    ]

    /// Attribute kind → the partial of its accessor.
    static let accessorTemplates: [AttributeKind: String] = [
        .managed: "attribute-managed", .optionalScalar: "attribute-scalar",
        .enumeration: "attribute-enum", .codable: "attribute-codable",
    ]

    /// Attribute type → mogenerator's Swift scalar for it.
    static let scalarTypes: [AttributeType: String] = [
        .integer16: "Int16", .integer32: "Int32", .integer64: "Int64",
        .float: "Float", .double: "Double", .boolean: "Bool",
    ]

    /// Swift scalar → the `NSNumber` property that reads it.
    static let numberProperties: [String: String] = [
        "Int16": "int16Value", "Int32": "int32Value", "Int64": "int64Value",
        "Float": "floatValue", "Double": "doubleValue", "Bool": "boolValue",
    ]

    /// `Integer 16, optional, transient, derived, default 0`.
    static func summary(_ attribute: Attribute, readOnly: Bool) -> String {
        var parts = [attribute.type.xcodeName, attribute.isOptional ? "optional" : "required"]
        if attribute.isTransient { parts.append("transient") }
        if attribute.isDerived { parts.append("derived") }
        if readOnly && !attribute.isDerived { parts.append("read-only") }
        // An empty default is a real value (a String attribute's ""), which
        // "default ." would hide.
        if let value = attribute.defaultValueString { parts.append(value.isEmpty ? "default \"\" (empty)" : "default \(value)") }
        if let custom = attribute.customClassName?.trimmingSpaces, !custom.isEmpty, !SwiftLiteral.isTypeExpression(custom) {
            parts.append("custom class '\(custom)' is not a type momgen can write, so the value has the attribute type's default Swift type")
        }
        return SwiftLiteral.comment(parts.joined(separator: ", "))
    }
}
