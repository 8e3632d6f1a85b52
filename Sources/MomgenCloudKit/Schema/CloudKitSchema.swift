// The CloudKit schema a model makes: the value the builder produces, the
// renderer prints as `.ckdb` text and the reader produces from an export, so
// that a model and a production schema are compared as the same kind of value.

/// A CloudKit container schema: roles and record types, as `cktool` exports it.
///
/// For example, a model with one entity `Item` is the record types `CD_Item`
/// and `Users`; `notes` says what momgen wrote without evidence behind it.
public struct CloudKitSchema: Hashable, Sendable {
    /// `CREATE ROLE` names, in file order (cktool keeps the order roles were made).
    public var roles: [String]
    public var recordTypes: [CloudKitRecordType]
    /// What momgen could not confirm from real exports, one sentence each;
    /// printed as comments so the text never presents a guess as exact.
    public var unverified: [String]

    public init(roles: [String] = [], recordTypes: [CloudKitRecordType], unverified: [String] = []) {
        self.roles = roles
        self.recordTypes = recordTypes
        self.unverified = unverified
    }

    /// The record type called `name`, if there is one.
    public func recordType(named name: String) -> CloudKitRecordType? {
        recordTypes.first { $0.name == name }
    }
}
