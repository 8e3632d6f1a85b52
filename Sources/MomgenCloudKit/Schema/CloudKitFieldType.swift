// A field's data type as the CloudKit Schema Language spells it.

/// A CloudKit field type: `STRING`, `INT64`, `LIST<INT64>`, `ENCRYPTED BYTES`, ….
///
/// Kept as its canonical spelling (single spaces, upper case) so that a type
/// read from an export and one built from a model compare as text.
public struct CloudKitFieldType: Hashable, Sendable, CustomStringConvertible {
    public let spelling: String

    public init(_ spelling: String) {
        self.spelling = spelling
    }

    public var description: String { spelling }

    public static let string = CloudKitFieldType("STRING")
    public static let int64 = CloudKitFieldType("INT64")
    public static let double = CloudKitFieldType("DOUBLE")
    public static let timestamp = CloudKitFieldType("TIMESTAMP")
    public static let bytes = CloudKitFieldType("BYTES")
    public static let asset = CloudKitFieldType("ASSET")
    public static let reference = CloudKitFieldType("REFERENCE")

    /// The same type stored encrypted (`allowsCloudEncryption`).
    public var encrypted: CloudKitFieldType { CloudKitFieldType("ENCRYPTED " + spelling) }
}
