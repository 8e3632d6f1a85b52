// A Swift type as written in a declaration, reduced to the shapes SwiftData
// derives from: a named type (with its dotted path), an optional, an array, a
// dictionary, or something else (a tuple, a function, `some P`), which no
// store has shown and which the deriver reports.

/// The written type of a stored property.
///
/// For example, `[V1.Item]?` is `.optional(.array(.named(["V1", "Item"])))`.
public indirect enum SwiftTypeReference: Hashable, Sendable {
    case named([String])
    case optional(SwiftTypeReference)
    case array(SwiftTypeReference)
    case dictionary(key: SwiftTypeReference, value: SwiftTypeReference)
    /// Any other type, with its text.
    case other(String)

    /// The type as source spells it (for findings).
    public var spelling: String {
        switch self {
        case let .named(path): return path.joined(separator: ".")
        case let .optional(wrapped): return wrapped.spelling + "?"
        case let .array(element): return "[" + element.spelling + "]"
        case let .dictionary(key, value): return "[" + key.spelling + ": " + value.spelling + "]"
        case let .other(text): return text
        }
    }
}
