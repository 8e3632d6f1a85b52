// render: CloudKit schema → `.ckdb` text, laid out as `cktool export-schema`
// writes it (MAPPING.md L1-L4 in ../shared/cloudkit):
//
//     DEFINE SCHEMA
//
//         RECORD TYPE CD_Item (
//             CD_entityName   STRING QUERYABLE SEARCHABLE SORTABLE,
//             "___createTime" TIMESTAMP,
//             GRANT WRITE TO "_creator"
//         );
//
// Record types and fields sorted by raw name byte by byte, names padded to
// the longest name of the type plus one space, members comma-separated.

/// Prints a `CloudKitSchema` as `.ckdb` text.
public struct CKDBRenderer: Sendable {
    public init() {}

    /// The whole file. Unverified rows come first as `//` comments (which
    /// the language allows and cktool drops on import), so that a schema
    /// with none is byte for byte what cktool exports.
    public func render(_ schema: CloudKitSchema) -> String {
        var out = ""
        for line in schema.unverified {
            out += "// momgen: unverified: " + String(line.map { $0 == "\n" || $0 == "\r" ? " " : $0 }) + "\n"
        }
        out += "DEFINE SCHEMA\n"
        if !schema.roles.isEmpty {
            out += "\n"
            for role in schema.roles { out += "    CREATE ROLE \(CKDBName.written(role));\n" }
        }
        let types = schema.recordTypes.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        for type in types {
            out += "\n" + render(type)
        }
        return out
    }

    /// One `RECORD TYPE` block, ending with `);` and a newline.
    public func render(_ type: CloudKitRecordType) -> String {
        let fields = type.fields.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        let width = (fields.map { CKDBName.written($0.name).count }.max() ?? 0) + 1
        var members: [String] = fields.map { field in
            let name = CKDBName.written(field.name)
            let qualifiers = field.qualifiers.sorted().map(\.rawValue)
            return name + String(repeating: " ", count: width - name.count) + ([field.type.spelling] + qualifiers).joined(separator: " ")
        }
        members += type.grants.map { "GRANT " + $0 }
        var out = "    RECORD TYPE \(CKDBName.written(type.name)) (\n"
        for (index, member) in members.enumerated() {
            out += "        " + member + (index == members.count - 1 ? "" : ",") + "\n"
        }
        return out + "    );\n"
    }
}
