// Turns a template's pieces into a command tree as MiscMerge builds it.
// A closing tag that does not close the innermost open block (an `endif`
// or `else` outside an `if`, an `endforeach` outside a `foreach` or naming
// another loop) is ignored, as MiscMerge logs it and ignores it; an
// `elseif` outside an `if` opens an `if`; a second `else` keeps the `else`
// branch open and its `endif` then closes only the extra one. A block still
// open at the end of the file is an error (MiscMerge would close it there
// silently, which hides a missing `endif`). Commands are named by the tag's
// first word, case-insensitively; any other first word makes the tag a field.
import Foundation
import MomgenDiagnostics

/// Parses one template file.
struct TemplateParser {
    /// The delimiters the template is read with (a tag built by tags is
    /// merged with them).
    let delimiters: MergeDelimiters
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
            case let .delayed(tag):
                stack[stack.count - 1].append(.delayed(tag, delimiters))
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

    /// The commands of one tag read on its own (a tag built by tags, once
    /// merged): a field, `set`, `index`, `copy` or nothing; a block command
    /// is an error, as it could open a block no later tag closes.
    func parseAlone(_ tag: TagText) throws -> [MergeNode] {
        var stack = [OpenBlock(kind: .root, location: tag.location)]
        try command(tag, stack: &stack)
        guard stack.count == 1 else {
            throw MomgenError.unreadableInput(tag.location, "a tag built by tags opened a block ('\(TagScanner.firstWord(of: tag))')")
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
            // An `elseif` outside an `if` is an `if` (MiscMerge logs it and parses it as one).
            var chained = false
            if word == "elseif", case .conditional = stack.last!.kind {
                guard stack.last!.otherwise == nil else { throw fail("'elseif' after 'else' in the same 'if'") }
                stack[stack.count - 1].otherwise = []
                chained = true
            }
            _ = parser.scanner.eat(word)
            guard let condition = try parser.expression() else { throw fail("'\(word)' needs a condition") }
            try requireEnd()
            stack.append(OpenBlock(kind: .conditional(condition, chained: chained), location: tag.location))
        case "else":
            guard case .conditional = stack.last!.kind else { return }
            if stack.last!.otherwise == nil {
                stack[stack.count - 1].otherwise = []
            } else {
                // MiscMerge pushes the `else` branch a second time: one `endif` more stays inside it.
                stack[stack.count - 1].extraElses += 1
            }
        case "endif":
            guard case .conditional = stack.last!.kind else { return }
            if stack.last!.extraElses > 0 {
                stack[stack.count - 1].extraElses -= 1
                return
            }
            while true {
                let closed = stack.removeLast()
                stack[stack.count - 1].append(closed.node)
                guard case .conditional(_, chained: true) = closed.kind, case .conditional = stack.last!.kind else { break }
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
            guard case let .foreach(_, _, loopName) = stack.last!.kind else { return }
            if !name.isEmpty, let loopName, !loopName.isEmpty, loopName != name { return }
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
