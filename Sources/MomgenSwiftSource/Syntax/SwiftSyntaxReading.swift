// Small readings of swift-syntax nodes shared by the scanner: a node's
// file:line:column, a written type as a `SwiftTypeReference`, the property
// names of key-path arguments, and the `X.self` list of an array literal.
import MomgenDiagnostics
import SwiftSyntax

/// Reads pieces of syntax into plain values.
struct SwiftSyntaxReading {
    let file: String
    let converter: SourceLocationConverter

    /// Where `node` starts (its first token, trivia excluded).
    func location(_ node: some SyntaxProtocol) -> MomgenDiagnostics.SourceLocation {
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return MomgenDiagnostics.SourceLocation(file: file, line: start.line, column: start.column)
    }

    /// `type` as a reference: named paths, optionals, arrays, dictionaries.
    static func reference(_ type: TypeSyntax, depth: Int = 0) -> SwiftTypeReference {
        guard depth < 32 else { return .other(type.trimmedDescription) }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return .optional(reference(optional.wrappedType, depth: depth + 1))
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(reference(unwrapped.wrappedType, depth: depth + 1))
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return .array(reference(array.element, depth: depth + 1))
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(key: reference(dictionary.key, depth: depth + 1), value: reference(dictionary.value, depth: depth + 1))
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return reference(attributed.baseType, depth: depth + 1)
        }
        guard let path = namePath(type, depth: depth) else { return .other(type.trimmedDescription) }
        let arguments = genericArguments(type)
        switch (path, arguments.count) {
        case (["Optional"], 1), (["Swift", "Optional"], 1): return .optional(reference(arguments[0], depth: depth + 1))
        case (["Array"], 1), (["Swift", "Array"], 1): return .array(reference(arguments[0], depth: depth + 1))
        case (["Dictionary"], 2), (["Swift", "Dictionary"], 2):
            return .dictionary(key: reference(arguments[0], depth: depth + 1), value: reference(arguments[1], depth: depth + 1))
        case (_, 0): return .named(path)
        default: return .other(type.trimmedDescription)
        }
    }

    /// `A.B.C` as `["A", "B", "C"]`, nil for anything but plain names.
    private static func namePath(_ type: TypeSyntax, depth: Int) -> [String]? {
        guard depth < 32 else { return nil }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
        if let member = type.as(MemberTypeSyntax.self) {
            return namePath(member.baseType, depth: depth + 1).map { $0 + [member.name.text] }
        }
        return nil
    }

    private static func genericArguments(_ type: TypeSyntax) -> [TypeSyntax] {
        let clause = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        return clause?.arguments.compactMap { argument in
            if case let .type(type) = argument.argument { return type }
            return nil
        } ?? []
    }

    /// The dotted path of an expression such as `V1.Item` (in `V1.Item.self`).
    static func expressionPath(_ expression: ExprSyntax, depth: Int = 0) -> [String]? {
        guard depth < 32 else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return expressionPath(base, depth: depth + 1).map { $0 + [member.declName.baseName.text] }
        }
        if let type = expression.as(TypeExprSyntax.self) { return namePath(type.type, depth: depth + 1) }
        return nil
    }

    /// The types of an `[A.self, B.self]` literal found in `node`.
    static func selfList(in node: some SyntaxProtocol) -> [[String]]? {
        guard let array = node.as(ArrayExprSyntax.self) ?? firstArray(in: Syntax(node)) else { return nil }
        return array.elements.compactMap { element in
            guard let member = element.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base else { return nil }
            return expressionPath(base)
        }
    }

    /// The names in an `[a, b]` literal of stage values found in `node`.
    static func nameList(in node: some SyntaxProtocol) -> [String]? {
        guard let array = node.as(ArrayExprSyntax.self) ?? firstArray(in: Syntax(node)) else { return nil }
        return array.elements.map { element in
            (expressionPath(element.expression) ?? [element.expression.trimmedDescription]).joined(separator: ".")
        }
    }

    /// The element expressions of the first array literal in `node`.
    static func arrayElements(in node: some SyntaxProtocol) -> [ExprSyntax] {
        guard let array = node.as(ArrayExprSyntax.self) ?? firstArray(in: Syntax(node)) else { return [] }
        return array.elements.map(\.expression)
    }

    /// The first array literal below `node` (breadth first, bounded).
    private static func firstArray(in node: Syntax) -> ArrayExprSyntax? {
        var queue = [node], index = 0
        while index < queue.count, index < 10_000 {
            if let array = queue[index].as(ArrayExprSyntax.self) { return array }
            queue += queue[index].children(viewMode: .sourceAccurate)
            index += 1
        }
        return nil
    }

    /// The property names of every `\.a` / `\T.a` in `expression`.
    static func keyPathNames(in expression: ExprSyntax) -> [String] {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { keyPathNames(in: $0.expression) }
        }
        guard let keyPath = expression.as(KeyPathExprSyntax.self), let first = keyPath.components.first,
              case let .property(property) = first.component else { return [] }
        return [property.declName.baseName.text]
    }

    /// The integer literals of a call such as `Schema.Version(1, 0, 0)` in `node`.
    static func versionNumbers(in node: some SyntaxProtocol) -> [Int]? {
        var queue = [Syntax(node)], index = 0
        while index < queue.count, index < 10_000 {
            if let call = queue[index].as(FunctionCallExprSyntax.self) {
                let numbers = call.arguments.compactMap { Int($0.expression.trimmedDescription) }
                if numbers.count == call.arguments.count, !numbers.isEmpty { return numbers }
            }
            queue += queue[index].children(viewMode: .sourceAccurate)
            index += 1
        }
        return nil
    }
}
