// What Core Data itself does not keep stable from store to store (R5, R11
// and R3 in ../shared/research/coredata-sqlite-layout.md), so a comparison
// that reported it would cry wolf: the order of a table's `Z_FOK_` columns
// among themselves, the side a reflexive many-to-many names its join table
// after, and an entity's old name kept in `Z_PRIMARYKEY` after a rename.

/// Recognises store/schema differences that are equivalent.
enum StoreEquivalence {
    /// Whether two `CREATE TABLE` texts are the same once the `Z_FOK_`
    /// column definitions are put in one order among themselves (each keeps
    /// the slots the `Z_FOK_` columns occupy).
    ///
    /// For example, `( Z_PK INTEGER, Z_FOK_B INTEGER, Z_FOK_A INTEGER )` and
    /// `( Z_PK INTEGER, Z_FOK_A INTEGER, Z_FOK_B INTEGER )`.
    static func sameUpToOrderingColumns(_ expected: String, _ actual: String) -> Bool {
        normalisingOrderingColumns(expected) == normalisingOrderingColumns(actual)
    }

    private static func normalisingOrderingColumns(_ statement: String) -> String {
        guard let open = statement.firstIndex(of: "("), let close = statement.lastIndex(of: ")"), open < close else {
            return statement
        }
        var parts = statement[statement.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        // Each slot keeps its own spacing (the last column has the space
        // before `)`); only the column definitions trade places.
        let slots = parts.indices.filter { parts[$0].trimmingSpaces.hasPrefix("Z_FOK_") }
        let sorted = slots.map { parts[$0].trimmingSpaces }.sorted()
        for (slot, text) in zip(slots, sorted) {
            parts[slot] = parts[slot].replacingCore(with: text)
        }
        return String(statement[...open]) + parts.joined(separator: ",") + String(statement[close...])
    }

    /// The store table a missing reflexive join table was created under:
    /// the table named after the pair's other relationship, which has the same
    /// two key columns (both sides on one entity, so both numbered alike).
    ///
    /// For example, the schema's `Z_2LINKS (Z_2LINKEDFROM, Z_2LINKS)` and a
    /// store's `Z_2LINKEDFROM (Z_2LINKS, Z_2LINKEDFROM)`.
    static func reflexiveJoinTable(for table: SchemaTable, among candidates: [String], columns: [String: [(name: String, type: String)]]) -> String? {
        guard table.kind == .join, table.primaryKey.count == 2,
              let first = entityNumber(of: table.primaryKey[0]), first == entityNumber(of: table.primaryKey[1]) else {
            return nil
        }
        let expected = Set(table.columns.map(\.name))
        return candidates.first { name in
            Set((columns[name] ?? []).map(\.name)) == expected
        }
    }

    /// The store table a missing non-reflexive join table stands under when
    /// the pair's other relationship names it: `Z_<b><INVERSE>` for the
    /// schema's `Z_<a><OWNER> (Z_<a><INVERSE>, Z_<b><OWNER>)`, with the same
    /// two key columns, either of which may carry a numeric suffix of the
    /// store's own name allocation.
    ///
    /// For example, a fresh store's `Z_13TASKS (Z_13TAGS, Z_14TASKS)` and a
    /// migrated store's `Z_14TAGS (Z_14TASKS, Z_13TAGS2)`.
    static func otherSideJoinTable(for table: SchemaTable, among candidates: [String], columns: [String: [(name: String, type: String)]]) -> String? {
        guard table.kind == .join, table.primaryKey.count == 2,
              let first = entityNumber(of: table.primaryKey[0]), let second = entityNumber(of: table.primaryKey[1]), first != second else {
            return nil
        }
        let inverse = table.primaryKey[0].dropFirst("Z_\(first)".count)
        let name = "Z_\(second)" + inverse
        guard !inverse.isEmpty, candidates.contains(name), let actual = columns[name] else { return nil }
        let expected = Set(table.columns.map { withoutAllocationSuffix($0.name) })
        return Set(actual.map { withoutAllocationSuffix($0.name) }) == expected && actual.count == table.columns.count ? name : nil
    }

    /// `Z_13TAGS` for `Z_13TAGS2`: a key column without the digits a store
    /// appends when the name is taken; a name that is only `Z_<n>` is kept.
    private static func withoutAllocationSuffix(_ column: String) -> String {
        let trimmed = String(column.reversed().drop { $0.isNumber }.reversed())
        return trimmed.last.map { $0.isLetter } == true ? trimmed : column
    }

    /// The legacy form (fw ≤ 754, R12) of an indexed attribute's modern index.
    ///
    /// For example, `ZNOTE_ZTITLE_INDEX ON ZNOTE (ZTITLE)` for
    /// `Z_Note_title ON ZNOTE (ZTITLE COLLATE BINARY ASC)`.
    static func legacyIndex(for index: SchemaIndex) -> SchemaIndex? {
        guard index.columns.count == 1, let column = index.columns.first else { return nil }
        return SchemaIndex(name: "\(index.table)_\(column.name)_INDEX", table: index.table, columns: [.init(column.name)], origin: index.origin)
    }

    /// `2` for `Z_2LINKS`; nil when the column is not a `Z_<n>…` key column.
    private static func entityNumber(of column: String) -> Int? {
        guard column.hasPrefix("Z_") else { return nil }
        let digits = column.dropFirst(2).prefix { $0.isNumber }
        return digits.isEmpty ? nil : Int(digits)
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// The string with its text between leading and trailing spaces replaced.
    func replacingCore(with text: String) -> String {
        let leading = prefix { $0 == " " }, trailing = reversed().prefix { $0 == " " }
        return leading + text + String(trailing)
    }
}
