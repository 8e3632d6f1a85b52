// An `<attribute>` element, as declared.

/// An attribute of an entity, with every setting Xcode writes.
///
/// For example, `<attribute name="price" optional="YES" attributeType="Float"
/// defaultValueString="0.0" usesScalarValueType="YES"/>`.
public struct Attribute: Hashable, Sendable {
    public var name: String
    public var type: AttributeType
    public var isOptional = false
    public var isTransient = false
    public var isIndexed = false
    public var defaultValueString: String?
    /// `defaultDateTimeInterval`, Xcode's way of storing a default Date.
    public var defaultDateTimeInterval: String?
    /// A default no literal states: SwiftData code's `= .now` or `= UUID()`
    /// (its schema records the value, whatever it is). A migration sees a
    /// default; nothing prints one.
    public var hasUnstatedDefault = false

    /// Whether the attribute has a default value, stated or not.
    public var hasDefaultValue: Bool { defaultValueString != nil || defaultDateTimeInterval != nil || hasUnstatedDefault }
    public var minValueString: String?
    public var maxValueString: String?
    public var regularExpressionString: String?
    public var allowsExternalBinaryDataStorage = false
    /// `usesScalarValueType`; `nil` when the attribute is absent (older models).
    public var usesScalarValueType: Bool?
    public var customClassName: String?
    public var valueTransformerName: String?
    public var isDerived = false
    public var derivationExpression: String?
    public var preservesValueInHistoryOnDeletion = false
    public var isSpotlightIndexed = false
    public var isStoredInExternalRecord = false
    public var allowsCloudEncryption = false
    /// The composite type's name for a `.composite` attribute.
    public var compositeName: String?
    /// `elementID`, the renaming identifier used by lightweight migration.
    public var renamingIdentifier: String?
    public var versionHashModifier: String?
    public var isSyncable: Bool?
    public var userInfo = UserInfo()
    public var otherAttributes: [XMLAttribute] = []
    public var location: SourceLocationRef = .unknown

    public init(name: String, type: AttributeType) {
        self.name = name
        self.type = type
    }
}
