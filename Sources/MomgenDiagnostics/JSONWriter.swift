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
    private var out: [UInt8] = []
    /// Whether the innermost open container has received a member yet.
    private var hasMembers = false
    /// The same flag for every enclosing container, outermost first.
    private var enclosing: [Bool] = []

    public init(capacity: Int = 1 << 16) {
        out.reserveCapacity(capacity)
    }

    /// The document, with a final newline.
    public mutating func finish() -> String {
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
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

    /// An object member `"key": value`.
    public mutating func field(_ key: String, _ body: (inout JSONWriter) -> Void) {
        beginMember()
        writeString(key)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
        body(&self)
    }

    public mutating func field(_ key: String, _ value: String?) {
        field(key) { $0.string(value) }
    }

    public mutating func field(_ key: String, _ value: Bool?) {
        field(key) { $0.bool(value) }
    }

    public mutating func field(_ key: String, _ value: Int?) {
        field(key) { $0.int(value) }
    }

    /// A member only when it says something: nil, false and empty are left out.
    public mutating func fieldUnlessDefault(_ key: String, _ value: String?) {
        if let value { field(key) { $0.string(value) } }
    }

    /// A member only when true.
    public mutating func fieldUnlessDefault(_ key: String, _ value: Bool?) {
        if let value, value { field(key) { $0.bool(value) } }
    }

    /// A member only when not nil (false is kept: it was written).
    public mutating func fieldIfPresent(_ key: String, _ value: Bool?) {
        if let value { field(key) { $0.bool(value) } }
    }

    /// A member only when not nil.
    public mutating func fieldUnlessDefault(_ key: String, _ value: Int?) {
        if let value { field(key) { $0.int(value) } }
    }

    /// A string-array member only when not empty.
    public mutating func fieldUnlessDefault(_ key: String, _ values: [String]) {
        if !values.isEmpty { field(key) { $0.strings(values) } }
    }

    /// A string, or `null` for nil.
    public mutating func string(_ value: String?) {
        guard let value else { return null() }
        writeString(value)
    }

    public mutating func bool(_ value: Bool?) {
        guard let value else { return null() }
        out.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func int(_ value: Int?) {
        guard let value else { return null() }
        out.append(contentsOf: String(value).utf8)
    }

    public mutating func null() {
        out.append(contentsOf: "null".utf8)
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

    private mutating func newline(depth: Int) {
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(depth * 2) { out.append(UInt8(ascii: " ")) }
    }

    private mutating func writeString(_ value: String) {
        JSONEscaping.append(value, to: &out)
    }
}

/// JSON string escaping shared by `JSONValue` and `JSONWriter`.
enum JSONEscaping {
    static func append(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Almost every string needs no escaping: copy it whole.
        var value = value
        value.withUTF8 { bytes in
            if !bytes.contains(where: needsEscape) {
                out.append(contentsOf: bytes)
            } else {
                for byte in bytes { appendEscaped(byte, to: &out) }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(byte)
        case UInt8(ascii: "\n"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
        case 0..<0x20:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            out.append(contentsOf: Array("\\u00".utf8))
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0xF)])
        default: out.append(byte)
        }
    }
}
