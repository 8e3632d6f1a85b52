// The template context of one relationship, with the exact Objective-C
// selectors of the KVC mutators Core Data implements at run time.
import MomgenModel

/// One generated relationship accessor and its mutators.
///
/// For example, BookCategory's to-many `books` gives `declaredType:
/// "Set<Book>"`, `addObjectSelector: "addBooksObject:"`, `addMethod: "addToBooks"`.
public struct RelationshipContext: Sendable {
    /// The name in the model, safe for a comment (`keyLiteral` is the key).
    public let name: String
    public let swiftName: String
    public let keyLiteral: String
    /// The destination's Swift class (`NSManagedObject` when it has none).
    public let destinationType: String
    /// `Book?`, `Book`, `Set<Book>` or `NSOrderedSet`.
    public let declaredType: String
    public let isToOne: Bool
    public let isToMany: Bool
    /// To-many and unordered: `Set<Dest>`.
    public let isUnordered: Bool
    /// To-many and ordered: `NSOrderedSet` plus `arrayName`.
    public let isOrdered: Bool
    public let isOptional: Bool
    public let isReadOnly: Bool
    /// To-many and not read-only: the mutators are generated.
    public let hasMutators: Bool
    /// The typed array view of an ordered relationship, e.g. `pagesArray`.
    public let arrayName: String
    /// Whether the `arrayName` accessor is generated: ordered, and no
    /// property in the entity's inheritance family already has that name
    /// (the generated class would not compile).
    public internal(set) var hasArrayAccessor: Bool
    /// `addToBooks`, `removeFromBooks`, `insertIntoPages`, `replacePages`.
    public let addMethod: String
    public let removeMethod: String
    public let insertMethod: String
    public let replaceMethod: String
    /// `addBooksObject:`, `removeBooksObject:`, `addBooks:`, `removeBooks:`.
    public let addObjectSelector: String
    public let removeObjectSelector: String
    public let addSetSelector: String
    public let removeSetSelector: String
    /// Ordered only: `insertObject:inPagesAtIndex:`, `removeObjectFromPagesAtIndex:`,
    /// `insertPages:atIndexes:`, `removePagesAtIndexes:`,
    /// `replaceObjectInPagesAtIndex:withObject:`, `replacePagesAtIndexes:withPages:`.
    public let insertObjectSelector: String
    public let removeObjectAtIndexSelector: String
    public let insertAtIndexesSelector: String
    public let removeAtIndexesSelector: String
    public let replaceObjectSelector: String
    public let replaceAtIndexesSelector: String
    /// `to-many, ordered, optional, inverse book, cascade`.
    public let summary: String

    /// The parameter type of the mutators that take several objects of an
    /// unordered relationship: `Set<Book>`, or `NSSet` in Xcode's API.
    public let setValuesType: String
    /// The current ordered set, for the bodies of ordered mutators:
    /// `self.pages`, or `self.pages ?? NSOrderedSet()` in Xcode's API,
    /// where the property is optional.
    public let currentOrderedSet: String

    /// mogenerator's API: `NSSet` or `NSOrderedSet` (to-many only).
    public let collectionType: String
    /// mogenerator's live mutable proxy, e.g. `booksSet()` returning
    /// `mutableSetValue(forKey: "books")` as an `NSMutableSet`.
    public let setProxyName: String
    public let proxyType: String
    public let proxyMethod: String
    /// Whether `setProxyName` is generated: no property of the entity's
    /// family has that name.
    public internal(set) var hasSetProxy: Bool
    /// mogenerator's mutators, named as their selectors: `addBooks`,
    /// `removeBooks`, `addBooksObject`, `removeBooksObject`.
    public let addSetMethod: String
    public let removeSetMethod: String
    public let addObjectMethod: String
    public let removeObjectMethod: String
    /// Core Data's primitive accessor, e.g. `primitiveBooks` (also its
    /// selector), typed `NSMutableSet`, `NSMutableOrderedSet` or `Book?`.
    public let primitiveName: String
    public let primitiveType: String
    /// Whether the primitive accessor is generated (see `hasSetProxy`).
    public internal(set) var hasPrimitive: Bool

    /// The entity's member modifier (`public `, `open `, or empty), copied
    /// here so templates find it without walking up the context stack.
    public internal(set) var memberModifier = ""
    /// The entity's static-member modifier, copied like `memberModifier`.
    public internal(set) var staticModifier = ""

    /// Builds the context; `destinationType` is the destination's Swift
    /// class, `requiredStyle` types a required to-one.
    public init(_ relationship: Relationship, destinationType: String, namer: SwiftNamer,
                requiredStyle: RequiredStyle = .nonOptional, xcodeAPI: Bool = false) {
        let key = namer.capitalized(relationship.name)
        name = SwiftLiteral.comment(relationship.name)
        swiftName = namer.propertyName(relationship.name)
        keyLiteral = SwiftLiteral.string(relationship.name)
        self.destinationType = destinationType
        isToMany = relationship.isToMany
        isToOne = !relationship.isToMany
        isOrdered = relationship.isToMany && relationship.isOrdered
        isUnordered = relationship.isToMany && !relationship.isOrdered
        isOptional = relationship.isOptional
        isReadOnly = UserInfoKeys.isTrue(relationship.userInfo[UserInfoKeys.readonly])
        hasMutators = isToMany && !isReadOnly
        if isOrdered {
            declaredType = xcodeAPI ? "NSOrderedSet?" : "NSOrderedSet"
        } else if isToMany {
            declaredType = xcodeAPI ? "NSSet?" : "Set<\(destinationType)>"
        } else {
            declaredType = isOptional ? optionalType(destinationType) : requiredStyle.declaredType(destinationType)
        }
        setValuesType = xcodeAPI ? "NSSet" : "Set<\(destinationType)>"
        currentOrderedSet = xcodeAPI ? "self.\(swiftName) ?? NSOrderedSet()" : "self.\(swiftName)"
        arrayName = namer.escaped(namer.identifier(from: relationship.name, lowerFirst: false) + "Array")
        hasArrayAccessor = isOrdered && !xcodeAPI
        collectionType = isOrdered ? "NSOrderedSet" : "NSSet"
        setProxyName = namer.escaped(namer.identifier(from: relationship.name, lowerFirst: false) + "Set")
        proxyType = isOrdered ? "NSMutableOrderedSet" : "NSMutableSet"
        proxyMethod = isOrdered ? "mutableOrderedSetValue" : "mutableSetValue"
        hasSetProxy = isToMany
        addSetMethod = "add\(key)"
        removeSetMethod = "remove\(key)"
        addObjectMethod = "add\(key)Object"
        removeObjectMethod = "remove\(key)Object"
        primitiveName = "primitive\(key)"
        primitiveType = isToMany ? proxyType : optionalType(destinationType)
        hasPrimitive = true
        addMethod = "addTo\(key)"
        removeMethod = "removeFrom\(key)"
        insertMethod = "insertInto\(key)"
        replaceMethod = "replace\(key)"
        addObjectSelector = "add\(key)Object:"
        removeObjectSelector = "remove\(key)Object:"
        addSetSelector = "add\(key):"
        removeSetSelector = "remove\(key):"
        insertObjectSelector = "insertObject:in\(key)AtIndex:"
        removeObjectAtIndexSelector = "removeObjectFrom\(key)AtIndex:"
        insertAtIndexesSelector = "insert\(key):atIndexes:"
        removeAtIndexesSelector = "remove\(key)AtIndexes:"
        replaceObjectSelector = "replaceObjectIn\(key)AtIndex:withObject:"
        replaceAtIndexesSelector = "replace\(key)AtIndexes:with\(key):"
        var parts = [isToMany ? (isOrdered ? "to-many, ordered" : "to-many") : "to-one",
                     isOptional ? "optional" : "required"]
        if let inverse = relationship.inverseName { parts.append("inverse \(inverse)") }
        parts.append("delete rule \(relationship.deleteRule.xcodeName)")
        if isReadOnly { parts.append("read-only") }
        summary = SwiftLiteral.comment(parts.joined(separator: ", "))
    }
}
