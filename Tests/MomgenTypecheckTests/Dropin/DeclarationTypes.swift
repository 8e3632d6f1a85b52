// The declarations of a generated Swift file that a call site can see, as
// comparable text: every `var`/`let` with its type and every `func` with its
// parameters and result, comments removed. Enough to compare momgen's output
// with a project's committed generated files declaration by declaration.
import Foundation

/// Declarations of one Swift file, keyed by name.
///
/// For example, `@NSManaged open var title: String!` gives `title` → `String!`,
/// and `open func booksSet() -> NSMutableSet` gives `func booksSet()` → `NSMutableSet`.
struct DeclarationTypes {
    /// Declaration key → declared type (`Void` for a function without a result).
    var types: [String: String] = [:]

    init(source: String) {
        let text = Self.withoutComments(source)
        for match in Self.matches(#"\b(?:var|let)\s+(`?\w+`?)\s*:\s*([^\n{=]+)"#, in: text) {
            types[match[0]] = match[1].trimmingCharacters(in: .whitespaces)
        }
        for match in Self.matches(#"func\s+(\w+)\s*\(([^)]*)\)\s*(?:->\s*([^\n{]+))?"#, in: text) {
            let parameters = match[1].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            let result = match[2].trimmingCharacters(in: .whitespaces)
            types["func \(match[0])(\(parameters))"] = result.isEmpty ? "Void" : result
        }
    }

    /// `source` without `//` and `/* */` comments.
    static func withoutComments(_ source: String) -> String {
        var text = source
        for pattern in [#"/\*[\s\S]*?\*/"#, #"//[^\n]*"#] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return text
    }

    /// The capture groups of every match of `pattern` (an empty string for a group that did not take part).
    static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    /// What `other` (momgen's file) lacks or types differently, as lines.
    func differences(from other: DeclarationTypes, file: String) -> [String] {
        types.keys.sorted().compactMap { key in
            guard let theirs = other.types[key] else { return "\(file): \(key): \(types[key] ?? "") is missing" }
            return theirs == types[key] ? nil : "\(file): \(key): \(types[key] ?? "") became \(theirs)"
        }
    }
}
