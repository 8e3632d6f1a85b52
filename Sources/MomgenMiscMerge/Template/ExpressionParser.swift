// Parses expressions with MiscMerge's grammar and precedence (lowest
// first): `,` list; `||`/`or`; `&&`/`and`; equality (`==` `=` `eq`, `!=`
// `<>` `><` `ne` `neq`, `in`, `notin`); relational (`<=` `=<` `le`, `>=`
// `=>` `ge`, `<` `lt`, `>` `gt`); `+ -`; `* / %`; unary `- !`; and a
// primary: a parenthesised expression or one argument.
import MomgenDiagnostics

/// A recursive-descent parser over one tag.
struct ExpressionParser {
    var scanner: TagScanner
    let maxDepth: Int
    private var depth = 0
    /// Binary operators read so far: a chain like `1 + 1 + …` nests to the
    /// left, and evaluation recurses once per operator.
    private var operators = 0

    init(scanner: TagScanner, maxDepth: Int) {
        self.scanner = scanner
        self.maxDepth = maxDepth
    }

    /// A full expression (a comma list when there are commas), or nil when
    /// the tag has nothing more.
    mutating func expression() throws -> MergeExpression? {
        guard let first = try orExpression() else { return nil }
        var items = [first]
        while scanner.eat(",") { items.append(try required(orExpression(), after: ",")) }
        return items.count > 1 ? .list(items) : first
    }

    /// One argument (a word or quoted string), as `foreach` reads its item name.
    mutating func argument() throws -> String? {
        try scanner.argument()?.text
    }

    private mutating func required(_ expression: MergeExpression?, after operatorText: String) throws -> MergeExpression {
        operators += 1
        guard operators <= maxDepth * 10 else {
            throw MomgenError.unreadableInput(scanner.location, "expression with more than \(maxDepth * 10) operators")
        }
        guard let expression else {
            throw MomgenError.unreadableInput(scanner.location, "expected a value after '\(operatorText)'")
        }
        return expression
    }

    private mutating func orExpression() throws -> MergeExpression? {
        guard let first = try andExpression() else { return nil }
        var items = [first]
        while let word = eatAny(["||", "or"]) { items.append(try required(andExpression(), after: word)) }
        return items.count > 1 ? .or(items) : first
    }

    private mutating func andExpression() throws -> MergeExpression? {
        guard let first = try equality() else { return nil }
        var items = [first]
        while let word = eatAny(["&&", "and"]) { items.append(try required(equality(), after: word)) }
        return items.count > 1 ? .and(items) : first
    }

    private mutating func equality() throws -> MergeExpression? {
        guard var left = try relational() else { return nil }
        while true {
            if let word = eatAny(["<>", "><", "!=", "neq", "ne"]) {
                left = .compare(.notEqual, left, try required(relational(), after: word))
            } else if let word = eatAny(["==", "=", "eq"]) {
                left = .compare(.equal, left, try required(relational(), after: word))
            } else if scanner.eat("in") {
                left = .contains(negated: false, left, try required(relational(), after: "in"))
            } else if scanner.eat("notin") {
                left = .contains(negated: true, left, try required(relational(), after: "notin"))
            } else {
                return left
            }
        }
    }

    private mutating func relational() throws -> MergeExpression? {
        guard var left = try additive() else { return nil }
        while true {
            let compare: CompareOperator
            let word: String
            if let found = eatAny(["<=", "=<", "le"]) { (compare, word) = (.lessThanOrEqual, found) }
            else if let found = eatAny([">=", "=>", "ge"]) { (compare, word) = (.greaterThanOrEqual, found) }
            else if let found = eatAny(["<", "lt"]) { (compare, word) = (.lessThan, found) }
            else if let found = eatAny([">", "gt"]) { (compare, word) = (.greaterThan, found) }
            else { return left }
            left = .compare(compare, left, try required(additive(), after: word))
        }
    }

    private mutating func additive() throws -> MergeExpression? {
        guard var left = try multiplicative() else { return nil }
        while true {
            if scanner.eat("+") { left = .math(.add, left, try required(multiplicative(), after: "+")) }
            else if scanner.eat("-") { left = .math(.subtract, left, try required(multiplicative(), after: "-")) }
            else { return left }
        }
    }

    private mutating func multiplicative() throws -> MergeExpression? {
        guard var left = try unary() else { return nil }
        while true {
            if scanner.eat("*") { left = .math(.multiply, left, try required(unary(), after: "*")) }
            else if scanner.eat("/") { left = .math(.divide, left, try required(unary(), after: "/")) }
            else if scanner.eat("%") { left = .math(.modulus, left, try required(unary(), after: "%")) }
            else { return left }
        }
    }

    private mutating func unary() throws -> MergeExpression? {
        try nested {
            if $0.scanner.eat("-") { return .negative(try $0.required($0.unary(), after: "-")) }
            if $0.scanner.eat("!") { return .not(try $0.required($0.unary(), after: "!")) }
            return try $0.primary()
        }
    }

    private mutating func primary() throws -> MergeExpression? {
        let location = scanner.location
        if scanner.eat("(") {
            let inner = try nested { try $0.required($0.expression(), after: "(") }
            guard scanner.eat(")") else { throw MomgenError.unreadableInput(scanner.location, "closing parenthesis missing") }
            return inner
        }
        guard let (text, quotes) = try scanner.argument() else { return nil }
        return .value(name: text, quotes: quotes, location: location)
    }

    /// Runs `body` one level deeper, refusing to recurse without bound.
    private mutating func nested<T>(_ body: (inout ExpressionParser) throws -> T) throws -> T {
        guard depth < maxDepth else {
            throw MomgenError.unreadableInput(scanner.location, "expression nested more than \(maxDepth) deep")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    /// Consumes the first of `words` that comes next.
    private mutating func eatAny(_ words: [String]) -> String? {
        words.first { scanner.eat($0) }
    }
}
