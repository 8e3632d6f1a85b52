// The resolver links parents, inherited properties, destinations and inverses,
// and turns every name that does not resolve into an issue with a location.
import MomgenModel
import MomgenReader
import XCTest

final class ResolverTests: XCTestCase {
    private func resolve(_ body: String) throws -> ResolvedModel {
        let model = try ModelReader().decode(Array("<model>\n\(body)\n</model>".utf8), path: "R.xcdatamodel/contents")
        return Resolver().resolve(model)
    }

    func testInheritanceChainsAndInheritedPropertiesRootFirst() throws {
        let model = try resolve("""
        <entity name="Person" isAbstract="YES"><attribute name="dateOfBirth" attributeType="Date"/></entity>
        <entity name="Player" parentEntity="Person"><attribute name="email" attributeType="String"/></entity>
        <entity name="Captain" parentEntity="Player"><attribute name="armband" attributeType="Boolean"/></entity>
        <entity name="Coach" parentEntity="Person"/>
        """)
        let captain = try XCTUnwrap(model.entity(named: "Captain"))
        XCTAssertEqual(captain.ancestors.map { model.entities[$0].name }, ["Player", "Person"])
        XCTAssertEqual(model.entities[captain.root].name, "Person")
        XCTAssertEqual(captain.attributes.map(\.name), ["dateOfBirth", "email", "armband"])
        XCTAssertEqual(captain.attributes.map { model.entities[$0.owner].name }, ["Person", "Player", "Captain"])
        XCTAssertEqual(captain.ownAttributes.map(\.name), ["armband"])
        let person = try XCTUnwrap(model.entity(named: "Person"))
        XCTAssertEqual(person.children.map { model.entities[$0].name }, ["Player", "Coach"])
        XCTAssertEqual(person.descendants.map { model.entities[$0].name }, ["Player", "Captain", "Coach"])
        XCTAssertEqual(model.rootEntities.map(\.name), ["Person"])
        XCTAssertTrue(model.issues.isEmpty)
    }

    func testDestinationsAndInversesResolveIncludingInheritedInverses() throws {
        let model = try resolve("""
        <entity name="Owner"><relationship name="pets" toMany="YES" destinationEntity="Dog" inverseName="owner" inverseEntity="Dog"/></entity>
        <entity name="Animal"><relationship name="owner" maxCount="1" destinationEntity="Owner" inverseName="pets" inverseEntity="Owner"/></entity>
        <entity name="Dog" parentEntity="Animal"/>
        """)
        let pets = try XCTUnwrap(model.entity(named: "Owner")?.relationships.first)
        XCTAssertEqual(pets.destination.map { model.entities[$0].name }, "Dog")
        XCTAssertEqual(pets.inverse, RelationshipRef(entity: 1, name: "owner"), "the inverse is declared on Dog's parent")
        XCTAssertEqual(model.relationship(try XCTUnwrap(pets.inverse))?.name, "owner")
        XCTAssertTrue(model.issues.isEmpty, "\(model.issues)")
    }

    func testNamesThatDoNotResolveBecomeIssuesWithLines() throws {
        let model = try resolve("""
        <entity name="A" parentEntity="Ghost">
            <relationship name="toNowhere" maxCount="1" destinationEntity="Nowhere"/>
            <relationship name="noDestination" maxCount="1"/>
            <relationship name="badInverse" maxCount="1" destinationEntity="B" inverseName="missing" inverseEntity="B"/>
            <relationship name="wrongInverseEntity" maxCount="1" destinationEntity="B" inverseName="back" inverseEntity="A"/>
            <fetchedProperty name="found"><fetchRequest name="r" entity="Nobody"/></fetchedProperty>
        </entity>
        <entity name="B"><relationship name="back" maxCount="1" destinationEntity="A"/></entity>
        <entity name="A"/>
        """)
        XCTAssertEqual(model.issues.map(\.message), [
            "entity 'A' is declared more than once (first on line 2)",
            "entity 'A' has parent 'Ghost', which is not an entity in this model",
            "relationship 'A.toNowhere' points to 'Nowhere', which is not an entity in this model",
            "relationship 'A.noDestination' has no destination entity",
            "relationship 'A.badInverse' names inverse 'missing', which is not a relationship of 'B'",
            "relationship 'A.wrongInverseEntity' has inverse entity 'A' but destination 'B'",
            "fetched property 'A.found' fetches 'Nobody', which is not an entity in this model",
        ])
        XCTAssertEqual(model.issues.map(\.location.line), [10, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(model.issues.map(\.property), [nil, nil, "toNowhere", "noDestination", "badInverse", "wrongInverseEntity", "found"])
        XCTAssertEqual(model.entities.count, 3, "the duplicate is kept, not dropped")
        XCTAssertEqual(model.entity(named: "A")?.id, 0, "lookups find the first of duplicates")
    }

    func testInheritanceCyclesAreReportedOnceAndBroken() throws {
        let model = try resolve("""
        <entity name="Root"/>
        <entity name="X" parentEntity="Z"/>
        <entity name="Y" parentEntity="X"/>
        <entity name="Z" parentEntity="Y"/>
        <entity name="Leaf" parentEntity="Y"/>
        <entity name="Self" parentEntity="Self"/>
        """)
        XCTAssertEqual(model.issues.map(\.message), [
            "entities inherit from each other in a cycle: X -> Z -> Y -> X",
            "entities inherit from each other in a cycle: Self -> Self",
        ])
        XCTAssertEqual(model.issues.map(\.location.line), [3, 7])
        // Cut cycles leave finite chains for everyone, including entities hanging below a cycle.
        XCTAssertEqual(model.entity(named: "Leaf")?.ancestors.map { model.entities[$0].name }, ["Y"])
        XCTAssertNil(model.entity(named: "X")?.parent)
    }

    func testFetchedPropertiesResolveTheirEntity() throws {
        let model = try resolve("""
        <entity name="BookCategory">
            <fetchedProperty name="bargainBooks"><fetchRequest name="r" entity="Book" predicateString="price &lt; 12"/></fetchedProperty>
        </entity>
        <entity name="Book"/>
        """)
        let fetched = try XCTUnwrap(model.entity(named: "BookCategory")?.fetchedProperties.first)
        XCTAssertEqual(fetched.destination, 1)
        XCTAssertTrue(model.issues.isEmpty)
    }

    func testDeepChainsResolveInModelOrder() throws {
        // As deep as the reader allows (100 ancestors; InheritanceDepthTests).
        let body = (0..<101).map { "<entity name=\"E\($0)\"\($0 > 0 ? " parentEntity=\"E\($0 - 1)\"" : "")><attribute name=\"a\($0)\" attributeType=\"String\"/></entity>" }
        let model = try resolve(body.joined(separator: "\n"))
        XCTAssertEqual(model.entities.last?.ancestors.count, 100)
        XCTAssertEqual(model.entities.last?.attributes.count, 101)
        XCTAssertEqual(model.entities.map(\.id), Array(0..<101))
    }

    /// A reference finds the relationship its entity declares (not an
    /// inherited one of the same name, not a later duplicate), among many.
    func testRelationshipReferencesFindTheDeclaredRelationship() throws {
        func pairs(_ name: String, to destination: String, inverse: String) -> String {
            (0..<50).map {
                "<relationship name=\"\(name)\($0)\" toMany=\"YES\" destinationEntity=\"\(destination)\" inverseName=\"\(inverse)\($0)\" inverseEntity=\"\(destination)\"/>"
            }.joined(separator: "\n")
        }
        let model = try resolve("""
        <entity name="A">
        \(pairs("r", to: "B", inverse: "s"))
        <relationship name="link" maxCount="1" destinationEntity="B"/>
        </entity>
        <entity name="Sub" parentEntity="A">
        <relationship name="link" toMany="YES" destinationEntity="A"/>
        <relationship name="link" maxCount="1" destinationEntity="Sub"/>
        </entity>
        <entity name="B">
        \(pairs("s", to: "A", inverse: "r"))
        </entity>
        """)
        let a = try XCTUnwrap(model.entity(named: "A")), b = try XCTUnwrap(model.entity(named: "B"))
        let sub = try XCTUnwrap(model.entity(named: "Sub"))
        for relationship in a.ownRelationships where relationship.name != "link" {
            let inverse = try XCTUnwrap(relationship.inverse.flatMap(model.relationship))
            XCTAssertEqual(inverse.owner, b.id)
            XCTAssertEqual(inverse.name, "s" + relationship.name.dropFirst())
            XCTAssertEqual(inverse.inverse, RelationshipRef(entity: a.id, name: relationship.name))
        }
        XCTAssertEqual(model.relationship(RelationshipRef(entity: a.id, name: "link"))?.destination, b.id)
        let subLink = try XCTUnwrap(model.relationship(RelationshipRef(entity: sub.id, name: "link")))
        XCTAssertEqual(subLink.owner, sub.id)
        XCTAssertEqual(subLink.destination, a.id)
        XCTAssertNil(model.relationship(RelationshipRef(entity: b.id, name: "link")))
        XCTAssertNil(model.relationship(RelationshipRef(entity: sub.id, name: "r0")), "inherited, not declared by Sub")
    }
}
