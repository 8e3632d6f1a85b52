// Each documented lightweight-migration rule (docs/migration.md) on a
// hand-made pair of versions, with the verdict Apple's guide gives, and each
// data-at-risk case; locations checked against the XML.
import MomgenModel
import MomgenVersions
import XCTest

final class ModelDiffTests: XCTestCase {
    /// The diff from `old` to `new` (entity bodies of `<model>`).
    private func diff(_ old: String, _ new: String) throws -> ModelDiffResult {
        ModelDiff().diff(from: try ModelFixture.resolved(old, file: "Old/contents"), named: "Old",
                         to: try ModelFixture.resolved(new, file: "New/contents"), named: "New")
    }

    /// The single change of `kind`, asserting there is exactly one.
    private func only(_ result: ModelDiffResult, _ kind: ModelChange.Kind, file: StaticString = #filePath, line: UInt = #line) throws -> ModelChange {
        let matching = result.changes.filter { $0.kind == kind }
        XCTAssertEqual(matching.count, 1, "\(result.changes)", file: file, line: line)
        return try XCTUnwrap(matching.first, file: file, line: line)
    }

    private let book = #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/></entity>"#

    func testAddingAnOptionalOrDefaultedAttributeIsInferred() throws {
        for added in [#"<attribute name="isbn" optional="YES" attributeType="String"/>"#,
                      #"<attribute name="isbn" attributeType="String" defaultValueString="none"/>"#] {
            let result = try diff(book, #"<entity name="Book"><attribute name="title" optional="YES" attributeType="String"/>\#(added)</entity>"#)
            let change = try only(result, .attributeAdded)
            XCTAssertEqual(change.property, "isbn")
            XCTAssertTrue(change.inferable && change.changesHash && !change.dataAtRisk)
            XCTAssertTrue(result.migrationNeeded && result.lightweightInferable)
        }
    }

    func testAddingARequiredAttributeWithoutDefaultIsNotInferred() throws {
        let result = try diff(book, """
        <entity name="Book">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="isbn" attributeType="String"/>
        </entity>
        """)
        let change = try only(result, .attributeAdded)
        XCTAssertFalse(change.inferable)
        XCTAssertFalse(result.lightweightInferable)
        XCTAssertTrue(change.fix?.contains("default value") ?? false)
        XCTAssertEqual(change.location.file, "New/contents")
        XCTAssertEqual(change.location.line, 5, "the <attribute name=\"isbn\"> line of the fixture")
    }

    func testRemovingAnAttributePutsDataAtRisk() throws {
        let result = try diff(book, #"<entity name="Book"/>"#)
        let change = try only(result, .attributeRemoved)
        XCTAssertTrue(change.inferable && change.dataAtRisk)
        XCTAssertEqual(change.location.file, "Old/contents", "removals point into the older version")
    }

    func testARenameThroughARenamingIdentifierIsInferredAndKeepsTheData() throws {
        let result = try diff(book, #"<entity name="Book"><attribute name="name" optional="YES" attributeType="String" elementID="title"/></entity>"#)
        let change = try only(result, .attributeRenamed)
        XCTAssertTrue(change.inferable && change.changesHash && !change.dataAtRisk)
        XCTAssertTrue(result.changes.allSatisfy { $0.kind != .attributeRemoved && $0.kind != .attributeAdded }, "\(result.changes)")
    }

    func testARenameWithoutIdentifierDropsTheDataAndSaysHowToKeepIt() throws {
        let result = try diff(book, #"<entity name="Book"><attribute name="name" optional="YES" attributeType="String"/></entity>"#)
        let removed = try only(result, .attributeRemoved)
        XCTAssertTrue(removed.dataAtRisk)
        XCTAssertTrue(removed.fix?.contains("renaming identifier of `name` to 'title'") ?? false, removed.fix ?? "")
        XCTAssertEqual(try only(result, .attributeAdded).property, "name")
    }

    func testOptionalityChanges() throws {
        let required = try diff(book, #"<entity name="Book"><attribute name="title" attributeType="String"/></entity>"#)
        XCTAssertFalse(try only(required, .attributeOptionalityChanged).inferable)
        let requiredWithDefault = try diff(book, #"<entity name="Book"><attribute name="title" attributeType="String" defaultValueString="Untitled"/></entity>"#)
        XCTAssertTrue(try only(requiredWithDefault, .attributeOptionalityChanged).inferable)
        let optional = try diff(#"<entity name="Book"><attribute name="title" attributeType="String"/></entity>"#, book)
        XCTAssertTrue(try only(optional, .attributeOptionalityChanged).inferable)
    }

    func testATypeChangeIsNotInferredAndLosesTheValues() throws {
        let result = try diff(book, #"<entity name="Book"><attribute name="title" optional="YES" attributeType="Integer 64"/></entity>"#)
        let change = try only(result, .attributeTypeChanged)
        XCTAssertFalse(change.inferable)
        XCTAssertTrue(change.dataAtRisk)
    }

    private func library(_ books: String) -> String {
        """
        <entity name="Library"><relationship \(books) deletionRule="Nullify" destinationEntity="Book"/></entity>
        <entity name="Book"/>
        """
    }

    func testRelationshipRules() throws {
        let toOne = #"name="books" optional="YES" maxCount="1""#
        let toMany = #"name="books" optional="YES" toMany="YES""#
        let ordered = #"name="books" optional="YES" toMany="YES" ordered="YES""#
        XCTAssertTrue(try only(diff(library(toOne), library(toMany)), .relationshipCardinalityChanged).inferable, "to-one → to-many")
        let narrowed = try only(diff(library(toMany), library(toOne)), .relationshipCardinalityChanged)
        XCTAssertFalse(narrowed.inferable, "to-many → to-one")
        XCTAssertTrue(narrowed.dataAtRisk)
        XCTAssertTrue(try only(diff(library(toMany), library(ordered)), .relationshipOrderingChanged).inferable)
        XCTAssertTrue(try only(diff(library(ordered), library(toMany)), .relationshipOrderingChanged).inferable)
        let added = try diff(#"<entity name="Library"/><entity name="Book"/>"#, library(toMany))
        XCTAssertTrue(try only(added, .relationshipAdded).inferable)
        let required = try diff(#"<entity name="Library"/><entity name="Book"/>"#, library(#"name="books" maxCount="1""#))
        XCTAssertFalse(try only(required, .relationshipAdded).inferable, "a required to-one added")
        let removed = try only(diff(library(toMany), #"<entity name="Library"/><entity name="Book"/>"#), .relationshipRemoved)
        XCTAssertTrue(removed.inferable && removed.dataAtRisk)
        let retargeted = try diff(library(toMany) + #"<entity name="Shelf"/>"#,
                                  #"<entity name="Library"><relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Shelf"/></entity><entity name="Book"/><entity name="Shelf"/>"#)
        XCTAssertFalse(try only(retargeted, .relationshipDestinationChanged).inferable)
    }

    func testEntityRules() throws {
        let added = try diff(book, book + #"<entity name="Author"/>"#)
        XCTAssertTrue(try only(added, .entityAdded).inferable)
        let removed = try only(diff(book + #"<entity name="Author"/>"#, book), .entityRemoved)
        XCTAssertTrue(removed.inferable && removed.dataAtRisk)
        let renamed = try diff(book, #"<entity name="Volume" elementID="Book"><attribute name="title" optional="YES" attributeType="String"/></entity>"#)
        XCTAssertTrue(try only(renamed, .entityRenamed).inferable)
        XCTAssertFalse(renamed.changes.contains { $0.kind == .entityRemoved || $0.kind == .attributeRemoved }, "\(renamed.changes)")
        let unnamed = try diff(book, #"<entity name="Volume"><attribute name="title" optional="YES" attributeType="String"/></entity>"#)
        XCTAssertTrue(try only(unnamed, .entityRemoved).fix?.contains("'Book'") ?? false, "looks renamed: set the identifier")
    }

    func testANewParentIsInferredButMergingHierarchiesIsNot() throws {
        let separate = #"<entity name="Car"/><entity name="Boat"/>"#
        let newParentForOne = try diff(separate, #"<entity name="Vehicle" isAbstract="YES"/><entity name="Car" parentEntity="Vehicle"/><entity name="Boat"/>"#)
        XCTAssertTrue(newParentForOne.lightweightInferable, "\(newParentForOne.changes)")
        let merged = try diff(separate, #"<entity name="Vehicle" isAbstract="YES"/><entity name="Car" parentEntity="Vehicle"/><entity name="Boat" parentEntity="Vehicle"/>"#)
        XCTAssertFalse(merged.lightweightInferable)
        XCTAssertTrue(merged.changes.contains { $0.kind == .entityHierarchyChanged && !$0.inferable && $0.entity == "Vehicle" }, "\(merged.changes)")
    }

    func testBecomingAbstractIsNotInferred() throws {
        let result = try diff(book, #"<entity name="Book" isAbstract="YES"><attribute name="title" optional="YES" attributeType="String"/></entity>"#)
        XCTAssertFalse(try only(result, .entityAbstractChanged).inferable)
    }

    func testHashNeutralChangesNeedNoMigration() throws {
        let result = try diff(book, """
        <entity name="Book" representedClassName="MyBook">
            <attribute name="title" optional="YES" attributeType="String" defaultValueString="x" indexed="YES">
                <userInfo><entry key="note" value="changed"/></userInfo>
            </attribute>
        </entity>
        """)
        XCTAssertFalse(result.migrationNeeded)
        XCTAssertTrue(result.changes.allSatisfy { !$0.changesHash }, "\(result.changes)")
    }

    func testAnInheritedPropertyIsReportedOnceOnItsDeclaringEntity() throws {
        let old = #"<entity name="Shape" isAbstract="YES"/><entity name="Circle" parentEntity="Shape"/><entity name="Square" parentEntity="Shape"/>"#
        let new = #"<entity name="Shape" isAbstract="YES"><attribute name="name" optional="YES" attributeType="String"/></entity><entity name="Circle" parentEntity="Shape"/><entity name="Square" parentEntity="Shape"/>"#
        let result = try diff(old, new)
        XCTAssertEqual(result.changes.map(\.entity), ["Shape"])
    }
}
