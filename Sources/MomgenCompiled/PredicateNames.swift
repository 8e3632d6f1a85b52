// Key paths, variable names and class names from an archived predicate as
// the format string must spell them to parse back to the same structure
// (issue 34 item 11: a key path `a OR b` written bare turned an AND into an
// OR chain). As NSPredicate's own format strings do, a component that is a
// reserved word is escaped with `#` (`#IN`), and a name that is no plain
// identifier at all is written as a quoted string, so it stays one operand;
// the formatter notes each such name, since a string is not a key path.

enum PredicateNames {
    /// Words NSPredicate's parser reads as operators or literals (compared
    /// case-insensitively): a key path component spelled so would change the
    /// predicate's structure. `SELF` is left alone: it leads key paths.
    static let reservedWords: Set<String> = [
        "AND", "OR", "NOT", "IN", "ALL", "ANY", "SOME", "NONE", "LIKE", "MATCHES", "CONTAINS", "BEGINSWITH",
        "ENDSWITH", "BETWEEN", "NULL", "NIL", "TRUE", "FALSE", "YES", "NO", "TRUEPREDICATE", "FALSEPREDICATE",
        "SUBQUERY",
    ]

    /// `text` as a plain identifier: a letter or `_`, then letters, digits
    /// and `_`.
    static func isIdentifier(_ text: Substring) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return scalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
    }

    /// A key path as written in a format string, or `nil` when it cannot be
    /// written as one (the caller quotes it). Components may start with `@`
    /// (collection operators, `@count`) and the first with `$` (a variable,
    /// `$FETCH_SOURCE.team`).
    static func keyPath(_ path: String) -> String? {
        guard !path.isEmpty else { return nil }
        var written: [String] = []
        for (position, component) in path.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
            var name = component
            var prefix = ""
            if let first = name.first, first == "@" || (first == "$" && position == 0) {
                prefix = String(first)
                name = name.dropFirst()
            }
            guard isIdentifier(name) else { return nil }
            let escape = prefix.isEmpty && name.utf8.count <= 16 && reservedWords.contains(name.uppercased()) ? "#" : ""
            written.append(escape + prefix + name)
        }
        return written.joined(separator: ".")
    }

    /// An Objective-C selector as a function expression names it (`count:`,
    /// `now`): identifier parts each followed by a colon, or one identifier.
    static func isSelector(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 256 else { return false }
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1 { return isIdentifier(parts[0]) }
        return parts.last == "" && parts.dropLast().allSatisfy(isIdentifier)
    }

    /// A variable's name after `$`, or `nil` when it is no identifier.
    static func variable(_ name: String) -> String? {
        isIdentifier(Substring(name)) ? "$" + name : nil
    }
}
