// Every construct real models contain is read into the declared model, with
// its line and column.
import MomgenModel
import MomgenReader
import XCTest

final class ModelDecoderTests: XCTestCase {
    private func decode(_ text: String) throws -> Model {
        try ModelReader().decode(Array(text.utf8), path: "T.xcdatamodel/contents")
    }

    private let header = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#

    func testModelAttributes() throws {
        let model = try decode(header + "\n" + #"""
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23E224" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="v3" usedWithCloudKit="YES" usedWithSwiftData="YES" iOSVersion="Automatic"/>
        """#)
        XCTAssertEqual(model.type, "com.apple.IDECoreDataModeler.DataModel")
        XCTAssertEqual(model.documentVersion, "1.0")
        XCTAssertEqual(model.lastSavedToolsVersion, "22758")
        XCTAssertEqual(model.systemVersion, "23E224")
        XCTAssertEqual(model.minimumToolsVersion, "Automatic")
        XCTAssertEqual(model.sourceLanguage, "Swift")
        XCTAssertEqual(model.userDefinedModelVersionIdentifier, "v3")
        XCTAssertTrue(model.isUsedWithCloudKit)
        XCTAssertTrue(model.isUsedWithSwiftData)
        XCTAssertEqual(model.otherAttributes, [XMLAttribute(name: "iOSVersion", value: "Automatic")], "unknown attributes are kept")
        XCTAssertEqual(model.location, SourceLocationRef(line: 2, column: 1))
    }

    func testEntityAttributes() throws {
        let model = try decode("""
        <model>
            <entity name="Car" representedClassName=".Car" parentEntity="Vehicle" isAbstract="YES" codeGenerationType="class" elementID="Auto" versionHashModifier="2" syncable="YES">
                <userInfo>
                    <entry key="momgen.customBaseClass" value="BaseObject"/>
                </userInfo>
            </entity>
            <entity name="Vehicle" representedClassName="Garage.Vehicle"/>
        </model>
        """)
        let car = model.entities[0]
        XCTAssertEqual(car.name, "Car")
        XCTAssertEqual(car.representedClassName, ".Car")
        XCTAssertEqual(car.parentEntity, "Vehicle")
        XCTAssertTrue(car.isAbstract)
        XCTAssertEqual(car.codeGenerationType, "class")
        XCTAssertEqual(car.renamingIdentifier, "Auto")
        XCTAssertEqual(car.versionHashModifier, "2")
        XCTAssertEqual(car.isSyncable, true)
        XCTAssertEqual(car.userInfo["momgen.customBaseClass"], "BaseObject")
        XCTAssertEqual(car.userInfo.entries[0].location.line, 4)
        XCTAssertEqual(car.location, SourceLocationRef(line: 2, column: 5))
        XCTAssertEqual(model.entities[1].representedClassName, "Garage.Vehicle")
        XCTAssertNil(model.entities[1].isSyncable)
    }

    func testEveryAttributeType() throws {
        let types = ["Integer 16", "Integer 32", "Integer 64", "Decimal", "Double", "Float", "String", "Boolean", "Date",
                     "Binary", "Transformable", "UUID", "URI", "ObjectID", "Undefined", "Composite"]
        let attributes = types.enumerated().map { #"<attribute name="a\#($0.offset)" attributeType="\#($0.element)"/>"# }
        let model = try decode("<model><entity name=\"E\">" + attributes.joined() + "<attribute name=\"noType\" transient=\"YES\"/><attribute name=\"future\" attributeType=\"Quantum\"/></entity></model>")
        let decoded = model.entities[0].attributes
        XCTAssertEqual(decoded.prefix(types.count).map(\.type.xcodeName), types)
        XCTAssertEqual(decoded[types.count].type, .undefined, "Xcode writes Undefined as no attributeType")
        XCTAssertEqual(decoded[types.count + 1].type, .unknown("Quantum"))
    }

    func testAttributeSettings() throws {
        let model = try decode("""
        <model>
            <entity name="E">
                <attribute name="a" optional="YES" transient="YES" indexed="YES" attributeType="Integer 16" defaultValueString="3" minValueString="1" maxValueString="9" usesScalarValueType="YES" elementID="old" versionHashModifier="h" spotlightIndexingEnabled="YES" preserveAfterDeletion="YES" allowsCloudEncryption="YES" storedInTruthFile="YES" syncable="YES" brandNewFlag="YES">
                    <userInfo><entry key="k" value="v"/></userInfo>
                </attribute>
                <attribute name="s" attributeType="String" regularExpressionString="[a-z]+" minValueString="2" maxValueString="5"/>
                <attribute name="b" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
                <attribute name="t" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromDataTransformer" customClassName="[String]"/>
                <attribute name="d" attributeType="Date" defaultDateTimeInterval="0" usesScalarValueType="NO"/>
                <attribute name="x" attributeType="Integer 64" derived="YES" derivationExpression="items.@count"/>
                <attribute name="c" attributeType="Composite" composite="Size"/>
            </entity>
            <composite name="Size">
                <attribute name="width" attributeType="Double" usesScalarValueType="YES"/>
            </composite>
        </model>
        """)
        let a = model.entities[0].attributes
        XCTAssertTrue(a[0].isOptional && a[0].isTransient && a[0].isIndexed)
        XCTAssertEqual(a[0].defaultValueString, "3")
        XCTAssertEqual(a[0].minValueString, "1")
        XCTAssertEqual(a[0].maxValueString, "9")
        XCTAssertEqual(a[0].usesScalarValueType, true)
        XCTAssertEqual(a[0].renamingIdentifier, "old")
        XCTAssertEqual(a[0].versionHashModifier, "h")
        XCTAssertTrue(a[0].isSpotlightIndexed && a[0].preservesValueInHistoryOnDeletion && a[0].allowsCloudEncryption && a[0].isStoredInExternalRecord)
        XCTAssertEqual(a[0].isSyncable, true)
        XCTAssertEqual(a[0].userInfo["k"], "v")
        XCTAssertEqual(a[0].otherAttributes, [XMLAttribute(name: "brandNewFlag", value: "YES")])
        XCTAssertFalse(a[1].isOptional, "no optional attribute means required")
        XCTAssertEqual(a[1].regularExpressionString, "[a-z]+")
        XCTAssertTrue(a[2].allowsExternalBinaryDataStorage)
        XCTAssertEqual(a[3].valueTransformerName, "NSSecureUnarchiveFromDataTransformer")
        XCTAssertEqual(a[3].customClassName, "[String]")
        XCTAssertEqual(a[4].defaultDateTimeInterval, "0")
        XCTAssertEqual(a[4].usesScalarValueType, false)
        XCTAssertTrue(a[5].isDerived)
        XCTAssertEqual(a[5].derivationExpression, "items.@count")
        XCTAssertEqual(a[6].compositeName, "Size")
        XCTAssertEqual(model.composites.map(\.name), ["Size"])
        XCTAssertEqual(model.composites[0].attributes.map(\.name), ["width"])
        XCTAssertEqual(a[1].location, SourceLocationRef(line: 6, column: 9))
    }

    func testRelationships() throws {
        let model = try decode("""
        <model>
            <entity name="Book">
                <relationship name="pages" optional="YES" toMany="YES" minCount="1" maxCount="10" deletionRule="Cascade" ordered="YES" destinationEntity="Page" inverseName="book" inverseEntity="Page" elementID="leaves" transient="YES"/>
                <relationship name="shelf" maxCount="1" deletionRule="No Action" destinationEntity="Shelf"/>
                <relationship name="odd" maxCount="many" deletionRule="Deny" destinationEntity="Shelf"/>
                <relationship name="legacy" deletionRule="Explode"/>
            </entity>
        </model>
        """)
        let r = model.entities[0].relationships
        XCTAssertEqual(r[0].destinationEntity, "Page")
        XCTAssertEqual(r[0].inverseName, "book")
        XCTAssertEqual(r[0].inverseEntity, "Page")
        XCTAssertTrue(r[0].isToMany && r[0].isOrdered && r[0].isOptional && r[0].isTransient)
        XCTAssertEqual(r[0].minCount, 1)
        XCTAssertEqual(r[0].maxCount, 10)
        XCTAssertEqual(r[0].deleteRule, .cascade)
        XCTAssertEqual(r[0].renamingIdentifier, "leaves")
        XCTAssertFalse(r[1].isToMany)
        XCTAssertEqual(r[1].deleteRule, .noAction)
        XCTAssertNil(r[1].inverseName)
        XCTAssertEqual(r[2].malformedCounts, [XMLAttribute(name: "maxCount", value: "many")], "a bad count is kept, not dropped")
        XCTAssertEqual(r[2].deleteRule, .deny)
        XCTAssertEqual(r[3].deleteRule, .unknown("Explode"))
        XCTAssertNil(r[3].destinationEntity)
    }

    func testFetchedPropertiesFetchRequestsAndConfigurations() throws {
        let model = try decode("""
        <model>
            <entity name="BookCategory">
                <fetchedProperty name="bargainBooks" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="SELF.price &lt; 12 AND SELF.category == $FETCH_SOURCE"/>
                    <userInfo><entry key="k" value="v"/></userInfo>
                </fetchedProperty>
            </entity>
            <fetchRequest name="ObjectFetchRequest" entity="Book" predicateString="uuid == $UUID" resultType="1" fetchLimit="5" fetchBatchSize="20" includeSubentities="YES" includePropertyValues="NO" includesPendingChanges="YES" returnObjectsAsFaults="NO" returnDistinctResults="YES" propertiesToFetch="a"/>
            <configuration name="Cloud" usedWithCloudKit="YES">
                <memberEntity name="BookCategory"/>
            </configuration>
            <elements>
                <element name="BookCategory" positionX="0" positionY="0" width="128" height="60"/>
            </elements>
        </model>
        """)
        let fetched = model.entities[0].fetchedProperties[0]
        XCTAssertEqual(fetched.name, "bargainBooks")
        XCTAssertTrue(fetched.isOptional)
        XCTAssertEqual(fetched.fetchRequest?.entity, "Book")
        XCTAssertEqual(fetched.fetchRequest?.predicateString, "SELF.price < 12 AND SELF.category == $FETCH_SOURCE")
        XCTAssertEqual(fetched.userInfo["k"], "v")
        let request = model.fetchRequests[0]
        XCTAssertEqual(request.name, "ObjectFetchRequest")
        XCTAssertEqual(request.resultType, "1")
        XCTAssertEqual(request.fetchLimit, "5")
        XCTAssertEqual(request.fetchBatchSize, "20")
        XCTAssertEqual(request.includesSubentities, true)
        XCTAssertEqual(request.includesPropertyValues, false)
        XCTAssertEqual(request.includesPendingChanges, true)
        XCTAssertEqual(request.returnsObjectsAsFaults, false)
        XCTAssertEqual(request.returnsDistinctResults, true)
        XCTAssertEqual(request.otherAttributes, [XMLAttribute(name: "propertiesToFetch", value: "a")])
        XCTAssertEqual(model.configurations[0].name, "Cloud")
        XCTAssertTrue(model.configurations[0].isUsedWithCloudKit)
        XCTAssertEqual(model.configurations[0].members.map(\.name), ["BookCategory"])
        XCTAssertEqual(model.configurations[0].members[0].location.line, 10)
        XCTAssertTrue(model.hasLayoutElements)
        XCTAssertTrue(model.unknownElements.isEmpty, "the layout block is known, not unknown")
    }

    func testIndexesAndConstraints() throws {
        let model = try decode("""
        <model>
            <entity name="E">
                <fetchIndex name="byName">
                    <fetchIndexElement property="name" type="Binary" order="ascending"/>
                    <fetchIndexElement expression="length:(name)" type="Binary" order="descending"/>
                </fetchIndex>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="first"/>
                        <constraint value="last"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
                <compoundIndexes>
                    <compoundIndex>
                        <index value="date"/>
                        <index value="kind"/>
                    </compoundIndex>
                </compoundIndexes>
            </entity>
        </model>
        """)
        let entity = model.entities[0]
        XCTAssertEqual(entity.fetchIndexes[0].name, "byName")
        XCTAssertEqual(entity.fetchIndexes[0].elements[0].property, "name")
        XCTAssertEqual(entity.fetchIndexes[0].elements[0].type, "Binary")
        XCTAssertEqual(entity.fetchIndexes[0].elements[0].order, "ascending")
        XCTAssertEqual(entity.fetchIndexes[0].elements[1].expression, "length:(name)")
        XCTAssertEqual(entity.uniquenessConstraints.map(\.properties), [["first", "last"]])
        XCTAssertEqual(entity.uniquenessConstraints[0].location.line, 8)
        XCTAssertEqual(entity.compoundIndexes.map(\.properties), [["date", "kind"]])
    }

    func testUnknownElementsAreKeptAsNotesNotErrors() throws {
        let model = try decode("""
        <model>
            <entity name="E">
                <attribute name="a" attributeType="String"><hologram/></attribute>
                <quantumIndex name="q"/>
            </entity>
            <timeMachine/>
        </model>
        """)
        XCTAssertEqual(model.entities[0].attributes.map(\.name), ["a"])
        XCTAssertEqual(model.unknownElements.map(\.name).sorted(), ["hologram", "quantumIndex", "timeMachine"])
        XCTAssertEqual(model.unknownElements.first { $0.name == "quantumIndex" }?.parent, "entity")
        XCTAssertEqual(model.unknownElements.first { $0.name == "quantumIndex" }?.location, SourceLocationRef(line: 4, column: 9))
    }

    func testColumnsOfSeveralElementsOnOneLine() throws {
        let model = try decode(#"<model><entity name="A"/><entity name="B"/></model>"#)
        XCTAssertEqual(model.entities.map(\.location), [SourceLocationRef(line: 1, column: 8), SourceLocationRef(line: 1, column: 26)])
    }

    func testLinesBeyond65535AreExact() throws {
        let padding = String(repeating: "\n", count: 70_000)
        let model = try decode("<model>" + padding + "<entity name=\"Far\"/></model>")
        XCTAssertEqual(model.entities[0].location.line, 70_001)
    }

    /// A start tag written over several lines (hand-edited models) is placed
    /// at its `<`, not at the line of its `>`, and the elements after it
    /// keep their own positions.
    func testStartTagsSpanningLinesArePlacedAtTheirStart() throws {
        let model = try decode("""
        <model>
            <entity
                name="A"
                representedClassName="A">
                <attribute name="x"
                    attributeType="String"/>
            </entity>
            <entity name="B"/>
            <!-- <entity name="Fake"/> -->
            <entity
              name="C"/>
        </model>
        """)
        XCTAssertEqual(model.entities.map(\.name), ["A", "B", "C"])
        XCTAssertEqual(model.entities.map(\.location), [SourceLocationRef(line: 2, column: 5), SourceLocationRef(line: 8, column: 5),
                                                        SourceLocationRef(line: 10, column: 5)])
        XCTAssertEqual(model.entities[0].attributes[0].location, SourceLocationRef(line: 5, column: 9))
    }
}
