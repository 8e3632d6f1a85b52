// One parameter of a generated fetch-template function.

/// One parameter of a fetch template function, e.g. `name: String` for `$name`.
public struct FetchParameterContext: Sendable {
    /// The Swift parameter name.
    public let label: String
    /// The Swift type: from the compared attribute when the predicate names
    /// one, else `Any`.
    public let type: String
    /// The variable name (without `$`) as a string literal, the dictionary key.
    public let variableLiteral: String
}
