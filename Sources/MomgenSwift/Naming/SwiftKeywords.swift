// The word lists the namer consults. Kept apart from the namer so the lint
// stage (and its rule about NSManagedObject clashes) can read the same lists.

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

    /// Names a generated `@NSManaged` property or method can never have, even
    /// in backticks: Core Data finds a property's accessors by the Objective-C
    /// selector of the same name, so these would replace or collide with
    /// members `NSObject` and `NSManagedObject` already have (Apple's
    /// NSManagedObject documentation warns against overriding them). A model
    /// using one needs renaming; the linter reports it from this list.
    public static let reservedMemberNames: Set<String> = [
        // NSObject (NSObjectProtocol and KVC/KVO plumbing).
        "class", "classForCoder", "debugDescription", "description", "hash", "hashValue",
        "isProxy", "self", "superclass", "zone",
        // NSManagedObject.
        // The Boolean properties are declared `deleted` (getter `isDeleted`)
        // and so on in Objective-C, so both spellings are taken.
        "changedValues", "changedValuesForCurrentEvent", "committedValues", "deleted", "entity",
        "fault", "faultingState", "hasChanges", "hasPersistentChangedValues", "inserted",
        "isDeleted", "isFault", "isInserted", "isUpdated", "managedObjectContext", "objectID",
        "updated",
        // NSManagedObject's no-argument methods: an `@NSManaged` property of
        // the same name has the same getter selector and replaces the method
        // Core Data calls (`willSave`), and Swift rejects the redeclaration.
        "awakeFromFetch", "awakeFromInsert", "didSave", "didTurnIntoFault", "prepareForDeletion",
        "willSave", "willTurnIntoFault", "contextShouldIgnoreUnmodeledPropertyChanges",
        // NSObject's no-argument methods and the Objective-C runtime's
        // (`init`'s getter would be the selector `init`), and the NSObject
        // properties Foundation adds on Apple platforms (KVO's
        // `observationInfo`, scripting's `className`, archiving's
        // `classForKeyedArchiver`, …): a Mac build rejects or breaks on
        // them even where a Linux stub cannot tell.
        "alloc", "autorelease", "copy", "dealloc", "finalize", "init", "mutableCopy", "new",
        "release", "retain", "retainCount", "observationInfo", "className", "classForArchiver",
        "classForKeyedArchiver", "classDescription", "attributeKeys", "toManyRelationshipKeys",
        "toOneRelationshipKeys", "classCode", "objectSpecifier", "exposedBindings",
        "autoContentAccessingProxy", "awakeFromNib",
        // SwiftUI's ObservableObject, which NSManagedObject adopts on Apple
        // platforms: `objectWillChange` is its publisher.
        "objectWillChange",
    ]

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
