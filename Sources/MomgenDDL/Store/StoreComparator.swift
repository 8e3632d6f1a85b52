// `momgen ddl --compare`: match the store's statements with the generated
// ones by table and index name (never by order, R15) and report what differs:
// missing or extra tables, columns, types, indexes, statement text, and the
// `Z_PRIMARYKEY` entities. Names and statements in the messages come from
// the store and the model and are escaped for the terminal (TerminalText).
import MomgenDiagnostics

/// A store's or model's string as it appears in a difference's message.
private func t(_ text: String) -> String { TerminalText.escaped(text) }
private func t(_ number: Int) -> String { String(number) }

/// Compares a store with a schema.
public struct StoreComparator: Sendable {
    public var layout: CoreDataLayout

    public init(layout: CoreDataLayout = CoreDataLayout()) {
        self.layout = layout
    }

    /// Reads the store (read-only) and compares it.
    public func compare(_ schema: StoreSchema, withStoreAt path: String) throws -> StoreComparison {
        compare(schema, with: try StoreSnapshot.read(path: path))
    }

    public func compare(_ schema: StoreSchema, with store: StoreSnapshot) -> StoreComparison {
        var differences: [StoreDifference] = []
        var ignored: [String] = []
        var equivalences: [String] = []
        var layoutDifferences: [String] = []
        let tables = schema.allTables
        var expectedTables = Set(tables.map(\.name)), expectedIndexes = Set(schema.indexes.map(\.name))
        // Store tables standing in for a reflexive join table of the schema.
        var aliasedTables: [String: String] = [:]
        for table in tables {
            guard let actual = store.tables[table.name] else {
                let candidates = store.tables.keys.sorted().filter { !expectedTables.contains($0) && !aliasedTables.values.contains($0) }
                if let alias = StoreEquivalence.reflexiveJoinTable(for: table, among: candidates, columns: store.columns) {
                    aliasedTables[table.name] = alias
                    equivalences.append("\(t(table.name)): the store names this reflexive many-to-many join table \(t(alias)), after the pair's other relationship; Core Data does not keep that choice stable")
                    continue
                }
                if let alias = StoreEquivalence.otherSideJoinTable(for: table, among: candidates, columns: store.columns) {
                    aliasedTables[table.name] = alias
                    layoutDifferences.append("\(t(table.name)): the store names this many-to-many join table \(t(alias)), after the pair's other relationship, "
                        + "with the same two entities' key columns; a fresh store of this model names it \(t(table.name)), and a real store "
                        + "created by migration was seen named the other way (Z_14TAGS (Z_14TASKS, Z_13TAGS2) for a fresh store's Z_13TASKS). "
                        + "Not an error: the table holds the same pair's keys under the other side's name; which side names a migrated store's table is not settled")
                    continue
                }
                differences.append(.init(kind: .missingTable, subject: table.name, message: "\(t(table.name)): missing table"))
                continue
            }
            differences += compareColumns(table, actual: store.columns[table.name] ?? [])
            let expected = SQLStatement.create(table)
            if actual.sql != expected {
                if StoreEquivalence.sameUpToOrderingColumns(expected, actual.sql) {
                    equivalences.append("\(t(table.name)): the Z_FOK_ columns stand in another order among themselves, which Core Data does not keep stable")
                    continue
                }
                differences.append(.init(kind: .tableText, subject: table.name,
                                         message: "\(t(table.name)): statement differs\n  expected: \(t(expected))\n  store:    \(t(actual.sql))"))
            }
        }
        expectedTables.formUnion(aliasedTables.values)
        // A reflexive join table's index is named after its table; with the
        // table, the index follows the other side's name too.
        for index in schema.indexes where store.indexes[index.name] == nil {
            guard let table = aliasedTables[index.table] else { continue }
            if let alias = store.indexes.values.sorted(by: { $0.name < $1.name }).first(where: { $0.table == table && !expectedIndexes.contains($0.name) }) {
                expectedIndexes.insert(alias.name)
                expectedIndexes.remove(index.name)
            }
        }
        // An indexed attribute's index under its legacy name (fw ≤ 754) in a
        // store of a newer framework: Core Data keeps it when a newer one
        // opens a store an older one created (beside the modern index, or
        // instead of it from a framework of the unobserved 755–846 range).
        for index in schema.indexes where index.origin.kind == .indexedProperty && layout.indexNaming == .modern {
            guard let legacy = StoreEquivalence.legacyIndex(for: index), let actual = store.indexes[legacy.name],
                  actual.sql == SQLStatement.create(legacy), !expectedIndexes.contains(legacy.name) else { continue }
            expectedIndexes.insert(legacy.name)
            let property = "\(index.origin.entity ?? "").\(index.origin.properties.joined(separator: "."))"
            if store.indexes[index.name] == nil {
                expectedIndexes.remove(index.name)
                equivalences.append("\(legacy.name): the index of the indexed attribute \(property) under its legacy name (frameworks up to 754), in place of \(index.name)")
            } else {
                equivalences.append("\(legacy.name): the index of the indexed attribute \(property) under its legacy name (frameworks up to 754), kept beside \(index.name) from a store an older framework created")
            }
        }
        for name in store.tables.keys.sorted() where !expectedTables.contains(name) {
            if layout.isStoreOptionTable(name) { ignored.append(name); continue }
            differences.append(.init(kind: .extraTable, subject: name, message: "\(t(name)): extra table in the store"))
        }
        for index in schema.indexes where expectedIndexes.contains(index.name) {
            let expected = SQLStatement.create(index)
            guard let actual = store.indexes[index.name] else {
                differences.append(.init(kind: .missingIndex, subject: index.name, message: "\(t(index.name)): missing index (\(t(expected)))"))
                continue
            }
            if actual.sql != expected {
                differences.append(.init(kind: .indexText, subject: index.name,
                                         message: "\(t(index.name)): index differs\n  expected: \(t(expected))\n  store:    \(t(actual.sql))"))
            }
        }
        for name in store.indexes.keys.sorted() where !expectedIndexes.contains(name) {
            let entry = store.indexes[name]!
            if layout.isStoreOptionTable(entry.table) { ignored.append(name); continue }
            differences.append(.init(kind: .extraIndex, subject: name, message: "\(t(name)): extra index in the store (\(t(entry.sql)))"))
        }
        differences += compareEntities(schema.entities, store.primaryKeyRows, storeTables: Set(store.tables.keys),
                                       equivalences: &equivalences, ignored: &ignored)
        var comparison = StoreComparison(differences: differences, ignored: ignored, tableCount: tables.count,
                                         indexCount: schema.indexes.count, entityCount: schema.entities.count)
        comparison.equivalences = equivalences
        comparison.layoutDifferences = layoutDifferences
        return comparison
    }

    private func compareColumns(_ table: SchemaTable, actual: [(name: String, type: String)]) -> [StoreDifference] {
        var result: [StoreDifference] = []
        var actualTypes: [String: String] = [:]
        for column in actual { actualTypes[column.name] = column.type }
        let expectedNames = Set(table.columns.map(\.name))
        for column in table.columns {
            guard let type = actualTypes[column.name] else {
                result.append(.init(kind: .missingColumn, subject: table.name, message: "\(t(table.name)): missing column \(t(column.name)) \(t(column.type))"))
                continue
            }
            if type != column.type {
                result.append(.init(kind: .columnType, subject: table.name,
                                    message: "\(t(table.name)): column \(t(column.name)) is \(t(type)) in the store, \(t(column.type)) in the model's schema"))
            }
        }
        for column in actual where !expectedNames.contains(column.name) {
            result.append(.init(kind: .extraColumn, subject: table.name, message: "\(t(table.name)): extra column \(t(column.name)) \(t(column.type))"))
        }
        return result
    }

    /// Compares `Z_ENT`, `Z_NAME` and `Z_SUPER`; `Z_MAX` depends on the data.
    ///
    /// Persistent history and CloudKit mirroring add entities of their own
    /// (`CHANGE`, `TRANSACTION`, `TRANSACTIONSTRING`, `NSCK…`, numbered from
    /// 16001 in real stores) with rows here and tables named `A` + the name
    /// in capitals. Such a row is the store option's, not the model's, when
    /// the store holds that option table: the store's own evidence, not the
    /// number or the name alone.
    private func compareEntities(_ expected: [PrimaryKeyRow], _ actual: [PrimaryKeyRow]?, storeTables: Set<String>,
                                 equivalences: inout [String], ignored: inout [String]) -> [StoreDifference] {
        guard let actual else {
            return [.init(kind: .noPrimaryKeyTable, subject: "Z_PRIMARYKEY", message: "Z_PRIMARYKEY: the store has no entity table")]
        }
        var result: [StoreDifference] = []
        var byNumber: [Int: PrimaryKeyRow] = [:]
        for row in actual { byNumber[row.entityNumber] = row }
        for row in expected {
            let subject = "Z_PRIMARYKEY \(row.entityNumber)"
            guard let found = byNumber.removeValue(forKey: row.entityNumber) else {
                result.append(.init(kind: .missingEntity, subject: subject, message: "\(t(subject)): missing entity \(t(row.name)) (super \(t(row.superNumber)))"))
                continue
            }
            if found.name != row.name, found.name == row.formerName, found.superNumber == row.superNumber {
                equivalences.append("\(t(subject)): the store keeps the name \(t(found.name)) for \(t(row.name)), which names it as its renaming identifier (a migrated store keeps the old name)")
                continue
            }
            if found.name != row.name || found.superNumber != row.superNumber {
                result.append(.init(kind: .entityMismatch, subject: subject, message:
                    "\(t(subject)): the store has \(t(found.name)) (super \(t(found.superNumber))), the model \(t(row.name)) (super \(t(row.superNumber)))"))
            }
        }
        for row in byNumber.values.sorted(by: { $0.entityNumber < $1.entityNumber }) {
            let subject = "Z_PRIMARYKEY \(row.entityNumber)"
            let optionTable = "A" + row.name.uppercased()
            if layout.isStoreOptionTable(optionTable), storeTables.contains(optionTable) {
                ignored.append("\(subject) \(row.name)")
                continue
            }
            result.append(.init(kind: .extraEntity, subject: subject, message: "\(t(subject)): extra entity \(t(row.name)) in the store"))
        }
        return result
    }
}
