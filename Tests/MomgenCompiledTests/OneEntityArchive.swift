// A model of one entity, `Item`, archived the way momc lays it out, for
// tests that need one pattern at a time (an index, a validation rule, a
// predicate) rather than ArchiveFixture's whole feature set.
final class OneEntityArchive {
    let archiver = TestArchiver()
    let model: Int
    let entity: Int
    private var properties: [(String, Int)] = []
    private var entityFields: [(String, TestArchiver.Value)] = []

    init() {
        model = archiver.reserve()
        entity = archiver.reserve()
    }

    /// Adds an attribute of Core Data type `code` (`NSAttributeType`).
    @discardableResult
    func attribute(_ name: String, type code: Int64, optional: Bool = true, _ extra: [(String, TestArchiver.Value)] = []) -> Int {
        let uid = archiver.object("NSAttributeDescription", superclasses: ["NSPropertyDescription", "NSObject"], [
            ("NSPropertyName", .uid(archiver.string(name))), ("NSEntity", .uid(entity)), ("NSAttributeType", .int(code)),
            ("_P", .int(optional ? 243 : 241)), ("NSRenamingIdentifier", .uid(archiver.string(name))),
        ] + extra)
        properties.append((name, uid))
        return uid
    }

    /// Adds any property object (already archived) under `name`.
    func property(_ name: String, _ uid: Int) {
        properties.append((name, uid))
    }

    /// Adds a field to the entity (indexes, constraints).
    func entityField(_ key: String, _ value: TestArchiver.Value) {
        entityFields.append((key, value))
    }

    /// `NSFetchIndexDescription` named `name` over `elements` (property, ascending).
    func fetchIndex(_ name: String, _ elements: [(String, Bool)]) -> Int {
        let members = elements.map { property, ascending in
            archiver.object("NSFetchIndexElementDescription", [
                ("NSPropertyName", .uid(archiver.string(property))), ("NSFetchIndexElementType", .int(0)), ("NSAscending", .bool(ascending)),
            ])
        }
        return archiver.object("NSFetchIndexDescription", [
            ("NSIndexName", .uid(archiver.string(name))), ("NSEntity", .uid(entity)), ("NSIndexElements", .uid(archiver.array(members))),
        ])
    }

    /// `left OP right` as NSComparisonPredicate, with `operatorClass` and its fields.
    func comparison(_ left: Int, _ type: Int64, _ right: Int, operatorClass: String = "NSComparisonPredicateOperator",
                    _ operatorFields: [(String, TestArchiver.Value)] = []) -> Int {
        let op = archiver.object(operatorClass, [("NSOperatorType", .int(type)), ("NSModifier", .int(0))] + operatorFields)
        return archiver.object("NSComparisonPredicate", [
            ("NSLeftExpression", .uid(left)), ("NSRightExpression", .uid(right)), ("NSPredicateOperator", .uid(op)),
        ])
    }

    func selfExpression() -> Int {
        archiver.object("NSSelfExpression", [("NSExpressionType", .int(1))])
    }

    func constant(_ value: TestArchiver.Value) -> Int {
        archiver.object("NSConstantValueExpression", [("NSConstantValue", value), ("NSExpressionType", .int(0))])
    }

    /// `path` on `operand` (SELF when nil), as momc archives a key path.
    func keyPath(_ path: String, on operand: Int? = nil) -> Int {
        let specifier = archiver.object("NSKeyPathSpecifierExpression", [("NSKeyPath", .uid(archiver.string(path))), ("NSExpressionType", .int(10))])
        return archiver.object("NSKeyPathExpression", [
            ("NSOperand", .uid(operand ?? selfExpression())), ("NSSelectorName", .uid(archiver.string(operand == nil ? "valueForKey:" : "valueForKeyPath:"))),
            ("NSArguments", .uid(archiver.array([specifier], className: "NSMutableArray"))), ("NSExpressionType", .int(3)),
        ])
    }

    func variable(_ name: String) -> Int {
        archiver.object("NSVariableExpression", [("NSVariable", .uid(archiver.string(name))), ("NSExpressionType", .int(2))])
    }

    func bytes() -> [UInt8] {
        archiver.object("NSEntityDescription", [
            ("NSEntityName", .uid(archiver.string("Item"))), ("NSClassNameForEntity", .uid(archiver.string("Item"))),
            ("NSManagedObjectModel", .uid(model)),
            ("NSProperties", .uid(archiver.dictionary(properties, className: "NSMutableDictionary"))),
        ] + entityFields, in: entity)
        archiver.object("NSManagedObjectModel", [
            ("NSEntities", .uid(archiver.dictionary([("Item", entity)]))),
            ("NSVersionIdentifiers", .uid(archiver.array([archiver.string("")], className: "NSSet"))),
        ], in: model)
        return archiver.bytes(root: model)
    }
}
