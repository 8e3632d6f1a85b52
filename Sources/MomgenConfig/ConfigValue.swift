// A configuration value as read from YAML, with where it was written.
//
// Yams' `Node` is turned into this small value right after parsing, so that
// the rest of momgen never depends on Yams and every value keeps its line.

/// One YAML value: a scalar, a list or a mapping (keys in document order).
public indirect enum ConfigValue: Hashable, Sendable {
    case scalar(String, line: Int)
    case list([ConfigValue], line: Int)
    /// Keys keep document order; each key carries its own line.
    case mapping([ConfigEntry], line: Int)

    /// The 1-based line the value starts on (0 when unknown).
    public var line: Int {
        switch self {
        case let .scalar(_, line), let .list(_, line), let .mapping(_, line): return line
        }
    }

    /// The scalar text, or nil for lists and mappings.
    public var string: String? {
        if case let .scalar(text, _) = self { return text }
        return nil
    }

    /// The scalar as an integer, when it is one.
    public var int: Int? { string.flatMap { Int($0) } }

    /// The scalar as a YAML boolean (`true`/`false`, `yes`/`no`), when it is one.
    public var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// A list of scalars; a single scalar counts as a one-item list.
    public var strings: [String]? {
        switch self {
        case let .scalar(text, _): return [text]
        case let .list(items, _):
            let texts = items.compactMap(\.string)
            return texts.count == items.count ? texts : nil
        case .mapping: return nil
        }
    }

    /// The mapping's entries, or nil when the value is not a mapping.
    public var entries: [ConfigEntry]? {
        if case let .mapping(entries, _) = self { return entries }
        return nil
    }

    /// The value for `key` in a mapping.
    public subscript(key: String) -> ConfigValue? {
        entries?.first { $0.key == key }?.value
    }
}

/// One `key: value` pair of a YAML mapping.
public struct ConfigEntry: Hashable, Sendable {
    public var key: String
    public var value: ConfigValue
    /// The line of the key itself (where an "unknown key" should point).
    public var line: Int

    public init(key: String, value: ConfigValue, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}
