// Attribute type → Swift type: the one table that says how each Core Data
// attribute type appears in Swift (documented in docs/templates.md).
import MomgenModel

/// `T?` for `T` (unchanged when `T` is already optional).
func optionalType(_ type: String) -> String {
    type.hasSuffix("?") ? type : type + "?"
}

/// Maps attributes to Swift types.
///
/// Decimal attributes are `NSDecimalNumber`, what Core Data stores and
/// returns, as Xcode's codegen does: Swift's `Decimal` cannot be the type of
/// an `@NSManaged` property. Numbers and Booleans are Swift
/// scalars unless the model says `usesScalarValueType="NO"`, which keeps
/// `NSNumber`.
public struct AttributeTypeMapper: Sendable {
    public let namer: SwiftNamer
    /// How required object values are typed (scalars are always plain).
    public let requiredStyle: RequiredStyle
    /// Xcode's types (`Layout.usesXcodeAPI`): every attribute `@NSManaged`,
    /// scalars plain even when optional, no enum or Codable accessors.
    public let xcodeAPI: Bool
    /// Optional scalars as plain `@NSManaged` scalars (Xcode's and
    /// mogenerator's API); enum and Codable accessors stay unless `xcodeAPI`.
    public let plainOptionalScalars: Bool
    /// Date and Binary Data as `NSDate`/`NSData`, as Xcode 8–10 wrote them
    /// (`XcodeVersion.usesFoundationReferenceTypes`).
    public let foundationReferenceTypes: Bool
    /// The mogenerator release whose types to write (the mogenerator
    /// template set), or nil for momgen's.
    public let mogenerator: MogeneratorVersion?

    public init(namer: SwiftNamer = SwiftNamer(), requiredStyle: RequiredStyle = .nonOptional, xcodeAPI: Bool = false,
                plainOptionalScalars: Bool = false, foundationReferenceTypes: Bool = false, mogenerator: MogeneratorVersion? = nil) {
        self.namer = namer
        self.mogenerator = mogenerator
        self.requiredStyle = requiredStyle
        self.xcodeAPI = xcodeAPI
        self.plainOptionalScalars = plainOptionalScalars || xcodeAPI
        self.foundationReferenceTypes = foundationReferenceTypes
    }

    /// Swift numeric names that `attributeValueScalarType` may hold without
    /// naming an enum; those keep the default mapping.
    static let plainScalarNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Float", "Double", "Bool", "NSInteger", "NSUInteger", "BOOL", "int16_t", "int32_t", "int64_t",
    ]

    /// The Swift type of `attribute`.
    public func swiftType(for attribute: Attribute) -> AttributeSwiftType {
        let base = baseType(attribute)
        let optional = attribute.isOptional
        if xcodeAPI {
            return xcodeType(base, optional: optional)
        }
        if let codable = typeValue(attribute.userInfo[UserInfoKeys.codableType]), attribute.type == .binary {
            return AttributeSwiftType(valueType: codable, storageType: "Data", kind: .codable, isOptional: true)
        }
        let ownEnum = typeValue(attribute.userInfo[UserInfoKeys.enumType])
        if ownEnum == nil, mogenerator?.numbersAreNSNumber == true,
           attribute.type == .boolean || (attribute.type.isNumeric && attribute.type != .decimal) {
            // mogenerator 1.31 declared every number and Boolean `NSNumber?`,
            // whatever usesScalarValueType or attributeValueScalarType said.
            return AttributeSwiftType(valueType: "NSNumber", storageType: "NSNumber", kind: .managed, isOptional: true)
        }
        let enumName = ownEnum
            ?? typeValue(attribute.userInfo[UserInfoKeys.attributeValueScalarType]).flatMap {
                Self.plainScalarNames.contains($0) ? nil : $0
            }
        if let enumName, attribute.type.isInteger || attribute.type == .string {
            // A stored value need not be a case (a deleted object, a default
            // that is no case), and no accessor may trap on stored data: a
            // required enum is `T?`, or `T!` when the user asked for that.
            // The raw value is the scalar even with usesScalarValueType="NO"
            // (the enum's raw type), read from the stored NSNumber.
            var scalarAttribute = attribute
            scalarAttribute.usesScalarValueType = true
            let storage = baseType(scalarAttribute).type
            var type = AttributeSwiftType(valueType: enumName, storageType: storage, kind: .enumeration, isOptional: true)
            if !optional, requiredStyle == .implicitlyUnwrapped { (type.isOptional, type.isImplicitlyUnwrapped) = (false, true) }
            return type
        }
        let kind: AttributeKind = base.isScalar && optional && !plainOptionalScalars ? .optionalScalar : .managed
        // A plain `@NSManaged` scalar is never optional in Swift: no value reads as 0.
        let plainScalar = base.isScalar && kind == .managed
        var type = AttributeSwiftType(valueType: base.type, storageType: base.type, kind: kind, isOptional: optional && !plainScalar)
        if !optional, !base.isScalar {
            type.isOptional = requiredStyle == .optional
            type.isImplicitlyUnwrapped = requiredStyle == .implicitlyUnwrapped
        }
        return type
    }

    /// The type Xcode's generated files declare: an optional scalar is a
    /// plain `@NSManaged` scalar (nil reads as 0), and every object value is
    /// typed by the required style (optional by default in this layout,
    /// as Xcode declares them whatever the model says).
    func xcodeType(_ base: (type: String, isScalar: Bool), optional: Bool) -> AttributeSwiftType {
        var type = AttributeSwiftType(valueType: base.type, storageType: base.type, kind: .managed, isOptional: false)
        guard !base.isScalar else { return type }
        type.isOptional = optional || requiredStyle == .optional
        type.isImplicitlyUnwrapped = !type.isOptional && requiredStyle == .implicitlyUnwrapped
        return type
    }

    /// A type name from userInfo, if it is a plain type expression.
    private func typeValue(_ value: String?) -> String? {
        guard let value = value?.trimmingSpaces, SwiftLiteral.isTypeExpression(value) else { return nil }
        return value
    }

    /// The default Swift type of an attribute, and whether it is a scalar.
    func baseType(_ attribute: Attribute) -> (type: String, isScalar: Bool) {
        let scalar = attribute.usesScalarValueType != false
        // mogenerator read only the userInfo key. Under 1.31 (which compiled
        // the model with momc) a transformable whose class is set in Xcode's
        // inspector (customClassName) was still `AnyObject`; 1.32's own model
        // compiler (momcom) copies a transformable's customClassName into
        // that key, so there it is the declared class.
        let inspectorClass = mogenerator.map { $0.readsTransformableCustomClass && attribute.type == .transformable } ?? true
        let custom = typeValue(attribute.userInfo[UserInfoKeys.attributeValueClassName])
            ?? (inspectorClass ? typeValue(attribute.customClassName) : nil)
        switch attribute.type {
        case .integer16: return scalar ? ("Int16", true) : ("NSNumber", false)
        case .integer32: return scalar ? ("Int32", true) : ("NSNumber", false)
        case .integer64: return scalar ? ("Int64", true) : ("NSNumber", false)
        case .float: return scalar ? ("Float", true) : ("NSNumber", false)
        case .double: return scalar ? ("Double", true) : ("NSNumber", false)
        case .boolean: return scalar ? ("Bool", true) : ("NSNumber", false)
        case .decimal: return ("NSDecimalNumber", false)
        case .string: return ("String", false)
        case .date: return (foundationReferenceTypes ? "NSDate" : "Date", false)
        case .binary: return (custom ?? (foundationReferenceTypes ? "NSData" : mogeneratorObjectType("Data")), false)
        case .uuid: return (mogeneratorObjectType("UUID"), false)
        case .uri: return (mogeneratorObjectType("URL"), false)
        case .objectID: return ("NSManagedObjectID", false)
        case .composite: return ("[String: Any]", false)
        // mogenerator wrote an untyped transformable `AnyObject`.
        case .transformable, .undefined, .unknown: return (custom ?? (mogenerator == nil ? "NSObject" : "AnyObject"), false)
        }
    }

    /// `type` as the mogenerator release spells it (`NSData` in 1.31).
    private func mogeneratorObjectType(_ type: String) -> String {
        mogenerator?.objectType(type) ?? type
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
