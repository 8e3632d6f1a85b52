// lex: `.ckdb` bytes → tokens. Comments in all three forms the language
// allows (`//`, `--`, `/* */`) are skipped; anything else unexpected is a
// one-line error at its line and column.
import MomgenDiagnostics

/// Splits `.ckdb` text into tokens, each with its position.
struct CKDBLexer {
    let file: String
    let limits: CKDBLimits

    /// Every token of `bytes`, ending with `.end`.
    func tokens(_ bytes: [UInt8]) throws -> [CKDBToken] {
        var tokens: [CKDBToken] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func error(_ message: String, at offset: Int) -> MomgenError {
            .unreadableInput(SourceLocation(file: file, line: line, column: offset - lineStart + 1), message)
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"), UInt8(ascii: "-") where next == UInt8(ascii: "-"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                let start = index
                index += 2
                while index < bytes.count && !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                guard index < bytes.count else { throw error("a /* comment is never closed", at: start) }
                index += 2
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("a quoted name is not closed on its line", at: start) }
                let raw = bytes[(start + 1)..<index]
                let name = String(decoding: raw, as: UTF8.self)
                guard !name.isEmpty, name.utf8.elementsEqual(raw) else {
                    throw error("a quoted name is empty or not UTF-8", at: start)
                }
                guard name.count <= limits.maxNameLength else { throw error("a name is longer than \(limits.maxNameLength) characters", at: start) }
                tokens.append(CKDBToken(kind: .quoted(name), line: line, column: start - lineStart + 1))
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                tokens.append(CKDBToken(kind: .punctuation(Character(Unicode.Scalar(byte))), line: line, column: index - lineStart + 1))
                index += 1
            case _ where Self.isWordByte(byte):
                let start = index
                while index < bytes.count && Self.isWordByte(bytes[index]) { index += 1 }
                guard index - start <= limits.maxNameLength else { throw error("a name is longer than \(limits.maxNameLength) characters", at: start) }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(CKDBToken(kind: .word(word), line: line, column: start - lineStart + 1))
            default:
                let shown = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
                throw error("unexpected \(shown) in a CloudKit schema", at: index)
            }
        }
        tokens.append(CKDBToken(kind: .end, line: line, column: index - lineStart + 1))
        return tokens
    }

    /// ASCII letters, digits and `_`: the characters of a bare name.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
