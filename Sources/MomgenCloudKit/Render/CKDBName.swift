// The one place that decides how a name is written in `.ckdb` text.
//
// The CloudKit Schema Language (Apple, "Integrating a Text-Based Schema into
// Your Workflow") allows bare identifiers `[A-Za-z][A-Za-z0-9_]*` that are not
// reserved words; anything else, and system names with a leading underscore,
// is double-quoted (done-and-done:14-19 `"___createTime"`, :56 `"cloudkit.share"`).

/// Quoting for record type, field and role names.
public enum CKDBName {
    /// Words of the language that a name must not be bare: Apple lists
    /// grant, preferred, queryable, sortable and searchable.
    static let reserved: Set<String> = ["grant", "preferred", "queryable", "sortable", "searchable"]

    /// `name` as cktool writes it: bare when it may be, quoted otherwise.
    public static func written(_ name: String) -> String {
        isBare(name) ? name : "\"" + name + "\""
    }

    /// Whether `name` may appear without quotes.
    public static func isBare(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter else { return false }
        guard name.unicodeScalars.allSatisfy({ $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }) else { return false }
        return !reserved.contains(name.lowercased())
    }
}

extension Unicode.Scalar {
    /// `a-z` or `A-Z`.
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
