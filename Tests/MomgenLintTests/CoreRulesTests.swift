// The rules the issue asks to test hardest, checked beyond their examples:
// exact line and column, entity, property, message and severity.
import MomgenConfig
import MomgenDiagnostics
import MomgenLint
import XCTest

final class CoreRulesTests: XCTestCase {
    /// Lints a document given line by line, so expected lines are easy to read.
    private func lint(_ lines: [String], enabling: [String] = []) throws -> [Diagnostic] {
        let document = (["<model type=\"com.apple.IDECoreDataModeler.DataModel\" sourceLanguage=\"Swift\">"] + lines + ["</model>"]).joined(separator: "\n")
        return LintFixture.lint(try LintFixture.resolve(document), enabling: enabling)
    }

    private func only(_ id: String, _ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.ruleID == id }
    }

    func testMissingInverseToOneAndToMany() throws {
        let found = try lint([
            #"<entity name="Book">"#,                                                                                      // 2
            #"    <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>"#, // 3
            #"</entity>"#,
            #"<entity name="Author">"#,                                                                                    // 5
            #"  <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book"/>"#,  // 6
            #"</entity>"#,
        ])
        let toOne = only("missing-inverse", found)
        XCTAssertEqual(toOne.map(\.location.line), [3])
        XCTAssertEqual(toOne.first?.location.column, 5)
        XCTAssertEqual(toOne.first?.entity, "Book")
        XCTAssertEqual(toOne.first?.property, "author")
        XCTAssertEqual(toOne.first?.severity, .warning)
        XCTAssertEqual(toOne.first?.message, "relationship 'Book.author' should have an inverse")
        XCTAssertEqual(toOne.first?.location.file, "Model.xcdatamodel/contents")
        let toMany = only("missing-inverse-to-many", found)
        XCTAssertEqual(toMany.map(\.location.line), [6])
        XCTAssertEqual(toMany.first?.location.column, 3)
        XCTAssertEqual(toMany.first?.message, "to-many relationship 'Author.books' does not have an inverse")
    }

    func testInheritedRelationshipIsReportedOnceOnItsOwner() throws {
        let found = try lint([
            #"<entity name="Base">"#,
            #"    <relationship name="tag" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Tag"/>"#,
            #"</entity>"#,
            #"<entity name="Sub" parentEntity="Base"/>"#,
            #"<entity name="Tag"/>"#,
        ])
        XCTAssertEqual(only("missing-inverse", found).map(\.entity), ["Base"])
    }

    func testNonReciprocalInverseNamesBothSides() throws {
        let found = try lint([
            #"<entity name="A">"#,
            #"    <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>"#, // 3
            #"    <relationship name="c" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>"#, // 4
            #"</entity>"#,
            #"<entity name="B">"#,
            #"    <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>"#, // 7
            #"</entity>"#,
        ])
        let reciprocal = only("inverse-not-reciprocal", found)
        XCTAssertEqual(reciprocal.map(\.location.line), [4])
        XCTAssertEqual(reciprocal.first?.message,
                       "the inverse of 'A.c' is 'B.a', whose inverse is 'A.b'; the inverse does not reciprocate")
        XCTAssertEqual(reciprocal.first?.severity, .error)
        // The half-linked relationship is not also reported as missing an inverse.
        XCTAssertEqual(only("missing-inverse", found), [])
    }

    func testInverseNamingNothingIsUnknownInverseNotNonReciprocal() throws {
        let found = try lint([
            #"<entity name="A">"#,
            #"    <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="zz" inverseEntity="B"/>"#,
            #"</entity>"#,
            #"<entity name="B"/>"#,
        ])
        XCTAssertEqual(found.map(\.ruleID), ["unknown-inverse"])
        XCTAssertEqual(found.first?.location.line, 3)
    }

    func testOptionalWithDefaultCoversStringNumberAndDate() throws {
        let found = try lint([
            #"<entity name="E">"#,
            #"    <attribute name="a" optional="YES" attributeType="String" defaultValueString="x"/>"#,                       // 3
            #"    <attribute name="b" optional="YES" attributeType="Integer 32" defaultValueString="7" usesScalarValueType="YES"/>"#, // 4
            #"    <attribute name="c" optional="YES" attributeType="Date" defaultDateTimeInterval="10"/>"#,                    // 5
            #"    <attribute name="d" attributeType="String" defaultValueString="x"/>"#,                                        // 6
            #"    <attribute name="e" optional="YES" attributeType="String"/>"#,                                                // 7
            // Xcode adds defaultValueString="0" to every new numeric attribute; ignored by default.
            #"    <attribute name="f" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>"#, // 8
            #"</entity>"#,
        ])
        let hits = only("optional-with-default", found)
        XCTAssertEqual(hits.map(\.location.line), [3, 4, 5])
        XCTAssertEqual(hits.map(\.property), ["a", "b", "c"])
        XCTAssertEqual(hits.first?.message, "attribute 'E.a' is optional but also has default value 'x'")
    }

    func testReservedPropertyNamesFromTheBrief() throws {
        let names = ["description", "hash", "entity", "objectID", "isDeleted", "deleted", "class", "context",
                     "managedObjectContext", "isFault", "self", "superclass", "isInserted", "isUpdated", "changedValues"]
        let found = try lint([#"<entity name="E">"#] + names.map {
            #"    <attribute name="\#($0)" optional="YES" attributeType="String"/>"#
        } + [#"</entity>"#])
        let hits = only("reserved-property-name", found)
        XCTAssertEqual(hits.map(\.property), names)
        XCTAssertEqual(hits.map(\.location.line), Array(3..<(3 + names.count)))
        XCTAssertTrue(hits.allSatisfy { $0.severity == .error })
        XCTAssertEqual(hits.first?.message, "property 'E.description' clashes with NSObject member 'description'")
        XCTAssertEqual(hits[3].message, "property 'E.objectID' clashes with NSManagedObject member 'objectID'")
    }

    func testReservedNameCheckIsCaseSensitive() throws {
        let found = try lint([
            #"<entity name="E">"#,
            #"    <attribute name="Description" optional="YES" attributeType="String"/>"#,
            #"    <attribute name="isDeletedFlag" optional="YES" attributeType="String"/>"#,
            #"</entity>"#,
        ])
        XCTAssertEqual(only("reserved-property-name", found), [])
    }

    func testOptInRulesDoNotRunByDefault() throws {
        let lines = [#"<entity name="E">"#, #"    <attribute name="price" optional="YES" attributeType="Double" usesScalarValueType="YES"/>"#, #"</entity>"#]
        XCTAssertEqual(only("float-for-money", try lint(lines)), [])
        XCTAssertEqual(only("float-for-money", try lint(lines, enabling: ["float-for-money"])).count, 1)
    }

    func testFindingsAreSortedAndDeterministic() throws {
        let lines = [
            #"<entity name="Z">"#,
            #"    <attribute name="description" optional="YES" attributeType="String" defaultValueString="x"/>"#,
            #"</entity>"#,
            #"<entity name="A" isAbstract="YES"/>"#,
        ]
        let first = try lint(lines), second = try lint(lines)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first, first.sorted(by: Diagnostic.reportOrder))
        XCTAssertEqual(first.map(\.ruleID), ["optional-with-default", "reserved-property-name", "abstract-without-subentities"])
    }
}
