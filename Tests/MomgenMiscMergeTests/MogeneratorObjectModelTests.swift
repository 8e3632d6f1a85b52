// mogenerator's template keys on a small model of our own: class names,
// superentities and base classes, attributes sorted by name with their
// scalar and object types, relationships, fetched properties, userInfo
// and fetch requests, as mogenerator.m computes them.
import MomgenModel
import MomgenReader
@testable import MomgenMiscMerge
import XCTest

final class MogeneratorObjectModelTests: XCTestCase {
    static let modelXML = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="12141" systemVersion="16E195" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Base" representedClassName="Base" isAbstract="YES" syncable="YES">
            <attribute name="uid" attributeType="String" syncable="YES"/>
        </entity>
        <entity name="Book" representedClassName="Book" parentEntity="Base" syncable="YES">
            <attribute name="title" attributeType="String" syncable="YES"/>
            <attribute name="pages" optional="YES" attributeType="Integer 16" minValueString="0" usesScalarValueType="YES" syncable="YES"/>
            <attribute name="cover" optional="YES" attributeType="Binary" syncable="YES"/>
            <attribute name="published" optional="YES" attributeType="Date" usesScalarValueType="NO" syncable="YES"/>
            <attribute name="extra" optional="YES" attributeType="Transformable" syncable="YES">
                <userInfo>
                    <entry key="mogenerator.readonly" value="YES"/>
                </userInfo>
            </attribute>
            <attribute name="price" optional="YES" attributeType="Decimal" syncable="YES"/>
            <relationship name="authors" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author" syncable="YES"/>
            <fetchedProperty name="longOnes" optional="YES" syncable="YES">
                <fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="pages &gt; 300"/>
            </fetchedProperty>
            <userInfo>
                <entry key="note" value="say &quot;hi&quot;"/>
                <entry key="bad key" value="x"/>
            </userInfo>
        </entity>
        <entity name="Author" representedClassName="Author" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String" syncable="YES"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="authors" inverseEntity="Book" syncable="YES"/>
        </entity>
        <entity name="Plain" syncable="YES">
            <attribute name="x" optional="YES" attributeType="String" syncable="YES"/>
        </entity>
        <fetchRequest name="booksTitled" entity="Book" predicateString="title == $TITLE AND authors.name BEGINSWITH[cd] $AUTHOR"/>
        <fetchRequest name="oneByUID" entity="Book" predicateString="uid == $UID"/>
    </model>
    """

    private func model(_ settings: MogeneratorSettings = MogeneratorSettings()) throws -> MogeneratorModel {
        let declared = try ModelReader().decode(Array(Self.modelXML.utf8), path: "Library.xcdatamodel/contents")
        return MogeneratorModel(Resolver().resolve(declared), settings: settings)
    }

    private func render(_ template: String, entity: String, _ settings: MogeneratorSettings = MogeneratorSettings()) throws -> String {
        let objects = try model(settings)
        let object = try XCTUnwrap(objects.entities.first { $0.entity.name == entity })
        return try MergeEngine(template: MergeTemplate(source: template, file: "t.motemplate")).render(.object(object))
    }

    func testGeneratedEntitiesSkipNSManagedObjectAndSortByClass() throws {
        XCTAssertEqual(try model().generatedEntities(configuration: nil)?.map(\.managedObjectClassName), ["Author", "Base", "Book"])
        XCTAssertNil(try model().generatedEntities(configuration: "Nope"))
    }

    func testSuperentityAndBaseClass() throws {
        let template = "<$customSuperentity$> <$hasCustomSuperentity$> <$hasCustomSuperclass$> <$hasSuperentity$>"
        XCTAssertEqual(try render(template, entity: "Book"), "Base 1 1 1")
        XCTAssertEqual(try render(template, entity: "Base"), "NSManagedObject 0 0 0")
        XCTAssertEqual(try render(template, entity: "Base", MogeneratorSettings(baseClass: "MyBase")), "MyBase 1 0 0")
        XCTAssertEqual(try render(template, entity: "Book", MogeneratorSettings(baseClassForce: "Forced")), "Forced 1 1 1")
        XCTAssertEqual(try render("<$if hasCustomBaseCaseImport$><$baseClassImport$><$endif$>", entity: "Base",
                                  MogeneratorSettings(baseClassImport: "\"MyBase.h\"")), "\"MyBase.h\"")
    }

    func testNoninheritedAttributesSortedByName() throws {
        XCTAssertEqual(try render("<$foreach A noninheritedAttributes do$><$A.name$> <$endforeach do$>", entity: "Book"),
                       "cover extra pages price published title ")
        XCTAssertEqual(try render("<$allAttributes.@count$>", entity: "Book"), "7")
    }

    func testSwiftTypes() throws {
        let template = "<$foreach A noninheritedAttributes do$><$A.name$>:<$if A.hasScalarAttributeType$><$A.scalarAttributeType$><$else$><$A.objectAttributeType$><$endif$><$if A.isReadonly$>(ro)<$endif$> <$endforeach do$>"
        XCTAssertEqual(try render(template, entity: "Book"),
                       "cover:Data extra:AnyObject(ro) pages:UInt16 price:NSDecimalNumber published:Date title:String ")
        XCTAssertEqual(try render(template, entity: "Book", MogeneratorSettings(release: .v1_30)),
                       "cover:NSData extra:AnyObject(ro) pages:UInt16 price:NSDecimalNumber published:NSDate title:String ")
        XCTAssertEqual(try render(template, entity: "Book", MogeneratorSettings(swift: false)),
                       "cover:NSData* extra:id(ro) pages:uint16_t price:NSDecimalNumber* published:NSDate* title:NSString* ")
    }

    func testScalarKeys() throws {
        let template = "<$foreach A noninheritedAttributes do$><$if A.name == 'pages'$><$A.scalarAccessorMethodName$> <$A.scalarFactoryMethodName$> <$A.usesScalarAttributeType$> <$A.attributeType$><$endif$><$endforeach do$>"
        XCTAssertEqual(try render(template, entity: "Book"), "unsignedShortValue numberWithUnsignedShort: 1 100")
    }

    func testKeysAddedIn132AreUnknownBefore() {
        XCTAssertTrue(errorLine { try self.render("<$allAttributes.@count$>", entity: "Book", MogeneratorSettings(release: .v1_31)) }
            .hasSuffix("error: unknown key 'allAttributes.@count'"))
    }

    func testRelationshipKeys() throws {
        let template = "<$foreach R noninheritedRelationships do$><$R.name$> <$R.isToMany$> <$R.jr_isOrdered$> <$R.destinationEntity.managedObjectClassName$> <$R.immutableCollectionClassName$> <$R.inverseRelationship.name$><$endforeach do$>"
        XCTAssertEqual(try render(template, entity: "Book"), "authors 1 1 Author NSOrderedSet books")
        XCTAssertEqual(try render(template, entity: "Book", MogeneratorSettings(swift: false)), "authors 1 1 Author NSOrderedSet<Author*> books")
    }

    func testFetchedPropertyKeys() throws {
        XCTAssertEqual(try render("<$foreach F noninheritedFetchedProperties do$><$F.name$> <$F.entity.name$> <$F.fetchRequest.entity.name$><$endforeach do$>",
                                  entity: "Book"), "longOnes Book Book")
    }

    func testUserInfoKeyValuesAreSanitized() throws {
        XCTAssertEqual(try render("<$hasUserInfoKeys$><$foreach U userInfoKeyValues do$> <$U.key$>=<$U.value$><$endforeach do$>", entity: "Book"),
                       "1 note=say \\\"hi\\\"")
        XCTAssertEqual(try render("<$userInfo.note$>", entity: "Book"), "say \"hi\"")
    }

    func testPrettyFetchRequests() throws {
        let template = "<$foreach F prettyFetchRequests do$><$F.name$><$if F.singleResult$>!<$endif$>(<$foreach B F.bindings do2$><$B.name$>:<$B.type$> <$endforeach do2$>) <$endforeach do$>"
        XCTAssertEqual(try render(template, entity: "Book"), "booksTitled(TITLE:String AUTHOR:String ) oneByUID!(UID:String ) ")
    }

    func testSanitizedClassName() throws {
        XCTAssertEqual(try render("<$managedObjectClassName$>", entity: "Plain"), "NSManagedObject")
    }
}
