// Finds the `$variables` of a fetch request template's predicate and the key
// path each is compared with, so the generated function can type its
// parameters. A small tokenizer, not an NSPredicate parser: what it cannot
// type is `Any`.

/// A substitution variable of a predicate.
public struct PredicateVariable: Sendable, Equatable {
    /// The name without `$`, e.g. `NAME` for `$NAME`.
    public let name: String
    /// The key path it is compared with, when the predicate says (`name` in `name == $NAME`).
    public let keyPath: String?
    /// The operator it is compared with (`==`, `BEGINSWITH`, `IN`, …), uppercased.
    public let comparison: String?
}

/// Reads substitution variables from predicate text.
public struct PredicateVariables: Sendable {
    /// Variables Core Data fills itself, never parameters.
    public static let builtIn: Set<String> = ["FETCH_SOURCE", "FETCHED_PROPERTY"]

    static let comparisons: Set<String> = [
        "==", "=", "!=", "<>", "<", ">", "<=", ">=", "=<", "=>",
        "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "IN",
    ]

    public init() {}

    /// The variables of `predicate` in order of first appearance, each once.
    ///
    /// A `SUBQUERY(collection, $x, predicate)` binds `$x` inside its
    /// parentheses: `$x` and key paths on it (`$x.rank`) are the subquery's
    /// own iteration variable, not substitution variables. Elsewhere a key
    /// path after a variable (`$OWNER.name`) names the variable `OWNER`.
    public func variables(in predicate: String) -> [PredicateVariable] {
        let tokens = tokenize(predicate)
        let bound = subqueryBindings(tokens)
        var found: [PredicateVariable] = []
        // Position of each name in `found`: a predicate may use 100,000
        // variables, and a search of `found` per variable was quadratic.
        var position: [String: Int] = [:]
        for (index, token) in tokens.enumerated() where token.hasPrefix("$") {
            let name = Self.variableName(token)
            guard !name.isEmpty, !Self.builtIn.contains(name) else { continue }
            if bound.contains(where: { $0.range.contains(index) && $0.name == name }) { continue }
            var keyPath: String?, comparison: String?
            if token.dropFirst().contains(".") {
                // `$OWNER.name == …` compares a key path of the variable, not the variable.
            } else if index >= 2, let op = Self.comparison(tokens[index - 1]), isKeyPath(tokens[index - 2]) {
                (keyPath, comparison) = (tokens[index - 2], op)
            } else if index + 2 < tokens.count, let op = Self.comparison(tokens[index + 1]), isKeyPath(tokens[index + 2]) {
                (keyPath, comparison) = (tokens[index + 2], op == "IN" ? "CONTAINED" : op)
            }
            if let existing = position[name] {
                if found[existing].keyPath == nil, keyPath != nil {
                    found[existing] = PredicateVariable(name: name, keyPath: keyPath, comparison: comparison)
                }
            } else {
                position[name] = found.count
                found.append(PredicateVariable(name: name, keyPath: keyPath, comparison: comparison))
            }
        }
        return found
    }

    /// The variable a `$` token names: `$x.rank` → `x`, `$MIN` → `MIN`.
    static func variableName(_ token: String) -> String {
        let body = token.dropFirst()
        return String(body.prefix { $0 != "." && $0 != "[" && $0 != "@" })
    }

    /// Each `SUBQUERY(…, $x, …)`: the variable it binds and the token
    /// indexes of its parentheses, where that variable is its own.
    func subqueryBindings(_ tokens: [String]) -> [(name: String, range: ClosedRange<Int>)] {
        var bindings: [(name: String, range: ClosedRange<Int>)] = []
        for index in tokens.indices where tokens[index].uppercased() == "SUBQUERY" {
            guard index + 1 < tokens.count, tokens[index + 1] == "(" else { continue }
            var depth = 0, close = tokens.count - 1, variable: String?, expectVariable = false
            for inner in (index + 1)..<tokens.count {
                let token = tokens[inner]
                if token == "(" || token == "{" { depth += 1 }
                if token == ")" || token == "}" {
                    depth -= 1
                    if depth == 0 { close = inner; break }
                }
                if depth == 1, token == "," {
                    if variable == nil { expectVariable = true }
                    continue
                }
                if expectVariable {
                    if token.hasPrefix("$") { variable = Self.variableName(token) }
                    expectVariable = false
                }
            }
            if let variable { bindings.append((variable, index...close)) }
        }
        return bindings
    }

    /// An operator token, uppercased with any `[cd]` options removed.
    static func comparison(_ token: String) -> String? {
        var word = token.uppercased()
        if let bracket = word.firstIndex(of: "[") { word = String(word[..<bracket]) }
        return comparisons.contains(word) ? word : nil
    }

    /// A key path: identifier characters and dots, not a keyword or number.
    func isKeyPath(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        let keywords: Set<String> = ["AND", "OR", "NOT", "ANY", "ALL", "NONE", "SOME", "TRUEPREDICATE",
                                     "FALSEPREDICATE", "NIL", "NULL", "TRUE", "FALSE", "YES", "NO"]
        return !keywords.contains(token.uppercased()) && Self.comparison(token) == nil
    }

    /// Splits into words, `$variables`, operators and quoted strings (kept as one token).
    func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        let chars = Array(text)
        var index = 0
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" || c == "@" }
        while index < chars.count {
            let c = chars[index]
            if c == "\"" || c == "'" {
                var end = index + 1
                while end < chars.count, chars[end] != c { end += chars[end] == "\\" ? 2 : 1 }
                tokens.append(String(chars[index..<min(end + 1, chars.count)]))
                index = end + 1
            } else if isWord(c) {
                var end = index
                while end < chars.count, isWord(chars[end]) || (chars[end] == "[" && end > index) {
                    if chars[end] == "[" { while end < chars.count, chars[end] != "]" { end += 1 } }
                    end += 1
                }
                tokens.append(String(chars[index..<min(end, chars.count)]))
                index = end
            } else if "=<>!".contains(c) {
                var end = index
                while end < chars.count, "=<>!".contains(chars[end]) { end += 1 }
                tokens.append(String(chars[index..<end]))
                index = end
            } else {
                if !c.isWhitespace { tokens.append(String(c)) }
                index += 1
            }
        }
        return tokens
    }
}
