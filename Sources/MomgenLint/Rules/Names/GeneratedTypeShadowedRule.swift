// generated-type-shadowed: an entity class named like a type that momgen's
// generated Swift for this very model names, so the output cannot compile.
import MomgenDiagnostics
import MomgenModel

/// Flags classes named like a type the generated code uses (`String`,
/// `NSFetchRequest`, `Date` when the model has a Date attribute, …).
///
/// A class is declared in the app's module, so it shadows the platform type
/// there: `class var entityName: String` would mean the entity class. Unlike
/// `shadowed-type-name` (a warning about the app's own code), this is an
/// error, and only for the types the generated code for this model names.
struct GeneratedTypeShadowedRule: Rule {
    let description = RuleDescription(
        id: "generated-type-shadowed", family: .names, severity: .error,
        rationale: "momgen's generated Swift names String, NSManagedObject, NSFetchRequest and the Swift type of every attribute; a class of the same name shadows it in the module and the generated code does not compile",
        fixHint: "rename the class (representedClassName); the entity name can stay",
        evidence: RuleEvidence(.codeDoesNotCompile, "the class shadows a type the generated code names (String, Date, NSManagedObject, ...): a declaration in the module hides the imported type of the same name, so 'var title: String?' gets the model's class and the file does not type-check",
                              source: "Swift name lookup (The Swift Programming Language: a module's own declarations shadow imported ones); Xcode's class generation names the same types"),
        triggering: [
            RuleExample("""
            <!--↓--><entity name="String" representedClassName="String"/>
            <!--↓--><entity name="Fetch" representedClassName="NSFetchRequest"/>
            <entity name="Event">
                <attribute name="start" optional="YES" attributeType="Date"/>
            </entity>
            <!--↓--><entity name="Date" representedClassName="MyApp.Date"/>
            """),
            RuleExample("""
            <entity name="Shelf">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book"/>
            </entity>
            <!--↓--><entity name="Book" representedClassName="NSSet"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Data" representedClassName="Data">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            <entity name="String" representedClassName="Text"/>
            """),
        ])

    /// Types every generated file names, in one output or another (the
    /// xcode layout declares `Identifiable`).
    static let alwaysUsed: Set<String> = [
        "String", "NSManagedObject", "NSManagedObjectContext", "NSEntityDescription", "NSFetchRequest", "CaseIterable",
        "Identifiable",
    ]

    /// The Swift types the generated code for `model` names.
    static func usedTypes(_ model: Model) -> Set<String> {
        var used = alwaysUsed
        if !model.fetchRequests.isEmpty { used.insert("NSManagedObjectModel") }
        // Attributes of one shape name the same types, and a large model has
        // thousands of attributes but a few dozen shapes: each shape's types
        // are worked out once.
        var shapes: Set<AccessorShape> = []
        var hasOrdered = false, hasUnordered = false
        for entity in model.entities {
            for attribute in entity.attributes where shapes.insert(AccessorShape(attribute)).inserted {
                used.formUnion(types(of: attribute))
            }
            for relationship in entity.relationships where relationship.isToMany {
                if relationship.isOrdered { hasOrdered = true } else { hasUnordered = true }
            }
        }
        // `Set<Dest>` in momgen's API, `NSSet` in Xcode's and mogenerator's,
        // `NSMutableSet` for mogenerator's proxies.
        if hasOrdered { used.formUnion(["NSOrderedSet", "NSMutableOrderedSet", "IndexSet", "NSIndexSet", "Int"]) }
        if hasUnordered { used.formUnion(["Set", "NSSet", "NSMutableSet"]) }
        return used
    }

    /// Everything about an attribute that `types(of:)` reads: two attributes
    /// with one shape name the same types.
    private struct AccessorShape: Hashable {
        let type: AttributeType
        let isCodable: Bool
        let usesScalar: Bool
        let hasValueClassName: Bool
        let hasCustomClass: Bool

        init(_ attribute: Attribute) {
            type = attribute.type
            isCodable = attribute.userInfo["momgen.codableType"] != nil
            usesScalar = attribute.usesScalarValueType != false
            hasValueClassName = attribute.userInfo["attributeValueClassName"] != nil
            hasCustomClass = attribute.customClassName != nil
        }
    }

    /// The types an attribute's accessor names.
    static func types(of attribute: Attribute) -> Set<String> {
        if attribute.userInfo["momgen.codableType"] != nil, attribute.type == .binary {
            return ["Data", "JSONEncoder", "JSONDecoder"]
        }
        let scalar = attribute.usesScalarValueType != false
        // NSNumber: the storage of optional scalars and of every scalar's
        // primitive accessor in the mogenerator set.
        let number: Set<String> = ["NSNumber"]
        switch attribute.type {
        case .integer16: return number.union(scalar ? ["Int16"] : [])
        case .integer32: return number.union(scalar ? ["Int32"] : [])
        case .integer64: return number.union(scalar ? ["Int64"] : [])
        case .float: return number.union(scalar ? ["Float"] : [])
        case .double: return number.union(scalar ? ["Double"] : [])
        case .boolean: return number.union(scalar ? ["Bool"] : [])
        case .decimal: return ["NSDecimalNumber"]
        case .date: return ["Date"]
        case .binary:
            return attribute.userInfo["attributeValueClassName"] == nil && attribute.customClassName == nil ? ["Data"] : []
        case .uuid: return ["UUID"]
        case .uri: return ["URL"]
        case .objectID: return ["NSManagedObjectID"]
        case .transformable, .undefined, .unknown: return attribute.customClassName == nil ? ["NSObject"] : []
        case .string, .composite: return []
        }
    }

    func check(_ context: LintContext) -> [Finding] {
        let used = Self.usedTypes(context.model.declared)
        return context.entities.compactMap { entity in
            guard let name = ClassName.of(entity.declared), used.contains(name) else { return nil }
            return Finding("class '\(name)' of entity '\(entity.name)' shadows the \(name) that the generated Swift uses, so it does not compile",
                           at: entity.declared.location, entity: entity.name)
        }
    }
}
