// A compiled model these tests build themselves with TestArchiver: every
// feature the decoder reads, laid out the way momc archives them (entity ↔
// property ↔ model references, `_P` flags, NSKnownKeysDictionary1 entities,
// an NSDecimalNumber default, an unknown property class).
enum ArchiveFixture {
    static func bytes() -> [UInt8] {
        let archiver = TestArchiver()
        let model = archiver.reserve()
        let person = archiver.reserve()
        let employee = archiver.reserve()
        let team = archiver.reserve()
        let members = archiver.reserve()
        let memberOf = archiver.reserve()
        let property = ["NSPropertyDescription", "NSObject"]
        func attribute(_ name: String, of entity: Int, type: Int64, flags: Int64 = 241, _ extra: [(String, TestArchiver.Value)] = []) -> Int {
            archiver.object("NSAttributeDescription", superclasses: property, [
                ("NSPropertyName", .uid(archiver.string(name))), ("NSEntity", .uid(entity)), ("NSAttributeType", .int(type)),
                ("_P", .int(flags)), ("NSRenamingIdentifier", .uid(archiver.string(name))),
            ] + extra)
        }
        let name = attribute("name", of: person, type: 700, flags: 241, [
            ("NSDefaultValue", .uid(archiver.string("Anon"))), ("NSAttributeValueClassName", .uid(archiver.string("NSString"))),
        ])
        let decimal = archiver.object("NSDecimalNumberPlaceholder", superclasses: ["NSDecimalNumber", "NSNumber", "NSValue", "NSObject"], [
            ("NS.length", .int(1)), ("NS.exponent", .int(-2)), ("NS.negative", .bool(false)), ("NS.compact", .bool(true)),
            ("NS.mantissa.bo", .int(1)), ("NS.mantissa", .data([0x39, 0x30] + [UInt8](repeating: 0, count: 14))),
        ])
        let salary = attribute("salary", of: employee, type: 400, flags: 243, [("NSDefaultValue", .uid(decimal))])
        let photo = attribute("photo", of: employee, type: 1000, flags: 243 | 0x100, [("NSFlagsKey", .int(0x4 | 0x10))])
        let colour = attribute("colour", of: employee, type: 1800, flags: 243, [
            ("NSValueTransformerName", .uid(archiver.string("ColourTransformer"))),
            ("NSAttributeValueClassName", .uid(archiver.string("UIColor"))),
        ])
        let age = attribute("age", of: employee, type: 200, flags: 241 & ~0x80, [
            ("NSDefaultValue", .int(18)), ("NSVersionHashModifier", .uid(archiver.string("v2"))),
            ("NSFlagsKey", .int(0x3)), ("NSMinValueName", .int(0)), ("NSMaxValueName", .int(150)),
            ("NSRenamingIdentifier", .uid(archiver.string("years"))),
        ])
        let cache = attribute("cache", of: employee, type: 700, flags: 243 | 0x8)
        let mystery = archiver.object("NSFutureAttributeDescription", superclasses: property, [
            ("NSPropertyName", .uid(archiver.string("mystery"))), ("NSEntity", .uid(employee)),
        ])
        archiver.object("NSRelationshipDescription", superclasses: property, [
            ("NSPropertyName", .uid(archiver.string("members"))), ("NSEntity", .uid(team)),
            ("NSDestinationEntity", .uid(employee)), ("NSInverseRelationship", .uid(memberOf)),
            ("NSMinCount", .int(0)), ("NSMaxCount", .int(0)), ("NSDeleteRule", .int(2)), ("_P", .int(243 | 0x400)),
        ], in: members)
        archiver.object("NSRelationshipDescription", superclasses: property, [
            ("NSPropertyName", .uid(archiver.string("team"))), ("NSEntity", .uid(employee)),
            ("NSDestinationEntity", .uid(team)), ("NSInverseRelationship", .uid(members)),
            ("NSMinCount", .int(1)), ("NSMaxCount", .int(1)), ("NSDeleteRule", .int(1)), ("_P", .int(241)),
        ], in: memberOf)
        // fetched property: colleagues = Employee where team == $FETCH_SOURCE.team AND age > 30
        let keyPath = { (path: String) -> Int in
            let specifier = archiver.object("NSKeyPathSpecifierExpression", [("NSKeyPath", .uid(archiver.string(path)))])
            return archiver.object("NSKeyPathExpression", [("NSArguments", .uid(archiver.array([specifier])))])
        }
        let equals = archiver.object("NSPredicateOperator", [("NSOperatorType", .int(4))])
        let greater = archiver.object("NSPredicateOperator", [("NSOperatorType", .int(2))])
        let thirty = archiver.object("NSConstantValueExpression", [("NSConstantValue", .int(30))])
        let sameTeam = archiver.object("NSComparisonPredicate", [
            ("NSLeftExpression", .uid(keyPath("team"))), ("NSRightExpression", .uid(keyPath("$FETCH_SOURCE.team"))),
            ("NSPredicateOperator", .uid(equals)),
        ])
        let older = archiver.object("NSComparisonPredicate", [
            ("NSLeftExpression", .uid(keyPath("age"))), ("NSRightExpression", .uid(thirty)), ("NSPredicateOperator", .uid(greater)),
        ])
        let both = archiver.object("NSCompoundPredicate", [
            ("NSCompoundPredicateType", .int(1)), ("NSSubpredicates", .uid(archiver.array([sameTeam, older]))),
        ])
        let request = archiver.object("NSFetchRequest", [("NSEntity", .uid(employee)), ("NSPredicate", .uid(both)), ("NSFetchLimit", .int(5))])
        let colleagues = archiver.object("NSFetchedPropertyDescription", superclasses: property, [
            ("NSPropertyName", .uid(archiver.string("colleagues"))), ("NSEntity", .uid(employee)),
            ("NSFetchRequest", .uid(request)), ("_P", .int(243)),
        ])
        let named = archiver.object("NSComparisonPredicate", [
            ("NSLeftExpression", .uid(keyPath("name"))),
            ("NSRightExpression", .uid(archiver.object("NSConstantValueExpression", [("NSConstantValue", .uid(archiver.string("Ann \"A\"")))]))),
            ("NSPredicateOperator", .uid(archiver.object("NSPredicateOperator", [("NSOperatorType", .int(8))]))),
        ])
        let template = archiver.object("NSFetchRequest", [("NSEntity", .uid(person)), ("NSPredicate", .uid(named))])
        let empty = archiver.dictionary([], className: "NSDictionary")
        let userInfo = archiver.dictionary([("owner", archiver.string("hr"))])
        let nameTuple = archiver.array([archiver.string("name")])
        let element = archiver.reserve()
        let index = archiver.object("NSFetchIndexDescription", [
            ("NSIndexName", .uid(archiver.string("byAge"))), ("NSEntity", .uid(employee)),
            ("NSIndexElements", .uid(archiver.array([element]))),
        ])
        archiver.object("NSFetchIndexElementDescription", [
            ("NSPropertyName", .uid(archiver.string("age"))), ("NSFetchIndexElementType", .int(0)),
            ("NSAscending", .bool(false)), ("NSFetchIndexDescription", .uid(index)),
        ], in: element)
        func entity(_ slot: Int, _ entityName: String, parent: Int?, abstract: Bool, properties: [(String, Int)], extra: [(String, TestArchiver.Value)] = []) {
            var fields: [(String, TestArchiver.Value)] = [
                ("NSEntityName", .uid(archiver.string(entityName))), ("NSClassNameForEntity", .uid(archiver.string(entityName))),
                ("NSManagedObjectModel", .uid(model)), ("NSProperties", .uid(archiver.dictionary(properties, className: "NSMutableDictionary"))),
                ("NSUserInfo", .uid(empty)), ("NSRenamingIdentifier", .uid(archiver.string(entityName))),
            ]
            if let parent { fields.append(("NSSuperentity", .uid(parent))) }
            if abstract { fields.append(("NSIsAbstract", .bool(true))) }
            archiver.object("NSEntityDescription", fields + extra, in: slot)
        }
        entity(person, "Person", parent: nil, abstract: true, properties: [("name", name)],
               extra: [("NSUniqueTuples", .uid(archiver.array([nameTuple]))), ("NSUserInfo", .uid(userInfo))])
        entity(employee, "Employee", parent: person, abstract: false, properties: [
            ("name", name), ("salary", salary), ("photo", photo), ("colour", colour), ("age", age), ("cache", cache),
            ("mystery", mystery), ("team", memberOf), ("colleagues", colleagues),
        ], extra: [("NSFetchIndexDescriptions", .uid(archiver.array([index])))])
        entity(team, "Team", parent: nil, abstract: false, properties: [("members", members)])
        let configuration = archiver.array([team, employee], className: "NSSet")
        archiver.object("NSManagedObjectModel", [
            ("NSEntities", .uid(archiver.dictionary([("Person", person), ("Employee", employee), ("Team", team)]))),
            ("NSFetchRequestTemplates", .uid(archiver.dictionary([("byName", template)]))),
            ("NSConfigurations", .uid(archiver.dictionary([("Work", configuration)]))),
            ("NSVersionIdentifiers", .uid(archiver.array([archiver.string("2.0")], className: "NSSet"))),
        ], in: model)
        return archiver.bytes(root: model)
    }
}
