// Single-entity edits of a model's XML for the incremental-regeneration
// tests: each changes one attribute or relationship of one entity the way a
// developer would in Xcode's editor, chosen by a seeded generator so a
// failure names a reproducible edit.
import Foundation

/// A deterministic pseudo-random generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One edit of a `contents` file.
struct ModelEdit: CustomStringConvertible {
    /// What the edit does, for failure messages.
    var description: String
    var apply: (String) -> String

    /// An edit of one `<attribute …>` or `<relationship …>` element, chosen by `generator`:
    /// rename it, flip its optionality, retype it (attributes) or flip its
    /// delete rule (relationships). Nil when the model has no such element.
    static func random(in contents: String, using generator: inout SeededGenerator) -> ModelEdit? {
        let elements = starts(of: ["<attribute ", "<relationship "], in: contents)
        guard !elements.isEmpty else { return nil }
        let start = elements[Int(generator.next() % UInt64(elements.count))]
        guard let end = contents[start...].firstIndex(of: ">") else { return nil }
        let tag = String(contents[start...end])
        let choice = generator.next() % 3
        let replacement: String
        let what: String
        switch choice {
        case 0:
            replacement = tag.replacingFirst(" name=\"", with: " name=\"edited")
            what = "renamed"
        case 1:
            replacement = tag.contains("optional=\"YES\"")
                ? tag.replacingFirst(" optional=\"YES\"", with: "")
                : tag.replacingFirst(" name=\"", with: " optional=\"YES\" name=\"")
            what = "optionality flipped"
        default:
            if tag.hasPrefix("<attribute ") {
                replacement = tag.replacingAttributeValue("attributeType", with: "String")
                what = "retyped as String"
            } else {
                replacement = tag.replacingAttributeValue("deletionRule", with: tag.contains("\"Cascade\"") ? "Nullify" : "Cascade")
                what = "delete rule flipped"
            }
        }
        let offset = contents.distance(from: contents.startIndex, to: start)
        return ModelEdit(description: "\(what): \(tag)") { text in
            let at = text.index(text.startIndex, offsetBy: offset)
            return text.replacingCharacters(in: at..<text.index(at, offsetBy: tag.count), with: replacement)
        }
    }

    /// Where each of `prefixes` starts in `text`, in text order.
    private static func starts(of prefixes: [String], in text: String) -> [String.Index] {
        var found: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "<", prefixes.contains(where: { text[index...].hasPrefix($0) }) { found.append(index) }
            index = text.index(after: index)
        }
        return found
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }

    /// `name="…"` with a new value, or the attribute added when absent.
    func replacingAttributeValue(_ name: String, with value: String) -> String {
        guard let range = range(of: " \(name)=\""), let close = self[range.upperBound...].firstIndex(of: "\"") else {
            return replacingFirst(" name=\"", with: " \(name)=\"\(value)\" name=\"")
        }
        return replacingCharacters(in: range.upperBound..<close, with: value)
    }
}
