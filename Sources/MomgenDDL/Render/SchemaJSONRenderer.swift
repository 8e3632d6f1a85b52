// emit (DDL), JSON form: `StoreSchema` → a JSON document listing entities,
// tables, columns and indexes with their model origins, for other tools.
// The format is documented in docs/ddl.md.

import MomgenDiagnostics

/// Renders a schema as JSON (deterministic, same bytes on every platform).
public struct SchemaJSONRenderer: Sendable {
    /// The format version; bumped when a key changes meaning or disappears.
    public static let formatVersion = 1

    public var layout: CoreDataLayout

    public init(layout: CoreDataLayout = CoreDataLayout()) {
        self.layout = layout
    }

    public func render(_ schema: StoreSchema) -> String {
        var header: [(String, JSONValue)] = [
            ("format", .string("momgen-ddl")),
            ("formatVersion", .int(Self.formatVersion)),
            ("indexNaming", .string(layout.indexNaming.rawValue)),
        ]
        // Only with --framework-version, so today's documents keep their bytes.
        if let version = layout.frameworkVersion { header.append(("frameworkVersion", .int(version))) }
        return JSONValue.object(header + [
            ("entities", .array(schema.entities.map(entity))),
            ("tables", .array(schema.allTables.map(table))),
            ("indexes", .array(schema.indexes.map(index))),
            ("notes", .array(schema.notes.map(note))),
        ]).rendered()
    }

    private func entity(_ row: PrimaryKeyRow) -> JSONValue {
        .object([("ent", .int(row.entityNumber)), ("name", .string(row.name)), ("super", .int(row.superNumber))])
    }

    private func table(_ table: SchemaTable) -> JSONValue {
        .object([
            ("name", .string(table.name)),
            ("kind", .string(table.kind.rawValue)),
            ("origin", origin(table.origin)),
            ("columns", .array(table.columns.map { column in
                .object([
                    ("name", .string(column.name)),
                    ("type", .string(column.type)),
                    ("primaryKey", .bool(column.isPrimaryKey)),
                    ("origin", origin(column.origin)),
                ])
            })),
            ("primaryKey", .array(table.primaryKey.map(JSONValue.string))),
            ("sql", .string(SQLStatement.create(table))),
        ])
    }

    private func index(_ index: SchemaIndex) -> JSONValue {
        .object([
            ("name", .string(index.name)),
            ("table", .string(index.table)),
            ("unique", .bool(index.isUnique)),
            ("columns", .array(index.columns.map { column in
                .object([("name", .string(column.name)), ("order", .optional(column.order?.rawValue))])
            })),
            ("origin", origin(index.origin)),
            ("sql", .string(SQLStatement.create(index))),
        ])
    }

    private func origin(_ origin: SchemaOrigin) -> JSONValue {
        .object([
            ("kind", .string(origin.kind.rawValue)),
            ("entity", .optional(origin.entity)),
            ("properties", .array(origin.properties.map(JSONValue.string))),
            ("detail", .string(origin.detail)),
        ])
    }

    private func note(_ note: SchemaNote) -> JSONValue {
        .object([("entity", .optional(note.entity)), ("property", .optional(note.property)), ("message", .string(note.message))])
    }
}
