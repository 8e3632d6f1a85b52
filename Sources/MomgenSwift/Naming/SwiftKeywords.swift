// The word lists the namer consults. Kept apart from the namer so the lint
// stage (and its rule about NSManagedObject clashes) can read the same lists.
import MomgenModel

/// Words with special meaning to Swift or to the Objective-C runtime that
/// Core Data classes live in.
public enum SwiftKeywords {
    /// Reserved words that may still be used as a name when written in
    /// backticks (`` `class` ``, `` `default` ``). Declarations, statements,
    /// expressions and types keywords from The Swift Programming Language,
    /// "Lexical Structure › Keywords and Punctuation". Contextual keywords
    /// (`get`, `set`, `open`, `override`, …) are plain identifiers outside
    /// their context and are deliberately not here.
    public static let needsBackticks: Set<String> = [
        // Keywords used in declarations.
        "associatedtype", "class", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        // Keywords used in statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Keywords used in expressions and types.
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try",
    ]

    /// Names a generated `@NSManaged` property can never have, even in
    /// backticks: its accessor would take the Objective-C selector of a member
    /// `NSObject` or `NSManagedObject` already has. The list lives in
    /// MomgenModel (`ReservedMemberNames`), derived from Apple's headers: the
    /// linter reports the forbidden ones as errors (reserved-property-name)
    /// and the platform-dependent ones as warnings (risky-member-name). The
    /// generator leaves out both: a risky name (`className`) still fails to
    /// compile on the platform where NSObject has it.
    public static let reservedMemberNames: Set<String> = Set(ReservedMemberNames.all.keys)

    /// Names Swift accepts as a member only in backticks (`` var `Type` ``):
    /// unescaped, `Book.Type` would mean the metatype and `Book.Protocol` a
    /// protocol's metatype ("type member must not be named 'Type'"). The
    /// backticks keep the Objective-C name, so the Core Data key is unchanged.
    public static let memberNeedsBackticks: Set<String> = ["Type", "Protocol"]

    /// Names that cannot be a nested member of a type at all (`Book.Type` is
    /// the metatype, `Book.self` the type itself, `Book.Protocol` a protocol
    /// metatype), so enum cases and nested names avoid them.
    public static let neverMemberNames: Set<String> = ["Type", "Protocol", "self", "init"]

    /// Members every generated key enum (`String` raw values, `CaseIterable`,
    /// hence `Hashable`) already has; a case of the same name would clash.
    public static let keyEnumMemberNames: Set<String> = ["rawValue", "allCases", "hashValue", "hash"]
}
