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
            #"  <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Shelf"/>"#, // 6
            #"</entity>"#,
            #"<entity name="Shelf"/>"#,
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

    func testTwoMissingInversesThatPointAtEachOtherAreOneFindingSayingLinkThem() throws {
        let found = try lint([
            #"<entity name="Book">"#,
            #"    <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>"#, // 3
            #"</entity>"#,
            #"<entity name="Author">"#,
            #"  <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book"/>"#,  // 6
            #"</entity>"#,
        ])
        XCTAssertEqual(found.map(\.ruleID), ["missing-inverse"])
        XCTAssertEqual(found.first?.location.line, 3)
        XCTAssertEqual(found.first?.message, "relationships 'Book.author' and 'Author.books' have no inverse and point at each other's entities: they look like two halves of one relationship, so make them each other's inverse")
    }

    func testAmbiguousPartnersAreReportedOneByOne() throws {
        // Author has two relationships back to Book: no unique partner, so
        // each relationship gets the plain finding.
        let found = try lint([
            #"<entity name="Book">"#,
            #"    <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>"#,
            #"</entity>"#,
            #"<entity name="Author">"#,
            #"  <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book"/>"#,
            #"  <relationship name="drafts" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book"/>"#,
            #"</entity>"#,
        ])
        XCTAssertEqual(found.map(\.ruleID), ["missing-inverse", "missing-inverse-to-many", "missing-inverse-to-many"])
        XCTAssertEqual(found.first?.message, "relationship 'Book.author' should have an inverse")
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
        // A warning since issue 22: momc itself only warns about it.
        XCTAssertEqual(reciprocal.first?.severity, .warning)
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

    func testOptionalWithDefaultIsGradedByType() throws {
        let found = try lint([
            #"<entity name="E">"#,
            #"    <attribute name="a" optional="YES" attributeType="String" defaultValueString="x"/>"#,                       // 3
            #"    <attribute name="b" optional="YES" attributeType="Integer 32" defaultValueString="7" usesScalarValueType="YES"/>"#, // 4
            #"    <attribute name="c" optional="YES" attributeType="Date" defaultDateTimeInterval="10"/>"#,                    // 5
            #"    <attribute name="d" attributeType="String" defaultValueString="x"/>"#,                                        // 6
            #"    <attribute name="e" optional="YES" attributeType="String"/>"#,                                                // 7
            // Xcode adds defaultValueString="0" to every new numeric attribute; ignored by default.
            #"    <attribute name="f" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>"#, // 8
            #"    <attribute name="g" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>"#, // 9
            #"</entity>"#,
        ])
        // Strings and dates: the classic slip, a warning.
        let hits = only("optional-with-default", found)
        XCTAssertEqual(hits.map(\.location.line), [3, 5])
        XCTAssertEqual(hits.map(\.property), ["a", "c"])
        XCTAssertTrue(hits.allSatisfy { $0.severity == .warning })
        XCTAssertEqual(hits.first?.message, "optional String attribute 'E.a' also has default value 'x'")
        XCTAssertTrue(hits.first?.fixHint?.contains("version hash") ?? false, "the hint says a shipped model needs a new version")
        // Numbers and Booleans: usually deliberate, a note.
        let notes = only("optional-number-with-default", found)
        XCTAssertEqual(notes.map(\.property), ["b", "g"])
        XCTAssertTrue(notes.allSatisfy { $0.severity == .info })
        XCTAssertEqual(notes.last?.message, "optional Boolean attribute 'E.g' also has default value 'NO'")
    }

    func testReservedPropertyNamesFromTheBrief() throws {
        let names = ["description", "hash", "entity", "objectID", "isDeleted", "deleted", "class",
                     "managedObjectContext", "isFault", "self", "superclass", "isInserted", "isUpdated", "changedValues",
                     // Named in issue 12 as missing from the first list.
                     "observationInfo", "debugDescription", "hasPersistentChangedValues", "faultingState", "objectWillChange"]
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
