// Whether SwiftData wrote a store, from what it leaves in it rather than a
// guess: SwiftData always records its schema's `versionIdentifier` (default
// `1.0.0`) in `NSStoreModelVersionIdentifiers`, and always turns on
// persistent history (the ACHANGE/ATRANSACTION tables). Both SwiftData stores
// in ../shared/swiftdata/stores carry both (frameworks 1414 and 1523); none of
// the ten Core Data stores in ../shared/ddl-pairs carries either (all record
// `[""]`, none has history). A Core Data app that sets a model identifier
// and turns history on has both too, so the store check says "marks of
// SwiftData", not "written by SwiftData".
import MomgenDDL

/// SwiftData's marks in a store.
public enum StoreSwiftDataMarks {
    /// The tables persistent history adds, which SwiftData always turns on.
    static let historyTables: Set<String> = ["ACHANGE", "ATRANSACTION"]

    /// Whether the store records a version identifier and has persistent history.
    public static func present(metadata: StoreMetadata, tables: [String]) -> Bool {
        let recordsIdentifier = metadata.versionIdentifiers.contains { !$0.isEmpty }
        return recordsIdentifier && historyTables.isSubset(of: Set(tables.map { $0.uppercased() }))
    }
}
