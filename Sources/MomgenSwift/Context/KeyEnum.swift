// A generated key enum (`Attributes`, `Relationships`, …) and its cases.

/// A key enum with its cases; templates skip enums with no cases (Swift
/// forbids a raw type on an enum without cases).
public struct KeyEnum: Sendable, Equatable {
    /// The enum's name, e.g. `Attributes`.
    public let name: String
    /// The doc comment line, e.g. "The names of the entity's attributes, …".
    public let doc: String
    public let cases: [KeyCase]
    /// Whether there is at least one case.
    public let hasCases: Bool

    /// The entity's member modifier (`public `, `open `, or empty), copied
    /// here so templates find it without walking up the context stack.
    public internal(set) var memberModifier = ""
    /// The entity's static-member modifier, copied like `memberModifier`.
    public internal(set) var staticModifier = ""

    public init(name: String, doc: String, cases: [KeyCase]) {
        self.name = name
        self.doc = doc
        self.cases = cases
        self.hasCases = !cases.isEmpty
    }
}
