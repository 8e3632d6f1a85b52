// How required (non-optional in the model) object-typed attributes and to-one
// relationships appear in Swift (`--required-style`, momgen.yml
// `required-style`). The trade-off is documented in docs/generate.md.

/// The Swift type of a value the model marks required.
///
/// A required value is only guaranteed once it is set: a new object before
/// its first assignment, or a deleted object an open list re-reads, holds nil.
/// For example, a required `Date` attribute is declared `Date` (`.nonOptional`,
/// reading nil traps in bridging), `Date!` (`.implicitlyUnwrapped`,
/// mogenerator's choice: reads as optional, traps only where forced) or
/// `Date?` (`.optional`, Xcode's choice: never traps). Scalars (`Int16`,
/// `Bool`, …) are not affected: Core Data reads a nil scalar as 0.
public enum RequiredStyle: String, CaseIterable, Sendable, Encodable {
    case nonOptional = "non-optional"
    case implicitlyUnwrapped = "implicitly-unwrapped"
    case optional

    /// The style a run uses when the user names none: the template set's own
    /// (mogenerator's `T!`), else the layout's (Xcode's `T?` in the xcode
    /// layout). The library and the command line both decide it here, so a
    /// golden file shows what `momgen generate` writes.
    /// mogenerator 1.31 wrote a required value `T`, 1.32 `T!`.
    public static func defaultStyle(layout: Layout, templateSet: TemplateSetName,
                                    mogeneratorVersion: MogeneratorVersion = .defaultVersion) -> RequiredStyle {
        if templateSet == .mogenerator { return mogeneratorVersion.requiredStyle }
        return templateSet.defaultRequiredStyle ?? layout.defaultRequiredStyle
    }

    /// `type` as declared for a required value in this style.
    public func declaredType(_ type: String) -> String {
        switch self {
        case .nonOptional: return type
        case .implicitlyUnwrapped: return type + "!"
        case .optional: return optionalType(type)
        }
    }
}
