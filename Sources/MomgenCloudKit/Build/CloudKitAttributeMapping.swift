// Core Data attribute type → CloudKit field type and qualifiers, each row
// with the export that shows it (MAPPING.md T1-T8 in ../shared/cloudkit).
import MomgenModel

/// The field one attribute becomes.
struct CloudKitAttributeMapping: Hashable {
    var type: CloudKitFieldType
    var qualifiers: [CloudKitQualifier]
    /// `initializeCloudKitSchema` adds a `<field>_ckAsset` (hibi: every String and Binary).
    var hasAssetCompanion: Bool
    /// Why the row is not confirmed by a real export, or `nil` when it is.
    var unverified: String?

    /// The mapping for `attribute`, or `nil` when it makes no field.
    static func of(_ attribute: Attribute) -> CloudKitAttributeMapping? {
        var mapping: CloudKitAttributeMapping
        switch attribute.type {
        case .string:
            // T1: done-and-done:13, hibi:4 (companion in hibi:5).
            mapping = .init(type: .string, qualifiers: CloudKitQualifier.text, hasAssetCompanion: true)
        case .uuid:
            // T2: done-and-done:7, wockett CD_id; never a companion.
            mapping = .init(type: .string, qualifiers: CloudKitQualifier.text, hasAssetCompanion: false)
        case .integer16, .integer32, .integer64, .boolean:
            // T3: done-and-done:8 (Boolean), :11 (Integer 32); hibi Int.
            mapping = .init(type: .int64, qualifiers: CloudKitQualifier.ordered, hasAssetCompanion: false)
        case .double:
            // T4: tides-swift:7-8, hibi CD_x.
            mapping = .init(type: .double, qualifiers: CloudKitQualifier.ordered, hasAssetCompanion: false)
        case .decimal:
            // T4: a SwiftData Decimal (a held-out export named in MAPPING.md), not a Core Data model.
            mapping = .init(type: .double, qualifiers: CloudKitQualifier.ordered, hasAssetCompanion: false,
                            unverified: "Decimal as DOUBLE is seen only for a SwiftData Decimal")
        case .float:
            mapping = .init(type: .double, qualifiers: CloudKitQualifier.ordered, hasAssetCompanion: false,
                            unverified: "Float as DOUBLE is not shown by any export")
        case .date:
            // T5: done-and-done:4-5, tides-swift.
            mapping = .init(type: .timestamp, qualifiers: CloudKitQualifier.ordered, hasAssetCompanion: false)
        case .binary:
            // T6: hibi:7-8, wockett, tides-swift:10.
            mapping = .init(type: .bytes, qualifiers: CloudKitQualifier.ordered, hasAssetCompanion: true)
        case .transformable:
            // T7: SwiftData's Codable enums and arrays (held-out exports in MAPPING.md).
            mapping = .init(type: .bytes, qualifiers: CloudKitQualifier.ordered, hasAssetCompanion: true)
            if let transformer = attribute.valueTransformerName, !Self.archivingTransformers.contains(transformer) {
                mapping.unverified = "a custom value transformer (\(transformer)) is not shown by any export"
            }
        case .uri:
            mapping = .init(type: .string, qualifiers: CloudKitQualifier.text, hasAssetCompanion: false,
                            unverified: "URI as STRING is not shown by any export")
        case .composite:
            mapping = .init(type: .bytes, qualifiers: CloudKitQualifier.ordered, hasAssetCompanion: false,
                            unverified: "a composite attribute as one BYTES field is not shown by any export")
        case .objectID, .undefined, .unknown:
            return nil
        }
        if attribute.allowsCloudEncryption {
            // CloudKit cannot index encrypted values, so no qualifiers.
            mapping.type = mapping.type.encrypted
            mapping.qualifiers = []
            mapping.hasAssetCompanion = false
            mapping.unverified = "encrypted fields (allowsCloudEncryption) are not shown by any export"
        }
        return mapping
    }

    /// The transformers Core Data's own archiving uses: no custom code runs.
    /// Models name them by class or by the Swift constant's name (momc-pairs
    /// graphnext: `NSSecureUnarchiveFromDataTransformerName`).
    static let archivingTransformers: Set<String> = [
        "NSSecureUnarchiveFromData", "NSSecureUnarchiveFromDataTransformer", "NSSecureUnarchiveFromDataTransformerName",
        "NSKeyedUnarchiveFromData", "NSKeyedUnarchiveFromDataTransformerName",
    ]
}
