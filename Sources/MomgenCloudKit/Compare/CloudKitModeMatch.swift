// Which creation mode a schema file matches, read from the fields only a
// mode writes: initializeCloudKitSchema gives every CD_ type a
// CD_moveReceipt_ckAsset (hibi: all 6 types); just-in-time gives none
// (done-and-done, wockett, tides-swift).

/// The mode a `.ckdb` file's `CD_` record types match.
public enum CloudKitModeMatch: Hashable, Sendable {
    case initialize
    case justInTime
    /// Some types look initialized and some not: types added at different times.
    case mixed(initialized: [String], justInTime: [String])
    /// No `CD_` record type at all.
    case none

    /// The match for `schema`.
    public static func of(_ schema: CloudKitSchema) -> CloudKitModeMatch {
        let mirrored = schema.recordTypes.filter { $0.name.hasPrefix(CloudKitSystemTypes.prefix) }
        guard !mirrored.isEmpty else { return .none }
        let initialized = mirrored.filter { $0.field(named: "CD_moveReceipt" + CloudKitSystemTypes.assetSuffix) != nil }.map(\.name)
        if initialized.count == mirrored.count { return .initialize }
        if initialized.isEmpty { return .justInTime }
        return .mixed(initialized: initialized, justInTime: mirrored.map(\.name).filter { !initialized.contains($0) })
    }

    /// One sentence for a report.
    public var summary: String {
        switch self {
        case .initialize: return "matches the initialize mode (CD_moveReceipt_ckAsset in every CD_ record type: made by initializeCloudKitSchema)"
        case .justInTime: return "matches the just-in-time mode (no CD_moveReceipt_ckAsset: fields were created by synced records)"
        case let .mixed(initialized, justInTime):
            return "mixes the modes: initialized \(initialized.joined(separator: ", ")); just-in-time \(justInTime.joined(separator: ", "))"
        case .none: return "has no CD_ record type (nothing Core Data's mirroring made)"
        }
    }
}
