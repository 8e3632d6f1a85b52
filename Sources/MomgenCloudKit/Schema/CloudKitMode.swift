// The two ways a Development schema comes to exist, which decide the fields
// beyond the model's own (MAPPING.md J1, J2, D1, D2 in ../shared/cloudkit).

/// How the schema was created.
///
/// For example, hibi's schema was made by `initializeCloudKitSchema` and has a
/// `_ckAsset` companion for every String and Binary field; done-and-done's was
/// made just in time and has none.
public enum CloudKitMode: String, CaseIterable, Hashable, Sendable {
    /// `NSPersistentCloudKitContainer.initializeCloudKitSchema()`: every
    /// entity and attribute, a `<field>_ckAsset` for every String and bytes
    /// field, and `CD_moveReceipt` with its companion in every type.
    case initialize
    /// Records synced in Development create fields as they carry values: the
    /// model's fields only, no companions, `CD_moveReceipt` only when sharing.
    case justInTime = "just-in-time"
}
