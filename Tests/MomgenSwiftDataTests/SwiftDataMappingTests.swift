// One test per mapping rule of docs/swiftdata.md: a small model, the verdict
// SwiftData's derived entity gets, and the loss that explains a change. The
// fixtures are written here from what the real stores showed.
import MomgenModel
import MomgenSwiftData
import MomgenTestSupport
import MomgenVersions
import XCTest

final class SwiftDataMappingTests: XCTestCase {
    private func verdicts(_ body: String, target: SwiftDataTarget = SwiftDataTarget()) throws -> [String: SwiftDataHashVerdict] {
        let model = try ModelXML.resolved(body)
        return Dictionary(uniqueKeysWithValues: SwiftDataStoreCompatibility.verdicts(for: model, target: target).map { ($0.entity, $0) })
    }

    private func rules(_ verdict: SwiftDataHashVerdict?) -> Set<String> {
        Set(verdict?.differences.flatMap(\.losses).map(\.ruleID) ?? [])
    }

    func testEveryValueTypeRequiredOrOptionalKeepsItsHash() throws {
        let types = ["Integer 16", "Integer 32", "Integer 64", "Double", "Float", "Decimal", "String", "Boolean", "Date", "Binary", "UUID", "URI", "Transformable"]
        let attributes = types.enumerated().map { index, type in
            "<attribute name=\"a\(index)\" attributeType=\"\(type)\"/><attribute name=\"o\(index)\" optional=\"YES\" attributeType=\"\(type)\"/>"
        }
        let result = try verdicts("<entity name=\"Item\">\(attributes.joined())</entity>")
        XCTAssertTrue(try XCTUnwrap(result["Item"]).keepsHash)
    }

    func testStorageFlagsAndModifiersKeepTheirHash() throws {
        let result = try verdicts("""
        <entity name="Photo">
            <attribute name="image" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
            <attribute name="kept" optional="YES" attributeType="String" preserveAfterDeletion="YES" versionHashModifier="v2" elementID="old"/>
        </entity>
        """)
        XCTAssertTrue(try XCTUnwrap(result["Photo"]).keepsHash)
    }

    func testTransientPropertiesAreAbsentAndChangeNothing() throws {
        let result = try verdicts("""
        <entity name="Item"><attribute name="cache" optional="YES" transient="YES" attributeType="String"/><attribute name="x" attributeType="String"/></entity>
        """)
        XCTAssertTrue(try XCTUnwrap(result["Item"]).keepsHash)
    }

    func testObjectIDAndDerivedAttributesAreUnavoidableLosses() throws {
        let result = try verdicts("""
        <entity name="Item">
            <attribute name="ref" optional="YES" attributeType="ObjectID"/>
            <attribute name="total" optional="YES" attributeType="Double" derived="YES" derivationExpression="sum:(parts.price)"/>
        </entity>
        """)
        let item = try XCTUnwrap(result["Item"])
        XCTAssertFalse(item.keepsHash)
        XCTAssertTrue(item.isUnavoidable)
        XCTAssertEqual(rules(item), ["swiftdata-objectid-attribute", "swiftdata-derived-attribute"])
    }

    func testOrderedToManyChangesTheHash() throws {
        let result = try verdicts("""
        <entity name="Book"><relationship name="chapters" optional="YES" toMany="YES" ordered="YES" destinationEntity="Chapter" inverseName="book" inverseEntity="Chapter"/></entity>
        <entity name="Chapter"><relationship name="book" optional="YES" maxCount="1" destinationEntity="Book" inverseName="chapters" inverseEntity="Book"/></entity>
        """)
        let book = try XCTUnwrap(result["Book"])
        XCTAssertEqual(book.differences.map(\.change), ["ordered YES → NO"])
        XCTAssertEqual(rules(book), ["swiftdata-ordered-relationship"])
        XCTAssertTrue(try XCTUnwrap(result["Chapter"]).keepsHash)
    }

    /// `var owner: Owner` derives a required relationship (MetaCocktails:
    /// Ingredient.ingredientBase); `Owner?` would make it optional.
    func testRequiredToOneKeepsItsHashOnlyAsANonOptionalProperty() throws {
        let body = """
        <entity name="Owner"><attribute name="name" attributeType="String"/></entity>
        <entity name="Pet"><relationship name="owner" maxCount="1" deletionRule="Nullify" destinationEntity="Owner"/></entity>
        """
        XCTAssertTrue(try XCTUnwrap(verdicts(body)["Pet"]).keepsHash)
        let optional = try XCTUnwrap(verdicts(body, target: SwiftDataTarget(requiredToOne: .optional))["Pet"])
        XCTAssertEqual(optional.differences.map(\.change), ["optional NO → YES"])
        XCTAssertEqual(rules(optional), ["swiftdata-required-to-one"])
        XCTAssertFalse(optional.isUnavoidable)
    }

    /// On a cycle of required to-ones the layout declares them `T?` (no
    /// object could be created otherwise): an unavoidable loss, named.
    func testRequiredToOnesOnACycleLoseTheirHash() throws {
        let body = """
        <entity name="Person"><relationship name="passport" maxCount="1" deletionRule="Nullify" destinationEntity="Passport" inverseName="holder" inverseEntity="Passport"/></entity>
        <entity name="Passport"><relationship name="holder" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="passport" inverseEntity="Person"/></entity>
        """
        let result = try verdicts(body)
        for name in ["Person", "Passport"] {
            let verdict = try XCTUnwrap(result[name])
            XCTAssertEqual(rules(verdict), ["swiftdata-required-to-one-cycle"], name)
            XCTAssertTrue(verdict.isUnavoidable, name)
        }
    }

    func testCountsAreCarriedByModelCountArguments() throws {
        let result = try verdicts("""
        <entity name="Team">
            <relationship name="captain" minCount="1" maxCount="1" destinationEntity="Player"/>
            <relationship name="players" optional="YES" toMany="YES" minCount="2" maxCount="11" destinationEntity="Player"/>
        </entity>
        <entity name="Player"><attribute name="name" attributeType="String"/></entity>
        """)
        XCTAssertTrue(try XCTUnwrap(result["Team"]).keepsHash)
    }

    /// `[T] = []` and `[T]` derive isOptional NO (CartKit, MetaCocktails),
    /// `[T]?` YES (MetaCocktails: Garnish.cocktails).
    func testRequiredAndOptionalToManyKeepTheirHashes() throws {
        let result = try verdicts("""
        <entity name="Cart">
            <relationship name="items" toMany="YES" deletionRule="Cascade" destinationEntity="Line"/>
            <relationship name="saved" optional="YES" toMany="YES" destinationEntity="Line"/>
        </entity>
        <entity name="Line"><attribute name="sku" attributeType="String"/></entity>
        """)
        XCTAssertTrue(try XCTUnwrap(result["Cart"]).keepsHash)
    }

    func testReciprocalInversesKeepTheirHashes() throws {
        let result = try verdicts("""
        <entity name="Cocktail"><relationship name="garnish" toMany="YES" destinationEntity="Garnish" inverseName="cocktails" inverseEntity="Garnish"/></entity>
        <entity name="Garnish"><relationship name="cocktails" optional="YES" toMany="YES" destinationEntity="Cocktail" inverseName="garnish" inverseEntity="Cocktail"/></entity>
        """)
        XCTAssertTrue(result.values.allSatisfy(\.keepsHash))
    }

    /// `A.b` names `B.a` as its inverse, `B.a` names none: SwiftData gives
    /// a pair both sides, so `B` changes. (Here `A` keeps its hash only
    /// because SwiftData infers the pair; with a second relationship from
    /// `A` to `B` nothing is inferred and `A` changes too.)
    func testOneSidedInverseIsPairedOnBothSides() throws {
        let result = try verdicts("""
        <entity name="A"><relationship name="b" optional="YES" maxCount="1" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity>
        <entity name="B"><relationship name="a" optional="YES" maxCount="1" destinationEntity="A"/></entity>
        """)
        XCTAssertTrue(try XCTUnwrap(result["A"]).keepsHash)
        let b = try XCTUnwrap(result["B"])
        XCTAssertEqual(b.differences.map(\.change), ["inverse none → b"])
        XCTAssertEqual(rules(b), ["swiftdata-inferred-inverse", "swiftdata-one-sided-inverse"])
        let ambiguous = try verdicts("""
        <entity name="A">
            <relationship name="b" optional="YES" maxCount="1" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            <relationship name="other" optional="YES" maxCount="1" destinationEntity="B"/>
        </entity>
        <entity name="B"><relationship name="a" optional="YES" maxCount="1" destinationEntity="A"/></entity>
        """)
        XCTAssertEqual(try XCTUnwrap(ambiguous["A"]).differences.map(\.change), ["inverse a → none"])
        XCTAssertEqual(rules(ambiguous["A"]), ["swiftdata-one-sided-inverse"])
    }

    /// ResourcesManager's store: two one-way relationships, the only ones
    /// between their entities, are paired although no class names an inverse.
    func testLoneOneWayRelationshipsGetAnInferredInverse() throws {
        let result = try verdicts("""
        <entity name="Item"><relationship name="recipe" optional="YES" maxCount="1" destinationEntity="Recipe"/></entity>
        <entity name="Recipe"><relationship name="product" optional="YES" maxCount="1" destinationEntity="Item"/></entity>
        <entity name="Part"><relationship name="item" optional="YES" maxCount="1" destinationEntity="Item"/></entity>
        """)
        XCTAssertEqual(rules(result["Item"]), ["swiftdata-inferred-inverse"])
        XCTAssertEqual(rules(result["Recipe"]), ["swiftdata-inferred-inverse"])
        XCTAssertTrue(try XCTUnwrap(result["Part"]).keepsHash)
    }

    func testSingleUniquenessIsKeptOnIOS17AndCompoundNeedsIOS18() throws {
        let body = """
        <entity name="User">
            <attribute name="email" attributeType="String"/><attribute name="first" attributeType="String"/><attribute name="last" attributeType="String"/>
            <uniquenessConstraints>
                <uniquenessConstraint><constraint value="email"/></uniquenessConstraint>
                <uniquenessConstraint><constraint value="first"/><constraint value="last"/></uniquenessConstraint>
            </uniquenessConstraints>
        </entity>
        """
        XCTAssertTrue(try XCTUnwrap(verdicts(body)["User"]).keepsHash)
        let old = try XCTUnwrap(verdicts(body, target: SwiftDataTarget(allowsUniqueMacro: false))["User"])
        XCTAssertEqual(rules(old), ["swiftdata-compound-unique"])
        XCTAssertEqual(old.differences.map(\.change), ["uniqueness constraints [email, first.last] → [email]"])
        XCTAssertTrue(old.isUnavoidable)
    }

    func testInheritanceNeedsIOS26AndAbstractEntitiesAreLost() throws {
        let body = """
        <entity name="Media" isAbstract="YES"><attribute name="title" attributeType="String"/></entity>
        <entity name="Movie" parentEntity="Media"><attribute name="minutes" attributeType="Integer 32"/></entity>
        """
        let newest = try verdicts(body)
        XCTAssertEqual(rules(newest["Media"]), ["swiftdata-abstract-entity"])
        XCTAssertEqual(rules(newest["Movie"]), ["swiftdata-abstract-entity"], "a sub-entity's hash holds its parent's")
        let old = try verdicts(body, target: SwiftDataTarget(allowsInheritance: false))
        XCTAssertTrue(rules(old["Movie"]).contains("swiftdata-inheritance"))
    }

    func testEntityVersionHashModifierIsLost() throws {
        let result = try verdicts(#"<entity name="Item" versionHashModifier="2"><attribute name="x" attributeType="String"/></entity>"#)
        XCTAssertEqual(rules(result["Item"]), ["swiftdata-entity-hash-modifier"])
    }

    /// SwiftData makes every member of a composite optional (MetaCocktails:
    /// Prep.prepIngredientName is a `String`, the cache has it optional).
    func testCompositeKeepsItsHashOnlyWithOptionalMembers() throws {
        let optional = try verdicts("""
        <entity name="Shop"><attribute name="address" optional="YES" attributeType="Composite" composite="Address"/></entity>
        <composite name="Address"><attribute name="street" optional="YES" attributeType="String"/><attribute name="zip" optional="YES" attributeType="Integer 64"/></composite>
        """)
        XCTAssertTrue(try XCTUnwrap(optional["Shop"]).keepsHash)
        let required = try verdicts("""
        <entity name="Shop"><attribute name="address" attributeType="Composite" composite="Address"/></entity>
        <composite name="Address"><attribute name="street" attributeType="String"/><attribute name="zip" optional="YES" attributeType="Integer 64"/></composite>
        """)
        let shop = try XCTUnwrap(required["Shop"])
        XCTAssertEqual(rules(shop), ["swiftdata-composite-member-optional"])
        XCTAssertEqual(shop.differences.map(\.change), ["composite members differ"])
    }

    func testMigrationFindingNamesVersionSchemaAndFix() throws {
        let model = try ModelXML.resolved("""
        <entity name="Owner"><attribute name="name" attributeType="String"/></entity>
        <entity name="Pet"><relationship name="owner" maxCount="1" destinationEntity="Owner"/></entity>
        """)
        XCTAssertEqual(SwiftDataStoreCompatibility.diagnostics(for: model, version: "Model 2", schema: "ModelSchemaV2"), [])
        let findings = SwiftDataStoreCompatibility.diagnostics(for: model, version: "Model 2", schema: "ModelSchemaV2",
                                                                target: SwiftDataTarget(requiredToOne: .optional))
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.ruleID, "swiftdata-store-migration")
        XCTAssertEqual(findings.first?.message,
                       "a store written by model version 'Model 2' needs a migration before ModelSchemaV2 opens it: SwiftData derives entity 'Pet' with another version hash (`owner` optional NO → YES)")
        XCTAssertEqual(findings.first?.fixHint, "required to-one `owner` declared as `Owner?` derives an optional relationship; declare it `Owner` to keep the hash")
        XCTAssertEqual(findings.first?.location.line, 4)
    }
}
