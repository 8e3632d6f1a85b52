// A source version's `userDefinedModelVersionIdentifier` (Xcode's "Identifier"
// in the model inspector), read from the opening `<model …>` tag alone: the
// version order needs every version's identifier, and a diff of two versions
// of a hundred-version bundle must not parse the other ninety-eight.
import Foundation

/// Reads the identifier attribute of a model's root element.
enum SourceVersionIdentifier {
    /// How much of a `contents` file is searched for the `<model` tag (it
    /// follows the XML declaration).
    static let prefixBytes = 16 << 10

    /// The non-empty identifier of the model in `contentsPath`, or nil.
    static func read(_ contentsPath: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: contentsPath) else { return nil }
        defer { try? handle.close() }
        let bytes = handle.readData(ofLength: prefixBytes)
        return value(in: String(decoding: bytes, as: UTF8.self))
    }

    /// The attribute's value in the first `<model` tag of `text`.
    static func value(in text: String) -> String? {
        guard let open = text.range(of: "<model"), let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[open.upperBound..<close]
        guard let key = tag.range(of: "userDefinedModelVersionIdentifier=") else { return nil }
        let rest = tag[key.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let body = rest.dropFirst()
        guard let end = body.firstIndex(of: quote) else { return nil }
        let raw = body[..<end]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        return raw.isEmpty ? nil : raw
    }
}
