// Xcode's `project.pbxproj` is an old-style (OpenStep) property list:
// dictionaries `{ key = value; }`, arrays `( a, b, )`, quoted and bare
// strings, `/* … */` and `//` comments. `momgen init` reads the targets out
// of it; Foundation's reader is not on every platform momgen runs on, and
// this one is bounded (nesting depth) so a hostile project cannot exhaust
// the stack.

/// An old-style property list value.
///
/// For example, `{ isa = PBXNativeTarget; name = App; }` is a
/// `.dictionary` with two `.string` values.
indirect enum OpenStepPlist: Equatable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    var string: String? { if case .string(let value) = self { return value } else { return nil } }
    var array: [OpenStepPlist] { if case .array(let value) = self { return value } else { return [] } }
    var dictionary: [String: OpenStepPlist] { if case .dictionary(let value) = self { return value } else { return [:] } }
    subscript(key: String) -> OpenStepPlist? { dictionary[key] }

    /// Parses `text`; nil when it is not a well-formed property list.
    static func parse(_ text: String) -> OpenStepPlist? {
        var parser = Parser(bytes: Array(text.utf8))
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        return parser.index == parser.bytes.count ? value : nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        static let maximumDepth = 64

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // The `// !$*UTF8*$!` first line is a comment like any other.
        }

        mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                    index = min(index + 2, bytes.count)
                } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) -> OpenStepPlist? {
            guard depth < Self.maximumDepth else { return nil }
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case 0x7B: // {
                index += 1
                var result: [String: OpenStepPlist] = [:]
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == 0x7D { index += 1; return .dictionary(result) }
                    guard let key = value(depth: depth + 1)?.string else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x3D else { return nil }
                    index += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x3B else { return nil }
                    index += 1
                    result[key] = item
                }
            case 0x28: // (
                index += 1
                var result: [OpenStepPlist] = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == 0x29 { index += 1; return .array(result) }
                    guard let item = value(depth: depth + 1) else { return nil }
                    result.append(item)
                    skipSpace()
                    if index < bytes.count, bytes[index] == 0x2C { index += 1 }
                }
            case 0x22: // "
                index += 1
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != 0x22 {
                    if bytes[index] == 0x5C, index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case 0x6E: text.append(0x0A)
                        case 0x74: text.append(0x09)
                        default: text.append(bytes[index])
                        }
                    } else {
                        text.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                return .string(String(decoding: text, as: UTF8.self))
            default:
                let start = index
                while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
                guard index > start else { return nil }
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }

        /// Letters, digits and `_$+/:.-` make up a bare word.
        static func isBare(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte == 0x24 || byte == 0x2B || byte == 0x2F || byte == 0x3A || byte == 0x2E || byte == 0x2D
        }
    }
}
