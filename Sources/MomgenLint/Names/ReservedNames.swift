// The name lists the naming rules check against, in one place.
//
// The Swift emitter keeps its own keyword escaping; these lists answer a
// different question ("will this name break or confuse Core Data, the
// Objective-C runtime or generated code?") and are documented in docs/rules.md.
// The members a property cannot be named after are shared with the Swift
// namer and live in MomgenModel (`ReservedMemberNames`).

/// Names that clash with platform members, keywords and types.
public enum ReservedNames {
    /// Swift keywords that cannot be used as an identifier without backticks
    /// (declaration, statement, expression and type keywords, Swift 6).
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "Type", "Protocol",
    ]

    /// C and Objective-C keywords (and the Objective-C constants that are
    /// macros), which generated Objective-C cannot use as property names.
    public static let objectiveCKeywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
        "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
        "_Bool", "_Complex", "_Imaginary", "self", "super", "nil", "Nil", "YES", "NO",
    ]

    /// Class names the Objective-C runtime already defines (objc/runtime.h,
    /// objc.h): a generated class with one of these names does not compile.
    public static let runtimeTypes: Set<String> = [
        "Category", "Method", "Ivar", "Class", "SEL", "IMP", "Protocol", "BOOL", "id",
        "NSObject", "NSEntityDescription", "NSManagedObjectContext", "NSManagedObjectID",
    ]

    /// Swift standard library, Foundation, SwiftUI and SwiftData types that an
    /// entity class of the same name would shadow in the app's module.
    public static let shadowedTypes: [String: String] = {
        var types: [String: String] = [:]
        for name in ["Any", "Array", "Set", "Dictionary", "String", "Character", "Int", "Double", "Float", "Bool",
                     "Error", "Result", "Task", "Optional", "Range", "Sequence", "Collection", "Never", "Actor"] {
            types[name] = "Swift"
        }
        for name in ["Data", "Date", "URL", "UUID", "Decimal", "Notification", "Operation", "Timer", "Locale",
                     "Calendar", "Bundle", "Thread", "Process", "Measurement", "Predicate", "Expression",
                     "DateInterval", "TimeZone", "IndexPath", "Progress"] {
            types[name] = "Foundation"
        }
        for name in ["View", "Text", "Image", "Color", "Font", "List", "Section", "Group", "Label", "Link",
                     "Menu", "Form", "Scene", "Binding", "State", "Environment", "Transaction", "Animation"] {
            types[name] = "SwiftUI"
        }
        for name in ["Model", "Schema", "Query", "ModelContext", "ModelContainer"] {
            types[name] = "SwiftData"
        }
        return types
    }()

    /// Whether `name` is a valid identifier: a letter or `_`, then letters, digits or `_` (ASCII).
    public static func isIdentifier(_ name: String) -> Bool {
        // A lone `_` is Swift's wildcard: `class _`, `var _` do not parse.
        guard name != "_" else { return false }
        guard let first = name.unicodeScalars.first else { return false }
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
        guard isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
