// The real (model, store) pairs in ../shared/ddl-pairs, each with the model
// version its store was written with, read from the README's table.
import Foundation

/// One ddl-pair: its folder and the matched model version.
public struct DDLPair {
    public var slug: String
    public var folder: URL
    public var bundle: String
    public var version: String

    public var schemaSQL: URL { folder.appendingPathComponent("schema.sql") }
    public var primaryKeyText: URL { folder.appendingPathComponent("primarykey.txt") }
    public var storeFolder: URL { folder.appendingPathComponent("store") }
    public var versionHashesText: URL { folder.appendingPathComponent("versionhashes.txt") }
    public var metadataJSON: URL { folder.appendingPathComponent("metadata.json") }

    /// Every pair listed in the README table. Rows look like
    /// ``| `slug` | repo | `Bundle.xcdatamodeld` (`Version.xcdatamodel`…) | fw | kind | … |``;
    /// the bundle is the one `.xcdatamodeld` in the pair's `model/` folder.
    public static func all() throws -> [DDLPair] {
        let root = TestPaths.shared.appendingPathComponent("ddl-pairs")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var pairs: [DDLPair] = []
        for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let slug = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            // The matched version is the backticked name ending in `.xcdatamodel`;
            // rows after the first of a repository say "same bundle".
            let ticks = cells[2].components(separatedBy: "`")
            guard let version = ticks.first(where: { $0.hasSuffix(".xcdatamodel") }) else { continue }
            let folder = root.appendingPathComponent(slug)
            let model = folder.appendingPathComponent("model")
            let bundle = try FileManager.default.contentsOfDirectory(atPath: model.path).first { $0.hasSuffix(".xcdatamodeld") } ?? ""
            pairs.append(DDLPair(slug: slug, folder: folder, bundle: model.appendingPathComponent(bundle).path,
                                 version: String(version.dropLast(".xcdatamodel".count))))
        }
        return pairs
    }

    /// `schema.sql` as statements (without `;`) keyed by the table or index name.
    public func expectedStatements() throws -> [String: String] {
        var result: [String: String] = [:]
        for line in try String(contentsOf: schemaSQL, encoding: .utf8).split(separator: "\n") where !line.isEmpty {
            let words = line.split(separator: " ")
            // CREATE TABLE name … / CREATE INDEX name … / CREATE UNIQUE INDEX name …
            let name = words[1] == "UNIQUE" ? words[3] : words[2]
            result[String(name)] = String(line.hasSuffix(";") ? line.dropLast() : line[...])
        }
        return result
    }

    /// `primarykey.txt` rows as `Z_ENT|Z_NAME|Z_SUPER` (Z_MAX depends on the data).
    public func expectedEntities() throws -> [String] {
        try String(contentsOf: primaryKeyText, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: "|", omittingEmptySubsequences: false).prefix(3).joined(separator: "|")
        }
    }

    /// The `.sqlite` file among the store files.
    public func storeFileName() throws -> String {
        try FileManager.default.contentsOfDirectory(atPath: storeFolder.path).first { $0.hasSuffix(".sqlite") } ?? ""
    }
}
