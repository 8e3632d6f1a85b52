// Archived predicates and expressions written back as format strings, the
// way Xcode's model editor shows them (`name == "x" AND age > 3`).
//
// Classes decoded: NSComparisonPredicate (NSLeftExpression,
// NSRightExpression, NSPredicateOperator with NSOperatorType and
// NSModifier), NSCompoundPredicate (NSCompoundPredicateType,
// NSSubpredicates), NSTruePredicate/NSFalsePredicate; expressions:
// NSKeyPathExpression (a function expression whose argument is an
// NSKeyPathSpecifierExpression with NSKeyPath, on the NSOperand SELF or a
// variable), NSFunctionExpression (NSSelectorName, NSArguments),
// NSConstantValueExpression (NSConstantValue), NSVariableExpression
// (NSVariable), NSSelfExpression; operator options from NSFlags/NSOptions.
// Anything else is written `<ClassName>` and listed, so a template is never
// silently wrong. Recursion is bounded: a cyclic or deep archive stops with
// an error.
import MomgenPlist

struct PredicateFormatter {
    let archive: KeyedArchive
    /// Classes met that are not decoded.
    var unknownClasses: Set<String> = []
    /// Key paths and variable names that are no plain identifiers, written
    /// as quoted strings (`PredicateNames`).
    var quotedNames: Set<String> = []
    private var depth = 0
    private(set) var visited = 0
    static let maximumDepth = 64
    /// Nodes one predicate may have once shared sub-predicates are counted
    /// each time they are reached: a DAG that reuses one child at every
    /// level would otherwise print an exponential string.
    static let maximumNodes = 10_000

    init(archive: KeyedArchive) {
        self.archive = archive
    }

    mutating func format(_ uid: Int) throws -> String {
        try nested { me in
            guard let object = try me.archive.keyedObject(uid) else { return "<invalid>" }
            switch object.className {
            case "NSTruePredicate": return "TRUEPREDICATE"
            case "NSFalsePredicate": return "FALSEPREDICATE"
            case "NSCompoundPredicate":
                let kind = try me.archive.integer(object.fields["NSCompoundPredicateType"], named: "NSCompoundPredicateType") ?? 1
                let parts = try me.archive.members(object.fields["NSSubpredicates"], named: "NSSubpredicates")
                var texts: [String] = []
                for part in parts {
                    let text = try me.format(part)
                    texts.append(parts.count > 1 || kind == 0 ? "(\(text))" : text)
                }
                if kind == 0 { return "NOT " + (texts.first ?? "TRUEPREDICATE") }
                return texts.joined(separator: kind == 2 ? " OR " : " AND ")
            case "NSComparisonPredicate":
                var left = "nil"
                var right = "nil"
                if let uid = try me.archive.reference(object.fields["NSLeftExpression"]) { left = try me.expression(uid) }
                if let uid = try me.archive.reference(object.fields["NSRightExpression"]) { right = try me.expression(uid) }
                let (op, modifier) = try me.operatorText(object.fields["NSPredicateOperator"])
                return "\(modifier)\(left) \(op) \(right)"
            default:
                return me.unknown(object.className)
            }
        }
    }

    mutating func expression(_ uid: Int) throws -> String {
        try nested { me in
            guard let object = try me.archive.keyedObject(uid) else {
                return try ArchivedValueText.text(me.archive, uid: uid, forBoolean: false).map(Self.quoted) ?? "nil"
            }
            switch object.className {
            case "NSSelfExpression": return "SELF"
            case "NSVariableExpression":
                let name = try me.archive.string(object.fields["NSVariable"], named: "NSVariable") ?? ""
                if let written = PredicateNames.variable(name) { return written }
                me.quotedNames.insert("$" + name)
                return Self.quoted("$" + name)
            case "NSKeyPathSpecifierExpression":
                return me.keyPath(try me.archive.string(object.fields["NSKeyPath"], named: "NSKeyPath") ?? "")
            case "NSKeyPathExpression":
                if let argument = try me.archive.members(object.fields["NSArguments"], named: "NSArguments").first {
                    let path = try me.expression(argument)
                    // The operand a key path starts from: SELF (left out, as
                    // Xcode writes it) or a variable (`$FETCH_SOURCE.alias`).
                    guard let operand = try me.archive.reference(object.fields["NSOperand"]),
                          let start = try me.archive.keyedObject(operand), start.className != "NSSelfExpression"
                    else { return path }
                    return try me.expression(operand) + "." + path
                }
                guard let path = try me.archive.string(object.fields["NSKeyPath"], named: "NSKeyPath") else { return "<NSKeyPathExpression>" }
                return me.keyPath(path)
            case "NSFunctionExpression":
                return try me.function(object)
            case "NSConstantValueExpression":
                guard let field = object.fields["NSConstantValue"], try me.archive.field(field) != .uid(0) else { return "nil" }
                if case .string = try me.archive.field(field) {
                    return Self.quoted(try me.archive.string(field, named: "NSConstantValue") ?? "")
                }
                if let uid = try me.archive.reference(field) {
                    if case let .string(text) = try me.archive.object(uid) { return Self.quoted(text) }
                    if let archived = try me.archive.keyedObject(uid), archived.className.hasSuffix("String") {
                        return Self.quoted(try me.archive.string(archived.fields["NS.string"], named: "NS.string") ?? "")
                    }
                }
                return try ArchivedValueText.text(me.archive, field: field, forBoolean: false) ?? "<constant>"
            default:
                return me.unknown(object.className)
            }
        }
    }

    /// A function expression as NSExpression's format spells it: one of
    /// NSExpression's built-in functions (its operand is the class
    /// `_NSPredicateUtilities`) as `count:(pages)` or `now()`, the form
    /// Xcode writes in `derivationExpression`; a method of another operand
    /// as `FUNCTION(operand, 'selector:', arguments)`.
    private mutating func function(_ object: ArchivedObject) throws -> String {
        let selector = try archive.string(object.fields["NSSelectorName"], named: "NSSelectorName") ?? ""
        var arguments: [String] = []
        for argument in try archive.members(object.fields["NSArguments"], named: "NSArguments") {
            arguments.append(try expression(argument))
        }
        let operandClass = try archive.reference(object.fields["NSOperand"]).flatMap { try archive.keyedObject($0) }
            .flatMap { try archive.string($0.fields["NSConstantValueClassName"], named: "NSConstantValueClassName") }
        if operandClass == "_NSPredicateUtilities", PredicateNames.isSelector(selector) {
            return "\(selector)(\(arguments.joined(separator: ", ")))"
        }
        guard let operand = try archive.reference(object.fields["NSOperand"]), PredicateNames.isSelector(selector) else {
            return unknown("NSFunctionExpression")
        }
        return "FUNCTION(\(([try expression(operand), "'\(selector)'"] + arguments).joined(separator: ", ")))"
    }

    /// An archived class not decoded, written `<Class>` (a placeholder that
    /// no parser reads as an operator, whatever the name holds).
    private mutating func unknown(_ className: String) -> String {
        unknownClasses.insert(className)
        return PredicateNames.isIdentifier(Substring(className)) ? "<\(className)>" : "<unknown class>"
    }

    /// A key path, escaped or quoted as `PredicateNames` says.
    private mutating func keyPath(_ path: String) -> String {
        if let written = PredicateNames.keyPath(path) { return written }
        quotedNames.insert(path)
        return Self.quoted(path)
    }

    /// NSPredicateOperatorType's raw values, and the ANY/ALL modifier.
    private mutating func operatorText(_ field: Int?) throws -> (String, String) {
        guard let uid = try archive.reference(field), let object = try archive.keyedObject(uid) else { return ("==", "") }
        let type = try archive.integer(object.fields["NSOperatorType"], named: "NSOperatorType") ?? 4
        let modifier = try archive.integer(object.fields["NSModifier"], named: "NSModifier") ?? 0
        let names: [Int64: String] = [
            0: "<", 1: "<=", 2: ">", 3: ">=", 4: "==", 5: "!=", 6: "MATCHES", 7: "LIKE",
            8: "BEGINSWITH", 9: "ENDSWITH", 10: "IN", 99: "CONTAINS", 100: "BETWEEN",
        ]
        var text = names[type] ?? "<operator \(type)>"
        if names[type] == nil { unknownClasses.insert("NSPredicateOperator type \(type)") }
        // String comparisons keep their options in `NSFlags`, the others in
        // `NSOptions`: 1 case-, 2 diacritic-insensitive, 4 normalized, 8 locale.
        let flags = try archive.integer(object.fields["NSFlags"], named: "NSFlags") ?? 0
        let options = flags != 0 ? flags : try archive.integer(object.fields["NSOptions"], named: "NSOptions") ?? 0
        let letters = [(1, "c"), (2, "d"), (4, "n"), (8, "l")].filter { options & Int64($0.0) != 0 }.map(\.1).joined()
        if !letters.isEmpty, names[type] != nil { text += "[\(letters)]" }
        return (text, modifier == 1 ? "ALL " : modifier == 2 ? "ANY " : "")
    }

    private mutating func nested(_ body: (inout PredicateFormatter) throws -> String) throws -> String {
        depth += 1
        visited += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw PlistError("an archived predicate nests deeper than \(Self.maximumDepth) levels")
        }
        guard visited <= Self.maximumNodes else {
            throw PlistError("an archived predicate has more than \(Self.maximumNodes) parts")
        }
        let text = try body(&self)
        // A node's text copies its children's: charging it bounds the
        // bytes a shared sub-predicate with long key paths can produce
        // (issue 34 item 3), not only the nodes visited.
        try archive.cost.spend(text.utf8.count)
        return text
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
