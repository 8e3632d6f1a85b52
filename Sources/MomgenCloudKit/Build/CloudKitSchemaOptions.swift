// What the builder needs beyond the model: facts about the app the model
// file does not record.

/// The creation mode, sharing, and which configuration syncs.
///
/// For example, `CloudKitSchemaOptions(mode: .justInTime, sharing: true)` for
/// an app that shares records through `NSPersistentCloudKitContainer`.
public struct CloudKitSchemaOptions: Hashable, Sendable {
    public var mode: CloudKitMode
    /// The app shares records (`CKShare`): adds `"cloudkit.share"`, and in
    /// just-in-time mode `CD_moveReceipt` (done-and-done:10,30,56-69).
    public var sharing: Bool
    /// The configuration whose entities sync; `nil` picks the model's
    /// CloudKit configurations, or every entity when there are none.
    public var configuration: String?

    public init(mode: CloudKitMode = .justInTime, sharing: Bool = false, configuration: String? = nil) {
        self.mode = mode
        self.sharing = sharing
        self.configuration = configuration
    }
}
