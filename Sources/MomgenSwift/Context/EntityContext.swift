// The template context of one entity's class: names, hierarchy, access
// modifiers and every member, all precomputed.
import MomgenModel

/// One generated class.
///
/// For example, LeagueManager's Player gives `className: "Player"`,
/// `machineClassName: "_Player"`, `superclassName: "Person"`,
/// `overridesEntityName: true`.
public struct EntityContext: Sendable {
    public let entityName: String
    public let entityNameLiteral: String
    /// The Swift class name (last component of `representedClassName`).
    public let className: String
    /// The bare class name, e.g. `Book` (for `@objc(Book)` and file names).
    public let objcName: String
    /// Whether the class gets `@objc(objcName)`: only for an unqualified
    /// `representedClassName`. For `MyApp.Book` and `.Book` Core Data looks
    /// the class up by its module-qualified runtime name, which a Swift class
    /// has only without an `@objc(…)` rename.
    public let hasObjcName: Bool
    /// The mogenerator machine class, e.g. `_Book`, and its file's name
    /// (`_Book.swift`); `__Book` when the model also has a class `_Book`.
    public let machineClassName: String
    /// The superclass: the nearest ancestor entity's class, or the custom
    /// base class, or `NSManagedObject`.
    public let superclassName: String
    /// Whether the class declares conformance to the model protocol (it is
    /// the top generated class of its hierarchy).
    public let conformsToModelProtocol: Bool
    /// Whether the class is the top generated class of its hierarchy and
    /// derives from NSManagedObject: Xcode's files declare `Identifiable`
    /// there (a subclass inherits it; a custom base class may have it).
    public let isIdentifiableRoot: Bool
    /// Whether `entityName` overrides the superclass's (`override` keyword).
    public let overridesEntityName: Bool
    /// `override ` or empty, written before `class var entityName`.
    public let entityNameOverride: String
    public let isAbstract: Bool
    /// Modules to import, sorted (`CoreData`, `Foundation`, additionalImports).
    public let imports: [String]
    public let attributes: [AttributeContext]
    public let relationships: [RelationshipContext]
    public let fetchedProperties: [FetchedPropertyContext]
    public let fetchTemplates: [FetchTemplateContext]
    /// `Attributes`, `Relationships`, `FetchedProperties`, `UserInfoKeys`,
    /// each present only when it has cases.
    public let keyEnums: [KeyEnum]
    /// mogenerator's top-level key enums (`BookAttributes`, …), each present
    /// only when it has cases and its name is free.
    public let classKeyEnums: [KeyEnum]
    /// Model properties left out (their names clash with NSObject or
    /// NSManagedObject members).
    public let skippedProperties: [SkippedProperty]
    /// momgen's own extras left out because a name was taken (a typed
    /// array, a nested key enum): only templates that declare those render them.
    public let skippedExtras: [SkippedProperty]
    /// The file a user edits: `Book.swift` or `Book+CoreDataClass.swift`.
    /// The lists above, each element behind a reference (what templates iterate).
    let sections: Sections

    /// `EntityContext`'s lists as `SectionItem`s.
    struct Sections: Sendable {
        let attributes: [SectionItem<AttributeContext>]
        let relationships: [SectionItem<RelationshipContext>]
        let fetchedProperties: [SectionItem<FetchedPropertyContext>]
        let fetchTemplates: [SectionItem<FetchTemplateContext>]
        let keyEnums: [SectionItem<KeyEnum>]
        let classKeyEnums: [SectionItem<KeyEnum>]
        let skippedProperties: [SectionItem<SkippedProperty>]
        let skippedExtras: [SectionItem<SkippedProperty>]
    }
    public let humanFileName: String
    /// Layout-wide values repeated here so entity templates can use them.
    public let modelProtocolName: String
    public let classModifier: String
    public let memberModifier: String
    public let staticModifier: String
    /// `public ` before each `import` and set alias (Xcode 26 with public
    /// declarations), else empty.
    public let importModifier: String
    /// Xcode 26's `public typealias BookCoreDataPropertiesSet = NSSet` and
    /// `BookCoreDataClassSet` (the class file): the names, or empty.
    public let propertiesSetAlias: String
    public let classSetAlias: String
    /// Whether the two aliases are declared.
    public let hasSetAliases: Bool
    /// Whether a deployment target predates `JSONEncoder`'s `.sortedKeys`,
    /// so Codable accessors sort keys only `#available(sortedKeysCondition)`.
    public let guardsSortedKeys: Bool
    public let sortedKeysCondition: String

    /// What the Xcode version and deployment targets change in an entity's
    /// files (the defaults are the newest Xcode on the newest systems).
    public struct Era: Sendable {
        var declaresIdentifiable = true
        var importModifier = ""
        var setAliasPrefix: String?
        var guardsSortedKeys = false
        /// The newest Xcode on the newest systems.
        public init() {}

        /// The era `options` ask for, for the class `objcName`.
        public init(options: GenerationOptions, objcName: String) {
            declaresIdentifiable = options.declaresIdentifiable
            let xcode26 = options.layout == .xcode && options.xcodeVersion.usesPublicImports
            importModifier = xcode26 && options.access != .internal ? "public " : ""
            setAliasPrefix = xcode26 ? objcName : nil
            guardsSortedKeys = !options.hasSortedKeys
        }
    }

    /// Whether the machine class declares a typed `fetchRequest()`: every
    /// template set does, except the mogenerator set for mogenerator 1.31,
    /// which had none (set by `ContextBuilder`).
    public internal(set) var declaresTypedFetchRequest = true

    /// Memberwise; built by `ContextBuilder`.
    public init(entityName: String, className: String, objcName: String, hasObjcName: Bool, superclassName: String,
                conformsToModelProtocol: Bool, overridesEntityName: Bool, isAbstract: Bool, imports: [String],
                attributes: [AttributeContext], relationships: [RelationshipContext],
                fetchedProperties: [FetchedPropertyContext], fetchTemplates: [FetchTemplateContext],
                keyEnums: [KeyEnum], skippedProperties: [SkippedProperty], skippedExtras: [SkippedProperty] = [], humanFileName: String,
                modelProtocolName: String, access: AccessLevel, machineClassName: String? = nil,
                classKeyEnums: [KeyEnum] = [], era: Era = Era()) {
        self.entityName = SwiftLiteral.comment(entityName)
        entityNameLiteral = SwiftLiteral.string(entityName)
        self.className = className
        self.objcName = objcName
        self.hasObjcName = hasObjcName
        self.machineClassName = machineClassName ?? "_" + objcName
        self.superclassName = superclassName
        self.conformsToModelProtocol = conformsToModelProtocol
        self.overridesEntityName = overridesEntityName
        entityNameOverride = overridesEntityName ? "override " : ""
        self.isAbstract = isAbstract
        self.imports = imports
        self.attributes = attributes
        self.relationships = relationships
        self.fetchedProperties = fetchedProperties
        self.fetchTemplates = fetchTemplates
        self.keyEnums = keyEnums.filter(\.hasCases)
        self.classKeyEnums = classKeyEnums
        isIdentifiableRoot = conformsToModelProtocol && superclassName == "NSManagedObject" && era.declaresIdentifiable
        importModifier = era.importModifier
        propertiesSetAlias = era.setAliasPrefix.map { $0 + "CoreDataPropertiesSet" } ?? ""
        classSetAlias = era.setAliasPrefix.map { $0 + "CoreDataClassSet" } ?? ""
        hasSetAliases = era.setAliasPrefix != nil
        guardsSortedKeys = era.guardsSortedKeys
        sortedKeysCondition = PlatformAPI.sortedKeys.availabilityCondition
        self.skippedProperties = skippedProperties
        self.skippedExtras = skippedExtras
        sections = Sections(
            attributes: attributes.sectionItems, relationships: relationships.sectionItems,
            fetchedProperties: fetchedProperties.sectionItems, fetchTemplates: fetchTemplates.sectionItems,
            keyEnums: self.keyEnums.sectionItems, classKeyEnums: classKeyEnums.sectionItems,
            skippedProperties: skippedProperties.sectionItems, skippedExtras: skippedExtras.sectionItems)
        self.humanFileName = humanFileName
        self.modelProtocolName = modelProtocolName
        classModifier = access.classModifier
        memberModifier = access.memberModifier
        staticModifier = access.staticModifier
    }
}
