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
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        if pretty { out += "\n" }
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .int(value): out += String(value)
        case let .string(value): JSONValue.writeString(value, to: &out)
        case let .array(items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { out += "," }
                JSONValue.newline(&out, indent.map { $0 + 1 })
                item.write(to: &out, indent: indent.map { $0 + 1 })
            }
            JSONValue.newline(&out, indent)
            out += "]"
        case let .object(members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { out += "," }
                JSONValue.newline(&out, indent.map { $0 + 1 })
                JSONValue.writeString(member.0, to: &out)
                out += indent == nil ? ":" : ": "
                member.1.write(to: &out, indent: indent.map { $0 + 1 })
            }
            JSONValue.newline(&out, indent)
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
