// One small model with three levels of inheritance (Vehicle → Car →
// SportsCar, Person owning vehicles), archived the three ways Core Data
// writes inherited properties, and its source XML to compare with:
// - `.declaredOnly`: each property under the entity that declares it (momc's `.mom`);
// - `.copies`: every sub-entity also holds copies of its ancestors' properties,
//   each copy's `NSEntity` the sub-entity (store model caches, framework 865 on);
// - `.proxies`: every sub-entity holds `_NSPropertyDescriptionProxy` objects
//   for them (`NSUnderlyingProperty`, `NSReferenceID`, `NSEntityDescription`;
//   frameworks 641–754).
// Written from those patterns; no real file is copied.
enum InheritanceArchiveFixture {
    enum Style: CaseIterable { case declaredOnly, copies, proxies }

    static let source = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Car" representedClassName="Car" parentEntity="Vehicle">
                <attribute name="seats" attributeType="Integer 32" defaultValueString="4"/>
            </entity>
            <entity name="Person" representedClassName="Person">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="vehicles" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Vehicle" inverseName="owner" inverseEntity="Vehicle"/>
            </entity>
            <entity name="SportsCar" representedClassName="SportsCar" parentEntity="Car">
                <attribute name="topSpeed" optional="YES" attributeType="Double" defaultValueString="0.5"/>
            </entity>
            <entity name="Vehicle" representedClassName="Vehicle" isAbstract="YES">
                <attribute name="plate" attributeType="String"/>
                <attribute name="wheels" optional="YES" attributeType="Integer 32" defaultValueString="4"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="vehicles" inverseEntity="Person"/>
                <fetchIndex name="byPlate">
                    <fetchIndexElement property="plate" type="Binary" order="descending"/>
                </fetchIndex>
            </entity>
        </model>
        """

    static func bytes(_ style: Style) -> [UInt8] {
        let archiver = TestArchiver()
        let model = archiver.reserve()
        let vehicle = archiver.reserve(), car = archiver.reserve(), sports = archiver.reserve(), person = archiver.reserve()
        let superclasses = ["NSPropertyDescription", "NSObject"]
        func attribute(_ name: String, of entity: Int, type: Int64, optional: Bool, _ extra: [(String, TestArchiver.Value)] = []) -> Int {
            archiver.object("NSAttributeDescription", superclasses: superclasses, [
                ("NSPropertyName", .uid(archiver.string(name))), ("NSEntity", .uid(entity)), ("NSAttributeType", .int(type)),
                ("_P", .int(optional ? 243 : 241)), ("NSRenamingIdentifier", .uid(archiver.string(name))), ("NSFlagsKey", .int(0)),
            ] + extra)
        }
        /// Vehicle's and Car's properties as `entity` holds them.
        func vehicleProperties(in entity: Int, owner ownerSlot: Int, vehicles: Int) -> [(String, Int)] {
            [
                ("plate", attribute("plate", of: entity, type: 700, optional: false)),
                ("wheels", attribute("wheels", of: entity, type: 200, optional: true, [("NSDefaultValue", .int(4))])),
                ("owner", archiver.object("NSRelationshipDescription", superclasses: superclasses, [
                    ("NSPropertyName", .uid(archiver.string("owner"))), ("NSEntity", .uid(entity)),
                    ("NSDestinationEntity", .uid(person)), ("NSInverseRelationship", .uid(vehicles)),
                    ("NSMinCount", .int(0)), ("NSMaxCount", .int(1)), ("NSDeleteRule", .int(1)), ("_P", .int(243)),
                ], in: ownerSlot)),
            ]
        }
        let vehiclesSlot = archiver.reserve()
        let ownerSlot = archiver.reserve()
        let declaredVehicle = vehicleProperties(in: vehicle, owner: ownerSlot, vehicles: vehiclesSlot)
        let seats = attribute("seats", of: car, type: 200, optional: false, [("NSDefaultValue", .int(4))])
        let topSpeed = attribute("topSpeed", of: sports, type: 500, optional: true, [("NSDefaultValue", .real(0.5))])
        archiver.object("NSRelationshipDescription", superclasses: superclasses, [
            ("NSPropertyName", .uid(archiver.string("vehicles"))), ("NSEntity", .uid(person)),
            ("NSDestinationEntity", .uid(vehicle)), ("NSInverseRelationship", .uid(ownerSlot)),
            ("NSMinCount", .int(0)), ("NSMaxCount", .int(0)), ("NSDeleteRule", .int(2)), ("_P", .int(243)),
        ], in: vehiclesSlot)
        let name = attribute("name", of: person, type: 700, optional: true)

        /// What a sub-entity holds for an inherited property, by style.
        func inherited(_ properties: [(String, Int)], in entity: Int) -> [(String, Int)] {
            switch style {
            case .declaredOnly: return []
            case .copies:
                // Copies of the declared objects, re-pointed at the sub-entity.
                return vehicleProperties(in: entity, owner: archiver.reserve(), vehicles: vehiclesSlot)
                    .filter { copy in properties.contains { $0.0 == copy.0 } }
            case .proxies:
                return properties.enumerated().map { offset, property in
                    (property.0, archiver.object("_NSPropertyDescriptionProxy", [
                        ("NSUnderlyingProperty", .uid(property.1)), ("NSReferenceID", .int(Int64(offset))),
                        ("NSEntityDescription", .uid(entity)),
                    ]))
                }
            }
        }
        let seatsCopy: [(String, Int)] = switch style {
        case .declaredOnly: []
        case .copies: [("seats", attribute("seats", of: sports, type: 200, optional: false, [("NSDefaultValue", .int(4))]))]
        case .proxies: [("seats", archiver.object("_NSPropertyDescriptionProxy", [
            ("NSUnderlyingProperty", .uid(seats)), ("NSReferenceID", .int(3)), ("NSEntityDescription", .uid(sports)),
        ]))]
        }
        let element = archiver.object("NSFetchIndexElementDescription", [
            ("NSPropertyName", .uid(archiver.string("plate"))), ("NSFetchIndexElementType", .int(0)), ("NSAscending", .bool(false)),
        ])
        let byPlate = archiver.object("NSFetchIndexDescription", [
            ("NSIndexName", .uid(archiver.string("byPlate"))), ("NSEntity", .uid(vehicle)),
            ("NSIndexElements", .uid(archiver.array([element]))),
        ])
        func entity(_ slot: Int, _ entityName: String, parent: Int?, properties: [(String, Int)], extra: [(String, TestArchiver.Value)] = []) {
            var fields: [(String, TestArchiver.Value)] = [
                ("NSEntityName", .uid(archiver.string(entityName))), ("NSClassNameForEntity", .uid(archiver.string(entityName))),
                ("NSManagedObjectModel", .uid(model)),
                ("NSProperties", .uid(archiver.dictionary(properties, className: "NSMutableDictionary"))),
                ("NSRenamingIdentifier", .uid(archiver.string(entityName))),
            ]
            if let parent { fields.append(("NSSuperentity", .uid(parent))) }
            archiver.object("NSEntityDescription", fields + extra, in: slot)
        }
        entity(vehicle, "Vehicle", parent: nil, properties: declaredVehicle,
               extra: [("NSIsAbstract", .bool(true)), ("NSFetchIndexDescriptions", .uid(archiver.array([byPlate])))])
        entity(car, "Car", parent: vehicle, properties: inherited(declaredVehicle, in: car) + [("seats", seats)])
        entity(sports, "SportsCar", parent: car, properties: inherited(declaredVehicle, in: sports) + seatsCopy + [("topSpeed", topSpeed)])
        entity(person, "Person", parent: nil, properties: [("name", name), ("vehicles", vehiclesSlot)])
        archiver.object("NSManagedObjectModel", [
            ("NSEntities", .uid(archiver.dictionary([("Car", car), ("Person", person), ("SportsCar", sports), ("Vehicle", vehicle)]))),
            ("NSVersionIdentifiers", .uid(archiver.array([archiver.string("")], className: "NSSet"))),
        ], in: model)
        return archiver.bytes(root: model)
    }
}
