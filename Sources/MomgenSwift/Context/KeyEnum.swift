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
    /// `cases`, each behind a reference (what templates iterate).
    let caseItems: [SectionItem<KeyCase>]

    /// The entity's member modifier (`public `, `open `, or empty), copied
    /// here so templates find it without walking up the context stack.
    public internal(set) var memberModifier = ""
    /// The entity's static-member modifier, copied like `memberModifier`.
    public internal(set) var staticModifier = ""

    /// An enum of `cases`; a case name that repeats an earlier one (keys
    /// `a b` and `a.b` both give `aB`) gets `_2`, `_3`, … so the enum compiles.
    public init(name: String, doc: String, cases: [KeyCase]) {
        self.name = name
        self.doc = doc
        var used: Set<String> = []
        var unique: [KeyCase] = []
        for keyCase in cases {
            guard used.contains(keyCase.name) else {
                used.insert(keyCase.name)
                unique.append(keyCase)
                continue
            }
            let base = keyCase.name.hasPrefix("`") ? String(keyCase.name.dropFirst().dropLast()) : keyCase.name
            var number = 2
            while used.contains("\(base)_\(number)") { number += 1 }
            used.insert("\(base)_\(number)")
            unique.append(keyCase.renamed("\(base)_\(number)"))
        }
        self.cases = unique
        self.hasCases = !unique.isEmpty
        caseItems = unique.sectionItems
    }
}
