// The fact streams of declared elements: every stored property but the
// source position is written, so changing any of them changes the stream
// (and an entity's render key), while moving an element in the file does
// not. A property added to a declared type fails this test until it is
// written in DeclaredFacts.swift and listed here.
import MomgenModel
import XCTest

final class DeclaredFactsTests: XCTestCase {
    func testEveryEntityPropertyButThePositionIsAFact() {
        var entity = Entity(name: "Book")
        entity.representedClassName = "Book"
        assertEveryPropertyIsAFact(entity, [
            "name": { $0.name = "Volume" },
            "representedClassName": { $0.representedClassName = "MyApp.Book" },
            "parentEntity": { $0.parentEntity = "Item" },
            "isAbstract": { $0.isAbstract = true },
            "codeGenerationType": { $0.codeGenerationType = "class" },
            "isSyncable": { $0.isSyncable = true },
            "renamingIdentifier": { $0.renamingIdentifier = "Old" },
            "versionHashModifier": { $0.versionHashModifier = "2" },
            "userInfo": { $0.userInfo = UserInfo([.init(key: "k", value: "v")]) },
            "attributes": { $0.attributes = [Attribute(name: "title", type: .string)] },
            "relationships": { $0.relationships = [Relationship(name: "shelf")] },
            "fetchedProperties": { $0.fetchedProperties = [FetchedProperty(name: "recent")] },
            "fetchIndexes": { $0.fetchIndexes = [FetchIndex(name: "byTitle", elements: [])] },
            "uniquenessConstraints": { $0.uniquenessConstraints = [PropertyGroup(properties: ["title"])] },
            "compoundIndexes": { $0.compoundIndexes = [PropertyGroup(properties: ["title"])] },
            "otherAttributes": { $0.otherAttributes = [XMLAttribute(name: "x", value: "y")] },
        ], write: { $0.writeFacts(to: &$1) })
    }

    func testEveryAttributePropertyButThePositionIsAFact() {
        assertEveryPropertyIsAFact(Attribute(name: "title", type: .string), [
            "name": { $0.name = "heading" },
            "type": { $0.type = .unknown("String") },
            "isOptional": { $0.isOptional = true },
            "isTransient": { $0.isTransient = true },
            "isIndexed": { $0.isIndexed = true },
            "defaultValueString": { $0.defaultValueString = "a" },
            "defaultDateTimeInterval": { $0.defaultDateTimeInterval = "0" },
            "hasUnstatedDefault": { $0.hasUnstatedDefault = true },
            "minValueString": { $0.minValueString = "1" },
            "maxValueString": { $0.maxValueString = "2" },
            "regularExpressionString": { $0.regularExpressionString = ".*" },
            "allowsExternalBinaryDataStorage": { $0.allowsExternalBinaryDataStorage = true },
            "usesScalarValueType": { $0.usesScalarValueType = false },
            "customClassName": { $0.customClassName = "Title" },
            "valueTransformerName": { $0.valueTransformerName = "T" },
            "isDerived": { $0.isDerived = true },
            "derivationExpression": { $0.derivationExpression = "now()" },
            "preservesValueInHistoryOnDeletion": { $0.preservesValueInHistoryOnDeletion = true },
            "isSpotlightIndexed": { $0.isSpotlightIndexed = true },
            "isStoredInExternalRecord": { $0.isStoredInExternalRecord = true },
            "allowsCloudEncryption": { $0.allowsCloudEncryption = true },
            "compositeName": { $0.compositeName = "Address" },
            "renamingIdentifier": { $0.renamingIdentifier = "old" },
            "versionHashModifier": { $0.versionHashModifier = "2" },
            "isSyncable": { $0.isSyncable = false },
            "userInfo": { $0.userInfo = UserInfo([.init(key: "k", value: "v")]) },
            "otherAttributes": { $0.otherAttributes = [XMLAttribute(name: "x", value: "y")] },
        ], write: { $0.writeFacts(to: &$1) })
    }

    func testEveryRelationshipPropertyButThePositionIsAFact() {
        assertEveryPropertyIsAFact(Relationship(name: "shelf"), [
            "name": { $0.name = "case" },
            "destinationEntity": { $0.destinationEntity = "Shelf" },
            "inverseName": { $0.inverseName = "books" },
            "inverseEntity": { $0.inverseEntity = "Shelf" },
            "isToMany": { $0.isToMany = true },
            "isOrdered": { $0.isOrdered = true },
            "isOptional": { $0.isOptional = true },
            "isTransient": { $0.isTransient = true },
            "minCount": { $0.minCount = 1 },
            "maxCount": { $0.maxCount = 1 },
            "malformedCounts": { $0.malformedCounts = [XMLAttribute(name: "minCount", value: "x")] },
            "deleteRule": { $0.deleteRule = .cascade },
            "renamingIdentifier": { $0.renamingIdentifier = "old" },
            "versionHashModifier": { $0.versionHashModifier = "2" },
            "isSpotlightIndexed": { $0.isSpotlightIndexed = true },
            "isSyncable": { $0.isSyncable = true },
            "userInfo": { $0.userInfo = UserInfo([.init(key: "k", value: "v")]) },
            "otherAttributes": { $0.otherAttributes = [XMLAttribute(name: "x", value: "y")] },
        ], write: { $0.writeFacts(to: &$1) })
    }

    func testEveryFetchedPropertyAndFetchRequestPropertyButThePositionIsAFact() {
        assertEveryPropertyIsAFact(FetchedProperty(name: "recent"), [
            "name": { $0.name = "old" },
            "isOptional": { $0.isOptional = true },
            "fetchRequest": { $0.fetchRequest = FetchRequest(name: "r") },
            "userInfo": { $0.userInfo = UserInfo([.init(key: "k", value: "v")]) },
            "otherAttributes": { $0.otherAttributes = [XMLAttribute(name: "x", value: "y")] },
        ], write: { $0.writeFacts(to: &$1) })
        assertEveryPropertyIsAFact(FetchRequest(name: "All"), [
            "name": { $0.name = "Some" },
            "entity": { $0.entity = "Book" },
            "predicateString": { $0.predicateString = "TRUEPREDICATE" },
            "resultType": { $0.resultType = "1" },
            "fetchLimit": { $0.fetchLimit = "5" },
            "fetchBatchSize": { $0.fetchBatchSize = "20" },
            "includesSubentities": { $0.includesSubentities = false },
            "includesPropertyValues": { $0.includesPropertyValues = false },
            "includesPendingChanges": { $0.includesPendingChanges = false },
            "returnsObjectsAsFaults": { $0.returnsObjectsAsFaults = false },
            "returnsDistinctResults": { $0.returnsDistinctResults = true },
            "otherAttributes": { $0.otherAttributes = [XMLAttribute(name: "x", value: "y")] },
        ], write: { $0.writeFacts(to: &$1) })
    }

    func testIndexesUserInfoAndUnknownAttributesAreFacts() {
        assertEveryPropertyIsAFact(FetchIndex(name: "byTitle", elements: []), [
            "name": { $0.name = "byName" },
            "elements": { $0.elements = [FetchIndex.Element(property: "title")] },
        ], write: { $0.writeFacts(to: &$1) })
        assertEveryPropertyIsAFact(FetchIndex.Element(property: "title"), [
            "property": { $0.property = "name" },
            "expression": { $0.expression = "x" },
            "type": { $0.type = "Binary" },
            "order": { $0.order = "descending" },
        ], write: { $0.writeFacts(to: &$1) })
        assertEveryPropertyIsAFact(PropertyGroup(properties: ["a"]), [
            "properties": { $0.properties = ["a", "b"] },
        ], write: { $0.writeFacts(to: &$1) })
        assertEveryPropertyIsAFact(UserInfo.Entry(key: "k", value: "v"), [
            "key": { $0.key = "j" },
            "value": { $0.value = "w" },
        ], write: { UserInfo([$0]).writeFacts(to: &$1) })
        assertEveryPropertyIsAFact(XMLAttribute(name: "n", value: "v"), [
            "name": { $0.name = "m" },
            "value": { $0.value = "w" },
        ], write: { $0.writeFacts(to: &$1) })
    }

    // MARK: - Helpers

    /// Each change alters the stream; the changes name every stored property
    /// of `value` except `location`; a position change alters nothing.
    private func assertEveryPropertyIsAFact<T>(_ value: T, _ changes: [String: (inout T) -> Void],
                                               write: (T, inout FactStream) -> Void, line: UInt = #line) {
        func bytes(_ value: T) -> [UInt8] {
            var stream = FactStream()
            write(value, &stream)
            return stream.bytes
        }
        let stored = Set(Mirror(reflecting: value).children.compactMap(\.label))
        XCTAssertEqual(Set(changes.keys), stored.subtracting(["location"]), "properties without a fact (or a test)", line: line)
        let original = bytes(value)
        for (name, change) in changes {
            var changed = value
            change(&changed)
            XCTAssertNotEqual(bytes(changed), original, "\(T.self).\(name) is not in the stream", line: line)
        }
        if stored.contains("location") {
            var moved = value
            // Every type here with a position calls it `location`.
            if var located = moved as? any Located {
                located.moveForTest()
                moved = located as! T
            }
            XCTAssertEqual(bytes(moved), original, "a position is not a fact", line: line)
        }
    }
}

/// A declared element with a source position.
private protocol Located {
    mutating func moveForTest()
}

extension Entity: Located { mutating func moveForTest() { location = SourceLocationRef(line: 42, column: 7) } }
extension Attribute: Located { mutating func moveForTest() { location = SourceLocationRef(line: 42, column: 7) } }
extension Relationship: Located { mutating func moveForTest() { location = SourceLocationRef(line: 42, column: 7) } }
extension FetchedProperty: Located { mutating func moveForTest() { location = SourceLocationRef(line: 42, column: 7) } }
extension FetchRequest: Located { mutating func moveForTest() { location = SourceLocationRef(line: 42, column: 7) } }
extension FetchIndex: Located { mutating func moveForTest() { location = SourceLocationRef(line: 42, column: 7) } }
extension FetchIndex.Element: Located { mutating func moveForTest() { location = SourceLocationRef(line: 42, column: 7) } }
extension PropertyGroup: Located { mutating func moveForTest() { location = SourceLocationRef(line: 42, column: 7) } }
extension UserInfo.Entry: Located { mutating func moveForTest() { location = SourceLocationRef(line: 42, column: 7) } }
