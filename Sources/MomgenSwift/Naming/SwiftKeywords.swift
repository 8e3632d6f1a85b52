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
    /// MomgenModel (`ReservedMemberNames`), derived from Apple's headers, so
    /// the linter's reserved-property-name rule reports exactly these names.
    public static var reservedMemberNames: Set<String> { ReservedMemberNames.forbidden }

    /// Names that cannot be a nested member of a type at all (`Book.Type` is
    /// the metatype, `Book.self` the type itself, `Book.Protocol` a protocol
    /// metatype), so enum cases and nested names avoid them.
    public static let neverMemberNames: Set<String> = ["Type", "Protocol", "self", "init"]

    /// Members every generated key enum (`String` raw values, `CaseIterable`,
    /// hence `Hashable`) already has; a case of the same name would clash.
    public static let keyEnumMemberNames: Set<String> = ["rawValue", "allCases", "hashValue", "hash"]
}
