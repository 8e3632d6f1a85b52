// The fields of one record type while it is built: sub-entities of one root
// may declare the same property, which is one field in CloudKit.

/// Fields by name, first declaration kept.
struct CloudKitFieldSet {
    let recordType: String
    private var byName: [String: CloudKitField] = [:]

    init(recordType: String) {
        self.recordType = recordType
    }

    /// Adds `field`; a second field of the same name keeps the first, and a
    /// different type for it is recorded as unverified (one CloudKit field has one type).
    mutating func add(_ field: CloudKitField, unverified: inout [String]) {
        if let existing = byName[field.name] {
            if existing.type != field.type {
                unverified.append("\(recordType).\(field.name): declared as \(existing.type) by \(existing.entity ?? "?") and \(field.type) by \(field.entity ?? "?"); CloudKit keeps one type")
            }
            return
        }
        byName[field.name] = field
    }

    /// In cktool's order: by raw name, byte by byte (MAPPING.md L3).
    func sorted() -> [CloudKitField] {
        byName.values.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }
}
