// The names the hostile-model generator draws from: Swift keywords, standard
// library, Foundation and Core Data type names, the names momgen itself
// generates, and odd Unicode. Each pool mixes in ordinary names so that most
// models get past the linter and reach the type checker.

/// Name pools for `HostileModelGenerator`.
enum HostileNamePools {
    /// Ordinary entity names, drawn half of the time.
    static let ordinaryEntities = ["Book", "Item", "Shelf", "Note", "Tag", "Owner", "Page", "Author"]

    /// Hostile entity and class names.
    static let entities = [
        // Swift, Foundation and Core Data types.
        "String", "Set", "Array", "Data", "Date", "URL", "UUID", "Optional", "Result", "Error", "Int16", "Bool",
        "NSFetchRequest", "NSManagedObject", "NSSet", "NSObject", "NSOrderedSet", "Codable", "Sendable",
        // Keywords and member-only names.
        "Protocol", "Type", "Self", "Any", "Class", "Default",
        // momgen's own generated names (the model is named Fuzz).
        "FuzzManagedObject", "Attributes", "Relationships", "_Book", "_Item", "__Note",
        // Odd Unicode.
        "Café", "Straße", "Ñandú",
        // A lone underscore (issue 22).
        "_",
    ]

    /// Ordinary property names, drawn two times in three.
    static let ordinaryProperties = ["title", "name", "count", "value", "position", "created", "items", "pages", "owner", "shelf", "rank", "note"]

    /// Hostile attribute and relationship names. Names the linter always
    /// refuses (`description`, `self`, …) are few: ForbiddenMemberNameTests
    /// covers them, and here they would only keep models from the type checker.
    static let properties = [
        // Swift forbids, reserves or escapes these as members.
        "Type", "Protocol", "init", "default", "where", "get", "set", "newValue", "Self", "Any", "extension",
        // NSObject / NSManagedObject members.
        "description", "objectWillChange", "observationInfo",
        // momgen's own generated members.
        "Attributes", "Relationships", "UserInfoKeys", "FetchedProperties", "entityName", "makeFetchRequest",
        "insert", "itemsArray", "pagesArray", "addToItems", "rawValue", "allCases", "decodeType", "encodeUrl",
        // Case pairs and odd Unicode.
        "url", "Url", "_private", "naïve", "String", "Set",
        // A lone underscore (issue 22).
        "_",
    ]

    /// userInfo keys of entities and attributes.
    static let userInfoKeys = [
        "note", "a.b", "a b", "a_b", "_x", "default", "Type", "self", "rawValue", "allCases", "1st", "日本", "_",
    ]

    /// Fetch request names.
    static let fetchRequests = ["All", "ItemsNamed", "Attributes", "entityName", "Type", "default", "make", "Fetch", "By Name",
        // Names whose helpers the namer makes alike (`makeABFetchRequest`), and a lone underscore (issue 22).
        "aB", "AB", "A B", "_"]

    /// Custom classes of Transformable attributes that name no type (issue 22).
    static let customClasses = ["UnCloudNotes.", "_", "App..Photo"]

    /// `momgen.additionalImports` values.
    static let imports = ["Foundation", "CoreData, Foundation", "class", "import", "Foundation.NSObject", "_Concurrency"]
}
