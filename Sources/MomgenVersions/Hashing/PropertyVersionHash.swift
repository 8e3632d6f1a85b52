// One property's contribution to its entity's version hash, with the facts
// that went into it, so a changed hash can be explained ("optional → required")
// and not only detected. Encoding: ../shared/research/coredata-version-hashes.md,
// "Property base hash", "Attribute" and "Relationship".
import Crypto
import MomgenModel

/// The hashed facts of one persistent attribute or relationship, and its hash.
///
/// For example, `<attribute name="title" attributeType="String"/>` (required)
/// hashes `SHA256(SHA256("title" ‖ 00 00) ‖ bc 02 00 00)`.
public struct PropertyVersionHash: Hashable, Sendable {
    /// Which kind of property; the two are encoded differently.
    public enum Kind: String, Hashable, Sendable {
        case attribute, relationship
    }

    public let name: String
    public let kind: Kind
    public let isOptional: Bool
    public let versionHashModifier: String?
    /// Xcode's spelling of the attribute type (attributes only).
    public let attributeType: String?
    public let allowsExternalBinaryDataStorage: Bool
    public let preservesValueInHistoryOnDeletion: Bool
    /// The destination entity's name (relationships only).
    public let destination: String?
    /// The inverse's name as hashed: nil when absent, and when the
    /// relationship is its own inverse (Core Data leaves it out then).
    public let inverse: String?
    public let minCount: Int
    public let maxCount: Int
    public let isOrdered: Bool
    /// The 32-byte SHA-256.
    public private(set) var hash: [UInt8]

    /// Hashes an attribute as its declaring entity declares it.
    init(attribute: Attribute) {
        name = attribute.name
        kind = .attribute
        isOptional = attribute.isOptional
        versionHashModifier = attribute.versionHashModifier
        attributeType = attribute.type.xcodeName
        allowsExternalBinaryDataStorage = attribute.allowsExternalBinaryDataStorage
        preservesValueInHistoryOnDeletion = attribute.preservesValueInHistoryOnDeletion
        destination = nil
        inverse = nil
        minCount = 0
        maxCount = 0
        isOrdered = false
        var input = HashInput()
        input.append(Self.baseHash(name: name, isOptional: isOptional, isTransient: attribute.isTransient, modifier: versionHashModifier))
        input.appendU32(attribute.type.coreDataTypeCode ?? 0)
        if allowsExternalBinaryDataStorage { input.appendU8(1) }
        if preservesValueInHistoryOnDeletion { input.appendU8(1) }
        hash = Array(SHA256.hash(data: input.bytes))
    }

    /// Hashes a composite attribute: `SHA256(A(m₁) ‖ A(m₂) ‖ …)` over its
    /// members' attribute hashes, sorted by name. The composite's own name,
    /// optionality and modifier are not in it. Confirmed by a store SwiftData
    /// wrote (4 of 4 entity hashes, 13 composite attributes; docs/swiftdata.md).
    init(compositeAttribute attribute: Attribute, members: [Attribute]) {
        self.init(attribute: attribute)
        let sorted = members.map { PropertyVersionHash(attribute: $0) }
            .sorted { Array($0.name.utf16).lexicographicallyPrecedes(Array($1.name.utf16)) }
        var input = HashInput()
        for member in sorted { input.append(member.hash) }
        hash = Array(SHA256.hash(data: input.bytes))
    }

    /// Hashes a relationship as its declaring entity declares it.
    ///
    /// - Parameter omitsInverse: whether the relationship counts as its own
    ///   inverse (see `EntityHasher`), so its inverse name is left out.
    init(relationship: Relationship, omitsInverse: Bool) {
        name = relationship.name
        kind = .relationship
        isOptional = relationship.isOptional
        versionHashModifier = relationship.versionHashModifier
        attributeType = nil
        allowsExternalBinaryDataStorage = false
        preservesValueInHistoryOnDeletion = false
        destination = relationship.destinationEntity
        inverse = omitsInverse ? nil : relationship.inverseName
        maxCount = relationship.maxCount ?? (relationship.isToMany ? 0 : 1)
        minCount = relationship.minCount ?? 0
        isOrdered = relationship.isOrdered
        var input = HashInput()
        input.append(Self.baseHash(name: name, isOptional: isOptional, isTransient: relationship.isTransient, modifier: versionHashModifier))
        input.append(destination)
        input.append(inverse)
        input.appendU32(UInt32(truncatingIfNeeded: maxCount))
        input.appendU32(UInt32(truncatingIfNeeded: minCount))
        if isOrdered { input.appendU16(1) }
        hash = Array(SHA256.hash(data: input.bytes))
    }

    /// `P = SHA256(name ‖ u16(flags) ‖ [versionHashModifier])`, flags being
    /// 1·optional | 2·transient | 4·read-only (never set in a model file).
    private static func baseHash(name: String, isOptional: Bool, isTransient: Bool, modifier: String?) -> [UInt8] {
        var input = HashInput()
        input.append(name)
        input.appendU16((isOptional ? 1 : 0) | (isTransient ? 2 : 0))
        input.append(modifier)
        return Array(SHA256.hash(data: input.bytes))
    }
}
