// A JSON value with a deterministic printer.
//
// Foundation's JSONEncoder has differed between macOS and Linux in how it
// escapes and formats; momgen promises the same bytes on both, so every JSON
// document it prints goes through this one printer instead.

/// A JSON document whose objects keep the key order they were built with.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// Keys print in the given order; build them in a fixed order.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
    }

    /// The value as an optional string, or `null`.
    public static func optional(_ string: String?) -> JSONValue {
        string.map(JSONValue.string) ?? .null
    }

    /// The JSON text, pretty-printed with two-space indents, or compact.
    public func rendered(pretty: Bool = true) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(to: &out, indent: pretty ? 0 : nil)
        if pretty { out.append(UInt8(ascii: "\n")) }
        return String(decoding: out, as: UTF8.self)
    }

    // Rendering appends UTF-8 bytes to one buffer: appending to a String
    // scalar by scalar was the slowest part of dumping a large model.
    private func write(to out: inout [UInt8], indent: Int?) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case let .bool(value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case let .int(value): out.append(contentsOf: String(value).utf8)
        case let .string(value): JSONValue.writeString(value, to: &out)
        case let .array(items):
            guard !items.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.newline(&out, indent.map { $0 + 1 })
                item.write(to: &out, indent: indent.map { $0 + 1 })
            }
            JSONValue.newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case let .object(members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.newline(&out, indent.map { $0 + 1 })
                JSONValue.writeString(member.0, to: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                member.1.write(to: &out, indent: indent.map { $0 + 1 })
            }
            JSONValue.newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int?) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(indent * 2) { out.append(UInt8(ascii: " ")) }
    }

    private static func writeString(_ value: String, to out: inout [UInt8]) {
        JSONEscaping.append(value, to: &out)
    }
}
