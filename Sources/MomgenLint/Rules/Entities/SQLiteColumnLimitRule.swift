// sqlite-column-limit: a hierarchy whose one table has more columns than
// SQLite allows. Core Data cannot create such a store, so the app fails on
// its first launch; the DDL momgen prints for it fails in SQLite the same way.
import MomgenDiagnostics
import MomgenModel

/// Flags hierarchies whose table would exceed SQLite's column limit.
///
/// SQLite refuses `CREATE TABLE` with more than `SQLITE_MAX_COLUMN` columns
/// (2,000 unless SQLite is compiled otherwise; Core Data uses the system's
/// SQLite). The count includes `Z_PK`, `Z_ENT`, `Z_OPT` and the extra columns
/// of to-ones, which the model editor never shows.
struct SQLiteColumnLimitRule: Rule {
    let description = RuleDescription(
        id: "sqlite-column-limit", family: .entities, severity: .error,
        rationale: "Core Data stores a whole hierarchy in one table, and SQLite refuses a table with more than 2,000 columns, so the store cannot be created",
        fixHint: "split the hierarchy into separate roots, or move attributes into related entities",
        options: [RuleOptionDescription("max-columns", default: "2000", "SQLite's column limit (SQLITE_MAX_COLUMN of the SQLite the app uses)")],
        evidence: RuleEvidence(.runtimeFails, "the CREATE TABLE for the hierarchy's table fails with SQLite's 'too many columns' error, so adding the store fails",
                              source: "SQLite's documented limit SQLITE_MAX_COLUMN, default 2,000 (sqlite.org/limits.html); Core Data maps a whole hierarchy to one table (docs/ddl.md, ../shared/ddl-pairs)"),
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Shape">
                <attribute name="x" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            <entity name="Circle" parentEntity="Shape">
                <attribute name="radius" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            """, options: "max-columns: 4"),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Shape">
                <attribute name="x" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            <entity name="Circle" parentEntity="Shape">
                <attribute name="radius" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="cache" optional="YES" transient="YES" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            """, options: "max-columns: 5"),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let limit = context.options.int("max-columns", default: 2000)
        let counter = HierarchyColumns(model: context.model)
        return context.entities.filter { $0.parent == nil }.compactMap { root in
            let columns = counter.count(root: root)
            guard columns > limit else { return nil }
            let scope = root.descendants.isEmpty ? "entity '\(root.name)'" : "hierarchy under '\(root.name)'"
            return Finding("the table of the \(scope) needs \(columns) columns, more than SQLite's limit of \(limit); Core Data cannot create the store",
                           at: root.declared.location, entity: root.name)
        }
    }
}
