// Turns a template's pieces into a command tree, checking that every `if`
// has its `endif` and every `foreach` its `endforeach` (MiscMerge logs a
// mismatch and carries on with a broken tree; here it is an error at the
// tag). Commands are named by the tag's first word, case-insensitively;
// any other first word makes the tag a field.
import Foundation
import MomgenDiagnostics

/// Parses one template file.
struct TemplateParser {
    /// Loads an included file as commands: (file name, its delimiters if the
    /// tag names some, the include tag's location).
    typealias IncludeLoader = (String, MergeDelimiters?, SourceLocation) throws -> [MergeNode]

    let maxNesting: Int
    let include: IncludeLoader

    /// MiscMerge commands that no mogenerator template uses; refused with
    /// one clear error instead of being silently printed as fields.
    static let unsupported: Set<String> = [
        "break", "call", "continue", "date", "debug", "delayedparse", "endloop", "endprocedure", "endwhile",
        "loop", "next", "omit", "option", "procedure", "while",
    ]

    /// The command tree of `pieces`.
    func parse(_ pieces: [TemplatePiece], file: String) throws -> [MergeNode] {
        var stack = [OpenBlock(kind: .root, location: SourceLocation(file: file, line: 1, column: 1))]
        for piece in pieces {
            switch piece {
            case let .text(text):
                stack[stack.count - 1].append(.text(text))
            case let .tag(tag):
                try command(tag, stack: &stack)
                if stack.count > maxNesting {
                    throw MomgenError.unreadableInput(tag.location, "blocks nested more than \(maxNesting) deep")
                }
            }
        }
        if let open = stack.last, stack.count > 1 {
            let closer = open.opener == "foreach" ? "endforeach" : "endif"
            throw MomgenError.unreadableInput(open.location, "'\(open.opener)' without '\(closer)'")
        }
        return stack[0].nodes
    }

    /// Applies one tag to the stack of open blocks.
    private func command(_ tag: TagText, stack: inout [OpenBlock]) throws {
        let word = TagScanner.firstWord(of: tag).lowercased()
        var parser = ExpressionParser(scanner: TagScanner(tag), maxDepth: maxNesting)
        func fail(_ message: String) -> Error { MomgenError.unreadableInput(tag.location, message) }
        func requireEnd() throws {
            guard parser.scanner.isAtEnd else {
                throw MomgenError.unreadableInput(parser.scanner.location, "unexpected text in '\(word)' tag")
            }
        }
        switch word {
        case "if", "elseif":
            if word == "elseif" {
                guard case .conditional = stack.last!.kind, stack.last!.otherwise == nil else { throw fail("'elseif' without 'if'") }
                stack[stack.count - 1].otherwise = []
            }
            _ = parser.scanner.eat(word)
            guard let condition = try parser.expression() else { throw fail("'\(word)' needs a condition") }
            try requireEnd()
            stack.append(OpenBlock(kind: .conditional(condition, chained: word == "elseif"), location: tag.location))
        case "else":
            guard case .conditional = stack.last!.kind else { throw fail("'else' without 'if'") }
            guard stack.last!.otherwise == nil else { throw fail("a second 'else' for the same 'if'") }
            stack[stack.count - 1].otherwise = []
        case "endif":
            guard case .conditional = stack.last!.kind else { throw fail("'endif' without 'if'") }
            while true {
                let closed = stack.removeLast()
                stack[stack.count - 1].append(closed.node)
                guard case .conditional(_, chained: true) = closed.kind else { break }
            }
        case "foreach":
            _ = parser.scanner.eat(word)
            guard let item = try parser.argument() else { throw fail("'foreach' needs an item name") }
            guard let list = try parser.expression() else { throw fail("'foreach' needs a list") }
            let loopName = try parser.argument()
            try requireEnd()
            stack.append(OpenBlock(kind: .foreach(item: item, list: list, loopName: loopName), location: tag.location))
        case "endforeach":
            _ = parser.scanner.eat(word)
            let name = try parser.argument() ?? ""
            guard case let .foreach(_, _, loopName) = stack.last!.kind else { throw fail("'endforeach' without 'foreach'") }
            if !name.isEmpty, let loopName, !loopName.isEmpty, loopName != name {
                throw fail("'endforeach \(name)' closes 'foreach … \(loopName)' opened at \(stack.last!.location.line):\(stack.last!.location.column)")
            }
            let closed = stack.removeLast()
            stack[stack.count - 1].append(closed.node)
        case "set", "setglobal", "setengine", "setmerge", "setlocal", "identify":
            _ = parser.scanner.eat(word)
            guard let name = try parser.argument()?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { throw fail("'\(word)' needs a name") }
            guard parser.scanner.eat("=") else { throw fail("'\(word) \(name)' needs '='") }
            guard let value = try parser.expression() else { throw fail("'\(word) \(name) =' needs a value") }
            try requireEnd()
            let scope: SetScope = word == "setengine" ? .engine : word == "setmerge" ? .merge : word == "setlocal" ? .local : .global
            stack[stack.count - 1].append(.set(scope, name: name, value, tag.location))
        case "include":
            _ = parser.scanner.eat(word)
            guard let file = try parser.argument() else { throw fail("'include' needs a file name") }
            var delimiters: MergeDelimiters?
            if let start = try parser.argument() {
                guard let end = try parser.argument() else { throw fail("'include' with a start delimiter needs an end delimiter") }
                // An empty delimiter matches everywhere: no text could ever be read.
                guard !start.isEmpty, !end.isEmpty else { throw fail("'include' delimiters may not be empty") }
                delimiters = MergeDelimiters(start: start, end: end)
            }
            try requireEnd()
            stack[stack.count - 1].append(.block(try include(file, delimiters, tag.location)))
        case "comment":
            break
        case "copy":
            let text = tag.string.drop { $0.isWhitespace }.dropFirst(4).drop { $0.isWhitespace }
            stack[stack.count - 1].append(.text(String(text)))
        case "index":
            _ = parser.scanner.eat(word)
            guard let (list, quotes) = try parser.scanner.argument() else { throw fail("'index' needs a list") }
            guard let position = try parser.expression() else { throw fail("'index \(list)' needs a position") }
            try requireEnd()
            stack[stack.count - 1].append(.index(list: list, quotes: quotes, position: position, tag.location))
        case _ where Self.unsupported.contains(word):
            throw fail("'\(word)' is a MiscMerge command momgen does not run (no mogenerator template uses it)")
        default:
            _ = parser.scanner.eat("field")
            guard let expression = try parser.expression() else { return }
            try requireEnd()
            stack[stack.count - 1].append(.field(expression, tag.location))
        }
    }
}
