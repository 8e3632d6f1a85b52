// The scripts of an `.xcscheme`'s pre- and post-actions (XML in
// `xcshareddata/xcschemes` or a user's `xcuserdata`): `scriptText`
// attributes of `ActionContent` elements, with XML's character references
// decoded (`&quot;`, `&#10;`), so a mogenerator run a team put before the
// build instead of in a Run Script phase is found too.
import Foundation

/// Reads the scripts of a scheme's actions.
///
/// For example, `<ActionContent title = "Run Script" scriptText = "mogenerator
/// -m App.xcdatamodeld&#10;">` gives `("mogenerator -m App.xcdatamodeld\n", 12)`.
enum XcodeSchemeActions {
    /// Every `scriptText` value with the line it starts on, in file order.
    static func scripts(in xml: String) -> [(script: String, line: Int)] {
        var found: [(String, Int)] = []
        let key = "scriptText"
        var line = 1
        var rest = Substring(xml)
        while let range = rest.range(of: key) {
            line += rest[..<range.lowerBound].filter { $0 == "\n" }.count
            var after = rest[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard after.first == "=" else { rest = rest[range.upperBound...]; continue }
            after = after.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard let quote = after.first, quote == "\"" || quote == "'" else { rest = after; continue }
            let value = after.dropFirst().prefix { $0 != quote }
            found.append((decoded(value), line))
            line += value.filter { $0 == "\n" }.count
            rest = after.dropFirst(value.count + 1)
        }
        return found
    }

    /// `text` with XML's named and numeric character references decoded.
    static func decoded(_ text: Substring) -> String {
        var result = ""
        var index = text.startIndex
        let named: [Substring: Character] = ["quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'"]
        while index < text.endIndex {
            guard text[index] == "&", let end = text[index...].prefix(12).firstIndex(of: ";") else {
                result.append(text[index])
                index = text.index(after: index)
                continue
            }
            let name = text[text.index(after: index)..<end]
            var character = named[name]
            if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16) {
                character = Unicode.Scalar(code).map(Character.init)
            } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()) {
                character = Unicode.Scalar(code).map(Character.init)
            }
            guard let character else {
                result.append("&")
                index = text.index(after: index)
                continue
            }
            result.append(character)
            index = text.index(after: end)
        }
        return result
    }
}
