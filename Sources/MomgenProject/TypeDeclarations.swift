// The types one source file declares at file scope, as far as the "no type
// declared twice" check needs them: Swift `class`/`struct`/`enum`/`actor`/
// `protocol` names and `@objc(Name)` runtime names, Objective-C
// `@interface Name :` classes. No parser: comments and string literals are
// skipped, braces are counted so a type nested in another is not a
// file-scope name, and `extension`s and categories declare nothing new.
import Foundation

/// One type declaration, with the 1-based line it is on.
///
/// For example, `@objc(Book) public class Book: _Book {` on line 3 gives
/// `TypeDeclaration(name: "Book", line: 3)` (once: the runtime name and the
/// Swift name are the same).
public struct TypeDeclaration: Sendable, Equatable, Hashable {
    public var name: String
    public var line: Int

    public init(name: String, line: Int) {
        self.name = name
        self.line = line
    }
}

/// Scans source text for file-scope type declarations.
public enum TypeDeclarations {
    /// The source languages read, by file name: `.swift` or Objective-C
    /// (`.h`, `.m`, `.mm`); nil for any other file.
    public static func isObjectiveC(fileName: String) -> Bool? {
        if fileName.hasSuffix(".swift") { return false }
        if fileName.hasSuffix(".h") || fileName.hasSuffix(".m") || fileName.hasSuffix(".mm") { return true }
        return nil
    }

    /// Swift keywords that introduce a nominal type.
    static let swiftTypeKeywords: Set<Substring> = ["class", "struct", "enum", "actor", "protocol"]

    /// The declarations of `text`, in line order, each name once (its first line).
    public static func scan(_ text: String, objectiveC: Bool) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        var depth = 0
        var inBlockComment = false
        var lineNumber = 0
        var seen: Set<String> = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let code = codeText(of: rawLine, inBlockComment: &inBlockComment)
            let startDepth = depth
            for character in code {
                if character == "{" { depth += 1 } else if character == "}" { depth = max(0, depth - 1) }
            }
            // Objective-C @interface lines sit at depth 0 (ivar braces follow them).
            guard startDepth == 0 else { continue }
            // Each name once per file, at its first line (`@objc(Book)` above `class Book`).
            for name in objectiveC ? objectiveCNames(in: code) : swiftNames(in: code) where seen.insert(name).inserted {
                found.append(TypeDeclaration(name: name, line: lineNumber))
            }
        }
        return found
    }

    /// `line` without comments and the contents of string literals.
    static func codeText(of line: Substring, inBlockComment: inout Bool) -> String {
        var result = ""
        var index = line.startIndex
        var inString = false
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            let following: Character? = next < line.endIndex ? line[next] : nil
            if inBlockComment {
                if character == "*", following == "/" { inBlockComment = false; index = line.index(after: next); continue }
            } else if inString {
                if character == "\\" { index = following == nil ? next : line.index(after: next); continue }
                if character == "\"" { inString = false; result.append("\"") }
            } else if character == "/", following == "/" {
                break
            } else if character == "/", following == "*" {
                inBlockComment = true
                index = line.index(after: next)
                continue
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            index = next
        }
        return result
    }

    /// The Swift names a line declares: the type after the attributes and
    /// modifiers, and any `@objc(Name)`.
    static func swiftNames(in code: String) -> [String] {
        var names: [String] = []
        var rest = Substring(code)
        while let range = rest.range(of: "@objc(") {
            let name = rest[range.upperBound...].prefix { $0 != ")" }
            if isIdentifier(name) { names.append(String(name)) }
            rest = rest[range.upperBound...]
        }
        // Attribute arguments (`@available(iOS 13, *)`) are not words.
        var parenthesised = 0
        let flat = String(code.compactMap { character -> Character? in
            if character == "(" { parenthesised += 1 } else if character == ")" { parenthesised = max(0, parenthesised - 1); return nil }
            return parenthesised > 0 ? nil : character
        })
        let words = flat.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "{" || $0 == "<" })
        for (index, word) in words.enumerated() where swiftTypeKeywords.contains(word) {
            // `class func`, `class var`: a member, not a type.
            guard index + 1 < words.count else { break }
            let name = words[index + 1].filter { $0 != "`" }
            let before = words[..<index]
            // Only attributes and modifiers may come first.
            guard before.allSatisfy({ $0.hasPrefix("@") || swiftModifiers.contains($0) }) else { break }
            if isIdentifier(Substring(name)), !["func", "var", "let", "subscript", "init"].contains(name) { names.append(name) }
            break
        }
        return names
    }

    /// Words that may stand before a type keyword.
    static let swiftModifiers: Set<Substring> = ["public", "open", "internal", "fileprivate", "private", "final", "indirect",
                                                 "package", "nonisolated", "@MainActor", "@objc", "@objcMembers", "@Model"]

    /// `@interface Name : Super` (a class, not a category `Name (…)`).
    static func objectiveCNames(in code: String) -> [String] {
        guard let range = code.range(of: "@interface") else { return [] }
        let rest = code[range.upperBound...].drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = rest.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
        guard isIdentifier(name), after.first == ":" else { return [] }
        return [String(name)]
    }

    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
