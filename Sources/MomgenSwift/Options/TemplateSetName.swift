// The template sets momgen ships (`--template-set`, momgen.yml `template-set`).

/// A named set of templates embedded in momgen.
///
/// For example, `.mogenerator` renders mogenerator's API (`entityName()`,
/// `insert(into:)`, `BookAttributes`, `authorsSet()`, `primitiveTitle`, …)
/// into the mogenerator layout's `_Book.swift`, so call sites written for
/// mogenerator's files compile. Its templates live in `Templates/mogenerator/`.
public enum TemplateSetName: String, CaseIterable, Sendable, Encodable {
    /// momgen's own API (the templates in `Templates/`).
    case momgen
    /// mogenerator's API (`Templates/mogenerator/` over `Templates/`).
    case mogenerator

    /// The required style when the user names none, if the set has its own:
    /// mogenerator's Swift files declare a required object value `T!`, so
    /// `if let` and `?.` call sites written for them compile.
    public var defaultRequiredStyle: RequiredStyle? {
        self == .mogenerator ? .implicitlyUnwrapped : nil
    }

    /// The access level when the user names none: mogenerator's Swift
    /// templates write `open class _Book` and `open class Book: _Book`, and
    /// a project's own `open class Book: _Book` needs an open superclass.
    public var defaultAccess: AccessLevel {
        self == .mogenerator ? .open : .internal
    }

    /// Whether entities whose Codegen is Xcode's (`class`, `category`) are
    /// generated unless the user opts out: mogenerator ignored Codegen.
    public var includesXcodeGeneratedByDefault: Bool { self == .mogenerator }

    /// The layout the set's file templates are written for, if it needs one.
    public var requiredLayout: Layout? {
        self == .mogenerator ? .mogenerator : nil
    }
}
