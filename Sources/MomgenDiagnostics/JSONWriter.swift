// A streaming JSON printer for large documents.
//
// `JSONValue` builds a tree first, which is right for small reports but cost
// more than reading the model when dumping thousands of entities. This writer
// appends straight to a byte buffer and prints exactly what `JSONValue`'s
// pretty printer prints for the same document.

/// Writes pretty-printed JSON (two-space indents) as it is built.
///
/// For example: `w.object { w.field("name") { w.string("Book") } }` prints
/// `{\n  "name": "Book"\n}`.
public struct JSONWriter {
    private let out: JSONByteBuffer
    /// Whether the innermost open container has received a member yet.
    private var hasMembers = false
    /// The same flag for every enclosing container, outermost first.
    private var enclosing: [Bool] = []

    public init(capacity: Int = 1 << 16) {
        out = JSONByteBuffer(capacity: capacity)
    }

    /// A writer that hands its text to `sink` in pieces of about
    /// `pieceSize` bytes as it is built; `finishStreaming()` sends the rest.
    public init(streamingTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void, pieceSize: Int = 1 << 16) {
        out = JSONByteBuffer(capacity: pieceSize, sink: sink)
    }

    /// The document, with a final newline.
    public mutating func finish() -> String {
        out.append(UInt8(ascii: "\n"))
        return out.text
    }

    /// Ends the document of a streaming writer: the final newline and
    /// whatever the sink has not been sent yet.
    public mutating func finishStreaming() {
        out.append(UInt8(ascii: "\n"))
        out.flush()
    }

    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
    }

    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), body)
    }

    /// An array element: starts a new line inside the open array.
    public mutating func element(_ body: (inout JSONWriter) -> Void) {
        beginMember()
        body(&self)
    }

    /// An object member `"key": value`. Keys are literals: they are copied
    /// as they are, without the escaping check that values need.
    public mutating func field(_ key: StaticString, _ body: (inout JSONWriter) -> Void) {
        beginField(key)
        body(&self)
    }

    public mutating func field(_ key: StaticString, _ value: String?) {
        beginField(key)
        string(value)
    }

    public mutating func field(_ key: StaticString, _ value: Bool?) {
        beginField(key)
        bool(value)
    }

    public mutating func field(_ key: StaticString, _ value: Int?) {
        beginField(key)
        int(value)
    }

    /// A member only when it says something: nil, false and empty are left out.
    public mutating func fieldUnlessDefault(_ key: StaticString, _ value: String?) {
        if let value { field(key, value) }
    }

    /// A member only when true.
    public mutating func fieldUnlessDefault(_ key: StaticString, _ value: Bool?) {
        if let value, value { field(key, value) }
    }

    /// A member only when not nil (false is kept: it was written).
    public mutating func fieldIfPresent(_ key: StaticString, _ value: Bool?) {
        if let value { field(key, value) }
    }

    /// A member only when not nil.
    public mutating func fieldUnlessDefault(_ key: StaticString, _ value: Int?) {
        if let value { field(key, value) }
    }

    /// A string-array member only when not empty.
    public mutating func fieldUnlessDefault(_ key: StaticString, _ values: [String]) {
        if !values.isEmpty { field(key) { $0.strings(values) } }
    }

    /// A string, or `null` for nil.
    public mutating func string(_ value: String?) {
        guard let value else { return null() }
        var buffer = out
        JSONEscaping.append(value, to: &buffer)
    }

    public mutating func bool(_ value: Bool?) {
        guard let value else { return null() }
        if value {
            append("true")
        } else {
            append("false")
        }
    }

    /// Decimal digits written in place: a dump has a line and a column for
    /// every element, and formatting each through `String` cost an allocation.
    public mutating func int(_ value: Int?) {
        guard let value else { return null() }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            out.append(bytes: UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[(20 - count)...]))
        }
    }

    public mutating func null() {
        append("null")
    }

    /// An array of strings.
    public mutating func strings(_ values: [String]) {
        array { writer in
            for value in values { writer.element { $0.string(value) } }
        }
    }

    private mutating func container(open: UInt8, close: UInt8, _ body: (inout JSONWriter) -> Void) {
        out.append(open)
        enclosing.append(hasMembers)
        hasMembers = false
        body(&self)
        let nonEmpty = hasMembers
        hasMembers = enclosing.removeLast()
        if nonEmpty { newline(depth: enclosing.count) }
        out.append(close)
    }

    // Members touch only the scalar flag; the stack changes per container.
    private mutating func beginMember() {
        if hasMembers { out.append(UInt8(ascii: ",")) }
        hasMembers = true
        newline(depth: enclosing.count)
    }

    /// A new member, its key and the colon.
    private mutating func beginField(_ key: StaticString) {
        beginMember()
        out.append(UInt8(ascii: "\""))
        append(key)
        append("\": ")
    }

    /// Copies a literal's bytes.
    private func append(_ literal: StaticString) {
        literal.withUTF8Buffer { out.append(bytes: $0) }
    }

    /// A newline and the indentation, copied from a line of spaces.
    private mutating func newline(depth: Int) {
        out.append(UInt8(ascii: "\n"))
        let width = depth * 2
        if width <= JSONIndentation.spaces.count {
            JSONIndentation.spaces.withUnsafeBufferPointer { out.append(bytes: UnsafeBufferPointer(rebasing: $0[..<width])) }
        } else {
            for _ in 0..<width { out.append(UInt8(ascii: " ")) }
        }
    }
}

/// Spaces for indentation (64 levels; deeper documents fall back to a loop).
private enum JSONIndentation {
    static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)
}

/// JSON string escaping shared by `JSONValue` and `JSONWriter`.
enum JSONEscaping {
    static func append<Output: JSONOutput>(_ value: String, to out: inout Output) {
        out.append(UInt8(ascii: "\""))
        // Almost every string needs no escaping: copy it whole.
        var value = value
        value.withUTF8 { bytes in
            // 0x7F is DEL; 0xC2 leads every C1 control (U+0080–U+009F, CSI
            // among them), 0xD8 and 0xE2 the bidi controls and U+2028/2029:
            // such a string takes the slow path, which escapes exactly the
            // scalars `TerminalText.isUnsafe` names, so no JSON report can
            // drive the terminal or split a line in a reader that prints it.
            var clean = true
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
                clean = false
                break
            }
            if clean {
                out.append(bytes: bytes)
            } else if !String(decoding: bytes, as: UTF8.self).unicodeScalars.contains(where: { $0.value >= 0x7F && TerminalText.isUnsafe($0) }) {
                for byte in bytes { appendEscaped(byte, to: &out) }
            } else {
                appendEscapingScalars(bytes, to: &out)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The slow path for text holding DEL, a C1 control or another unsafe
    /// scalar beyond ASCII: those become `\uXXXX` (all are in the BMP).
    private static func appendEscapingScalars<Output: JSONOutput>(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout Output) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar.value >= 0x7F, TerminalText.isUnsafe(scalar) {
                for prefix in "\\u".utf8 { out.append(prefix) }
                for shift in [12, 8, 4, 0] { out.append(hex[Int((scalar.value >> UInt32(shift)) & 0xF)]) }
            } else {
                for byte in String(scalar).utf8 { appendEscaped(byte, to: &out) }
            }
        }
    }

    private static func appendEscaped<Output: JSONOutput>(_ byte: UInt8, to out: inout Output) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(byte)
        case UInt8(ascii: "\n"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
        case 0..<0x20:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            for prefix in "\\u00".utf8 { out.append(prefix) }
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0xF)])
        default: out.append(byte)
        }
    }
}
