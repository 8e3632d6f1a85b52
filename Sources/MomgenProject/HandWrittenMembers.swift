// What a team wrote by hand into a file a generator made: the members (and
// protocol conformances) a committed `+CoreDataProperties.swift` or machine
// file declares that the generator would not have written from the model.
// `momgen init` names them, with where to move them, before it suggests
// deleting such a file: a file that holds the team's code is never called
// disposable.
import Foundation

/// The declarations of a Swift file, by name, at type scope (a `let` inside
/// a property's body is no member), as far as comparing a generated
/// file with its committed copy needs (no parser: `var`, `let`, `func`,
/// `init`, `subscript`, `typealias`, nested types and `extension X: P` lists).
///
/// For example, `@NSManaged public var title: String?` gives `var title`,
/// `extension Book: Identifiable {}` gives `conformance Identifiable`.
public struct SwiftMemberNames: Sendable, Equatable {
    public private(set) var names: Set<String> = []
    /// Whether any declaration is marked `nonisolated` (a common hand edit of
    /// generated members, which a regenerated file loses).
    public private(set) var hasNonisolated = false

    public init(_ text: String) {
        var inBlockComment = false
        // Braces open so far: members sit at depth 1 (inside a type or
        // extension), types at 0; anything deeper is a body's local.
        var depth = 0
        for rawLine in text.split(separator: "\n") {
            let line = Substring(TypeDeclarations.codeText(of: rawLine, inBlockComment: &inBlockComment))
            let startDepth = depth
            for character in line {
                if character == "{" { depth += 1 } else if character == "}" { depth = max(0, depth - 1) }
            }
            guard startDepth <= 1 else {
                if line.split(separator: " ").contains("nonisolated") { hasNonisolated = true }
                continue
            }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" || $0 == "," })
            if words.contains("nonisolated") { hasNonisolated = true }
            for (index, word) in words.enumerated() {
                switch word {
                case "var", "let", "func", "typealias", "struct", "enum", "class", "protocol":
                    guard index + 1 < words.count else { continue }
                    let name = words[index + 1].filter { $0 != "`" }
                    // `class func` / `class var`: the next word is the keyword.
                    if word == "class", ["func", "var", "let"].contains(name) { continue }
                    if name.first.map({ $0.isLetter || $0 == "_" }) == true { names.insert("\(word == "let" ? "var" : word) \(name)") }
                case "init", "subscript":
                    names.insert(String(word))
                default:
                    continue
                }
                break
            }
            if let first = words.first(where: { !["public", "internal", "private", "fileprivate", "open", "@objc", "@MainActor"].contains($0) }),
               first == "extension", let colon = line.firstIndex(of: ":") {
                var list = line[line.index(after: colon)...].prefix { $0 != "{" }
                if let clause = list.range(of: " where ") { list = list[..<clause.lowerBound] }
                for conformance in list.split(separator: ",") {
                    let name = conformance.split(separator: " ").first.map(String.init) ?? ""
                    if !name.isEmpty { names.insert("conformance \(name)") }
                }
            }
        }
    }

    /// The declarations of `committed` that `generated` lacks, sorted.
    public static func handWritten(committed: String, generated: String) -> [String] {
        SwiftMemberNames(committed).names.subtracting(SwiftMemberNames(generated).names).sorted()
    }
}
