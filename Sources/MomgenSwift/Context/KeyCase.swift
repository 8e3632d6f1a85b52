// One case of a generated key enum (`Attributes`, `Relationships`, …).

/// A key constant: an enum case whose raw value is the model's name.
///
/// For example, the attribute `title` gives `case title`; the userInfo key
/// `mogenerator.readonly` gives `case mogeneratorReadonly = "mogenerator.readonly"`.
public struct KeyCase: Sendable, Equatable {
    /// The Swift case name (escaped by the namer).
    public let name: String
    /// The key as a Swift string literal, quotes included.
    public let rawValueLiteral: String
    /// Whether the raw value differs from the case name and must be written.
    public let needsRawValue: Bool
    /// What follows `case `: the name, with ` = rawValueLiteral` when
    /// `needsRawValue`. One tag instead of a section per case (key enums
    /// are a large share of a big model's template lookups).
    public let declaration: String

    /// A case for `key`, named by `namer`.
    public init(key: String, namer: SwiftNamer) {
        name = namer.caseName(key)
        rawValueLiteral = SwiftLiteral.string(key)
        needsRawValue = name != key
        declaration = needsRawValue ? "\(name) = \(rawValueLiteral)" : name
    }

    /// The same key under another case name (always written with its raw value).
    func renamed(_ newName: String) -> KeyCase {
        KeyCase(name: newName, rawValueLiteral: rawValueLiteral)
    }

    private init(name: String, rawValueLiteral: String) {
        self.name = name
        self.rawValueLiteral = rawValueLiteral
        needsRawValue = true
        declaration = "\(name) = \(rawValueLiteral)"
    }
}
