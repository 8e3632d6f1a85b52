// A small NSPredicate tokenizer: finds the key paths a predicate string names,
// so rules can check them against the fetched entity. It is deliberately
// conservative: anything it does not understand is skipped, never reported.

/// Extracts key paths from predicate format strings.
enum PredicateKeyPaths {
    /// Reserved words of the predicate grammar (compared uppercased).
    static let reserved: Set<String> = [
        "AND", "OR", "NOT", "IN", "LIKE", "CONTAINS", "BEGINSWITH", "ENDSWITH", "MATCHES", "ANY", "ALL", "NONE", "SOME",
        "TRUE", "FALSE", "YES", "NO", "NIL", "NULL", "SELF", "FIRST", "LAST", "SIZE", "BETWEEN", "TRUEPREDICATE",
        "FALSEPREDICATE", "SUBQUERY", "FUNCTION", "CAST", "UTI-CONFORMS-TO", "UTI-EQUALS", "DIACRITIC", "CASE",
        "INSENSITIVE", "ASC", "DESC", "FETCH",
    ]

    /// The key paths in `predicate`, each as its components (`SELF.` removed).
    /// Variables (`$x`), strings, numbers, format specifiers, function calls and
    /// anything inside a SUBQUERY are skipped.
    static func keyPaths(in predicate: String) -> [[String]] {
        let scalars = Array(predicate.unicodeScalars)
        var paths: [[String]] = []
        var index = 0
        var subqueryDepth = 0
        var parenDepth = 0
        var subqueryParen: [Int] = []
        func isIdentStart(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" || c == "@" || c == "#" }
        func isIdent(_ c: Unicode.Scalar) -> Bool { isIdentStart(c) || ("0"..."9").contains(c) }
        while index < scalars.count {
            let c = scalars[index]
            if c == "\"" || c == "'" {
                index += 1
                while index < scalars.count, scalars[index] != c {
                    if scalars[index] == "\\" { index += 1 }
                    index += 1
                }
                index += 1
            } else if c == "[" {
                // Comparison modifiers ([cd]) and index subscripts ([0], [SIZE]).
                while index < scalars.count, scalars[index] != "]" { index += 1 }
                index += 1
            } else if c == "(" {
                parenDepth += 1; index += 1
            } else if c == ")" {
                if subqueryParen.last == parenDepth { subqueryParen.removeLast(); subqueryDepth -= 1 }
                parenDepth -= 1; index += 1
            } else if c == "$" || c == "%" || ("0"..."9").contains(c) {
                // A variable, format specifier or number, with any trailing key path.
                index += 1
                while index < scalars.count, isIdent(scalars[index]) || scalars[index] == "." { index += 1 }
            } else if isIdentStart(c) {
                var components: [String] = []
                var current = ""
                while index < scalars.count, isIdent(scalars[index]) || scalars[index] == "." {
                    if scalars[index] == "." { components.append(current); current = "" } else { current.unicodeScalars.append(scalars[index]) }
                    index += 1
                }
                components.append(current)
                var next = index
                while next < scalars.count, scalars[next] == " " { next += 1 }
                let isCall = next < scalars.count && scalars[next] == "("
                let head = components[0].uppercased()
                if head == "SUBQUERY" && isCall { subqueryParen.append(parenDepth + 1); subqueryDepth += 1; continue }
                if isCall || subqueryDepth > 0 || components.contains(where: \.isEmpty) { continue }
                if head == "SELF" { components.removeFirst() }
                guard let first = components.first, !reserved.contains(first.uppercased()),
                      !first.hasPrefix("@"), !first.hasPrefix("#") else { continue }
                paths.append(components)
            } else {
                index += 1
            }
        }
        return paths
    }
}
