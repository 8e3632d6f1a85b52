// A value of a compiled model that model XML cannot carry: XML 1.0 has no
// way to write C0 controls other than tab, LF and CR, nor U+FFFE/U+FFFF,
// even as character references. Writing U+FFFD instead would change the
// model (its entity hashes, and `A\u{1}`/`A\u{2}` would become one name:
// issue 34 item 10), so decompile refuses and names the character.
import MomgenDiagnostics

/// A model value `ModelXMLWriter` refuses to write.
public struct UnwritableModelText: Error, Hashable, Sendable, CustomStringConvertible {
    /// The XML attribute the value belongs in (`name`, `predicateString`).
    public let attribute: String
    public let value: String
    public let scalar: Unicode.Scalar

    /// The first character of `value` XML cannot carry, or `nil`.
    static func firstUnwritable(in value: String) -> Unicode.Scalar? {
        value.unicodeScalars.first { scalar in
            (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
                || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }

    public var description: String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
        return "the \(attribute) '\(TerminalText.escaped(value))' holds U+\(padded), which model XML cannot carry; decompiling would change the model"
    }
}
