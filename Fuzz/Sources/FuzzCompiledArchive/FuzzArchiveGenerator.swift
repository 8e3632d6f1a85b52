// The fuzzer's input read as choices that build a compiled model archive the
// way momc lays one out (model → entities → properties, relationships and
// their inverses, fetched properties with predicates, decimal defaults,
// userInfo, fetch indexes, configurations), with the shapes hostile archives
// use: shared references everywhere, long and odd names (operators, control
// characters, U+FFFE), padded class descriptions, bad counts and lengths.
// Plain byte mutation almost never gets past the plist layer; choices do.

/// Reads choices from the input; zeros once it is used up.
struct FuzzChoices {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func byte() -> Int {
        defer { position += 1 }
        return position < bytes.count ? Int(bytes[position]) : 0
    }

    mutating func below(_ count: Int) -> Int { count <= 1 ? 0 : byte() % count }

    mutating func flag() -> Bool { byte() & 1 == 1 }
}

/// Builds one archive from choices.
struct FuzzArchiveGenerator {
    var choices: FuzzChoices
    let writer = FuzzArchiveWriter()
    var entities: [Int] = []
    var properties: [Int] = []
    var predicates: [Int] = []
    var strings: [Int] = []

    static let names = [
        "name", "Book", "title", "a OR b", "in", "SELF", "$FETCH_SOURCE", "books.@count", "x\u{1}", "x\u{2}", "",
        "ＡＢ", "A\u{FFFE}", "tab\there", "line\nbreak", "quote\"d", "#hash", "@count", "a.b", "not", "ESC\u{1B}[31m",
    ]

    init(_ bytes: [UInt8]) { choices = FuzzChoices(bytes) }

    mutating func name() -> Int {
        if !strings.isEmpty, choices.below(4) == 0 { return strings[choices.below(strings.count)] }
        let pick = choices.below(Self.names.count + 2)
        let text: String
        if pick < Self.names.count {
            text = Self.names[pick]
        } else if pick == Self.names.count {
            text = String(repeating: "k", count: 64 * (1 + choices.byte()))
        } else {
            text = "n\(choices.byte())"
        }
        let index = writer.add(.string(text))
        strings.append(index)
        return index
    }

    mutating func integer() -> Int64 {
        switch choices.below(6) {
        case 0: return Int64(choices.byte()) - 128
        case 1: return Int64.max
        case 2: return Int64.min
        case 3: return -1
        default: return Int64(choices.byte() * 100)
        }
    }

    mutating func value() -> FuzzPlistObject {
        switch choices.below(7) {
        case 0: return .int(integer())
        case 1: return .real([0.5, -0, .nan, .infinity, 1e300][choices.below(5)])
        case 2: return .bool(choices.flag())
        case 3: return .uid(name())
        case 4: // NSDecimalNumber with any length and exponent
            let decimal = writer.object(choices.flag() ? "NSDecimalNumberPlaceholder" : "NSDecimalNumber", [
                ("NS.length", .int(Int64(choices.byte() % 12) - 4)), ("NS.exponent", .int(Int64(choices.byte()) - 128)),
                ("NS.negative", .bool(choices.flag())), ("NS.mantissa.bo", .int(1)),
                ("NS.mantissa", .data((0 ..< choices.below(20)).map { _ in UInt8(choices.byte()) })),
            ])
            return .uid(decimal)
        case 5: return .uid(writer.object("NSDate", [("NS.time", .real(Double(integer())))]))
        default: return .uid(writer.object(choices.flag() ? "NSMutableString" : "NSURL", [("NS.string", .uid(name()))]))
        }
    }

    mutating func userInfo() -> FuzzPlistObject {
        let count = choices.below(4)
        return .uid(writer.dictionary((0 ..< count).map { _ in (name(), writer.add(value())) }))
    }

    mutating func expression(depth: Int) -> Int {
        switch choices.below(7) {
        case 0, 1:
            let specifier = writer.object("NSKeyPathSpecifierExpression", [("NSKeyPath", .uid(name()))])
            return writer.object("NSKeyPathExpression", [("NSArguments", .uid(writer.collection("NSArray", [specifier])))])
        case 2: return writer.object("NSKeyPathExpression", [("NSKeyPath", .uid(name()))])
        case 3: return writer.object("NSVariableExpression", [("NSVariable", .uid(name()))])
        case 4: return writer.object("NSConstantValueExpression", [("NSConstantValue", value())])
        case 5: return writer.object("NSSelfExpression", [])
        default: return writer.object(choices.flag() ? "NSFunctionExpression" : "A OR B", [])
        }
    }

    mutating func predicate(depth: Int) -> Int {
        if !predicates.isEmpty, choices.below(3) == 0 { return predicates[choices.below(predicates.count)] }
        let made: Int
        switch depth > 3 ? 2 : choices.below(5) {
        case 0, 1:
            let count = choices.below(5)
            var parts: [Int] = []
            for _ in 0 ..< count { parts.append(predicate(depth: depth + 1)) }
            made = writer.object("NSCompoundPredicate", [
                ("NSCompoundPredicateType", .int(Int64(choices.below(4)))), ("NSSubpredicates", .uid(writer.collection("NSArray", parts))),
            ])
        case 2, 3:
            let op = writer.object("NSPredicateOperator", [("NSOperatorType", .int(Int64([0, 4, 5, 8, 10, 99, 100, 77][choices.below(8)]))),
                                                           ("NSModifier", .int(Int64(choices.below(3))))])
            made = writer.object("NSComparisonPredicate", [
                ("NSLeftExpression", .uid(expression(depth: depth))), ("NSRightExpression", .uid(expression(depth: depth))),
                ("NSPredicateOperator", .uid(op)),
            ])
        default:
            made = writer.object(["NSTruePredicate", "NSFalsePredicate", "NSSubqueryPredicate"][choices.below(3)], [])
        }
        predicates.append(made)
        return made
    }

    mutating func property(owner: Int) -> Int {
        if !properties.isEmpty, choices.below(5) == 0 { return properties[choices.below(properties.count)] }
        var fields: [(String, FuzzPlistObject)] = [("NSPropertyName", .uid(name())), ("_P", .int(Int64(choices.byte() * 16 + 1)))]
        if choices.below(4) != 0 { fields.append(("NSEntity", .uid(choices.below(4) == 0 ? entities[choices.below(entities.count)] : owner))) }
        if choices.below(4) == 0 { fields.append(("NSUserInfo", userInfo())) }
        if choices.below(6) == 0 { fields.append(("NSRenamingIdentifier", .uid(name()))) }
        let made: Int
        switch choices.below(8) {
        case 0, 1, 2, 3:
            let types: [Int64] = [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1800, 2000, 2100, 4242]
            fields.append(("NSAttributeType", .int(types[choices.below(types.count)])))
            if choices.flag() { fields.append(("NSDefaultValue", value())) }
            if choices.below(4) == 0 { fields += [("NSFlagsKey", .int(3)), ("NSMinValueName", value()), ("NSMaxValueName", value())] }
            if choices.below(4) == 0 { fields.append(("NSAttributeValueClassName", .uid(name()))) }
            made = writer.object(["NSAttributeDescription", "NSAttributeDescription", "NSCompositeAttributeDescription"][choices.below(3)], fields)
        case 4:
            fields.append(("NSDerivationExpression", .uid(expression(depth: 0))))
            fields.append(("NSAttributeType", .int(700)))
            made = writer.object("NSDerivedAttributeDescription", fields)
        case 5, 6:
            fields += [("NSDestinationEntity", .uid(entities[choices.below(entities.count)])), ("NSMinCount", .int(integer())),
                       ("NSMaxCount", .int(integer())), ("NSDeleteRule", .int(Int64(choices.below(5))))]
            if !properties.isEmpty, choices.flag() { fields.append(("NSInverseRelationship", .uid(properties[choices.below(properties.count)]))) }
            made = writer.object("NSRelationshipDescription", fields)
        default:
            let request = writer.object("NSFetchRequest", [
                ("NSEntity", .uid(entities[choices.below(entities.count)])), ("NSPredicate", .uid(predicate(depth: 0))),
                ("NSFetchLimit", .int(integer())),
            ])
            fields.append(("NSFetchRequest", .uid(request)))
            made = writer.object("NSFetchedPropertyDescription", fields)
        }
        properties.append(made)
        return made
    }

    /// The archive's bytes.
    mutating func archive() -> [UInt8] {
        let model = writer.reserve()
        entities = (0 ..< 1 + choices.below(5)).map { _ in writer.reserve() }
        var tables: [Int] = []
        for entity in entities {
            let table: Int
            if !tables.isEmpty, choices.below(4) == 0 {
                table = tables[choices.below(tables.count)]
            } else {
                let count = choices.below(7)
                var entries: [(Int, Int)] = []
                for _ in 0 ..< count { entries.append((name(), property(owner: entity))) }
                table = writer.dictionary(entries, className: choices.flag() ? "NSMutableDictionary" : "NSDictionary")
                tables.append(table)
            }
            var fields: [(String, FuzzPlistObject)] = [
                ("NSEntityName", .uid(name())), ("NSManagedObjectModel", .uid(model)), ("NSProperties", .uid(table)),
                ("NSClassNameForEntity", .uid(name())),
            ]
            if choices.below(3) == 0 { fields.append(("NSSuperentity", .uid(entities[choices.below(entities.count)]))) }
            if choices.below(3) == 0 { fields.append(("NSUserInfo", userInfo())) }
            if choices.below(4) == 0 {
                fields.append(("NSUniqueTuples", .uid(writer.collection("NSArray", [writer.collection("NSArray", [name()])]))))
            }
            if choices.below(5) == 0 {
                let element = writer.object("NSFetchIndexElementDescription", [("NSPropertyName", .uid(name())), ("NSAscending", .bool(choices.flag()))])
                let index = writer.object("NSFetchIndexDescription", [("NSIndexName", .uid(name())),
                                                                       ("NSIndexElements", .uid(writer.collection("NSArray", [element])))])
                fields.append(("NSFetchIndexDescriptions", .uid(writer.collection("NSArray", [index]))))
            }
            writer.object("NSEntityDescription", fields, in: entity)
        }
        var rootFields: [(String, FuzzPlistObject)] = [
            ("NSEntities", .uid(writer.dictionary(entities.map { (name(), $0) }))),
            ("NSVersionIdentifiers", .uid(writer.collection("NSSet", [name()]))),
        ]
        if choices.below(3) == 0 {
            let request = writer.object("NSFetchRequest", [("NSEntity", .uid(entities[0])), ("NSPredicate", .uid(predicate(depth: 0)))])
            rootFields.append(("NSFetchRequestTemplates", .uid(writer.dictionary([(name(), request)]))))
        }
        if choices.below(3) == 0 {
            rootFields.append(("NSConfigurations", .uid(writer.dictionary([(name(), writer.collection("NSSet", entities))]))))
        }
        writer.object("NSManagedObjectModel", rootFields, in: model)
        if choices.below(8) == 0 {
            writer.pad(["NSAttributeDescription", "NSEntityDescription", "NSString"][choices.below(3)], 1 + choices.byte() * 64)
        }
        return writer.bytes(root: model)
    }
}
