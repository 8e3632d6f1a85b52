// The fields and record types CloudKit itself defines, exactly as the
// exports list them (MAPPING.md R2-R4, R7 in ../shared/cloudkit).

/// CloudKit's own fields, grants and record types.
public enum CloudKitSystemTypes {
    /// The six implicit fields of every record type, no qualifiers (done-and-done:14-19).
    public static let systemFields: [CloudKitField] = [
        ("___createTime", CloudKitFieldType.timestamp), ("___createdBy", .reference), ("___etag", .string),
        ("___modTime", .timestamp), ("___modifiedBy", .reference), ("___recordID", .reference),
    ].map { CloudKitField(name: $0.0, type: $0.1, origin: .system) }

    /// The grants on every `CD_` type, in export order (done-and-done:20-22).
    public static let mirroredGrants = [#"WRITE TO "_creator""#, #"CREATE TO "_icloud""#, #"READ TO "_world""#]

    /// `Users`: the system fields and `roles LIST<INT64>` (done-and-done:44-54).
    public static let users = CloudKitRecordType(
        name: "Users",
        fields: systemFields + [CloudKitField(name: "roles", type: CloudKitFieldType("LIST<INT64>"), origin: .system)],
        grants: [#"WRITE TO "_creator""#, #"READ TO "_world""#]
    )

    /// `"cloudkit.share"`, present when the app shares records (done-and-done:56-69).
    public static let share = CloudKitRecordType(
        name: "cloudkit.share",
        fields: systemFields + [
            CloudKitField(name: "cloudkit.thumbnailImageData", type: .bytes, origin: .system),
            CloudKitField(name: "cloudkit.title", type: .string, origin: .system),
            CloudKitField(name: "cloudkit.type", type: .string, origin: .system),
        ],
        grants: mirroredGrants
    )

    /// The prefix Core Data's mirroring puts before entity and property names.
    public static let prefix = "CD_"
    /// The suffix of an asset companion field.
    public static let assetSuffix = "_ckAsset"
}
