// Bounds on an untrusted `.ckdb` file, so a hostile or broken export cannot
// make the reader use unbounded time or memory.

/// The largest `.ckdb` input the reader accepts.
///
/// For example, the largest real export in ../shared/cloudkit is 12 KB; the
/// defaults leave three orders of magnitude of room.
public struct CKDBLimits: Hashable, Sendable {
    /// Bytes in the file.
    public var maxBytes = 16 << 20
    /// Characters in one name.
    public var maxNameLength = 255
    /// Record types and roles in the file.
    public var maxRecordTypes = 20_000
    /// Members (fields and grants) in one record type.
    public var maxMembers = 10_000

    public init() {}
}
