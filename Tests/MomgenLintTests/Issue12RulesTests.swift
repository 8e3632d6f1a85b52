// Issue 12 beyond the rule examples: severities that changed, one finding per
// problem when rules overlap, messages that must be true, and the reserved
// list shared with the Swift namer.
import MomgenDiagnostics
import MomgenLint
import MomgenModel
import MomgenSwift
import XCTest

final class Issue12RulesTests: XCTestCase {
    private func lint(_ body: String, model attributes: String = "", cloudKit: Bool = false) throws -> [Diagnostic] {
        // RuleExample makes a Swift model unless `attributes` sets sourceLanguage.
        LintFixture.lint(try LintFixture.resolve(body: body, model: attributes), cloudKit: cloudKit)
    }

    func testDuplicateClassNameIsAnError() throws {
        let found = try lint("""
        <entity name="Book" representedClassName="Item"/>
        <entity name="Movie" representedClassName="Item"/>
        """).filter { $0.ruleID == "duplicate-class-name" }
        XCTAssertEqual(found.map(\.severity), [.error])
    }

    func testBooleanLiteralOnANumberIsAWarningNotAnInvalidDefault() throws {
        let found = try lint("""
        <entity name="A">
            <attribute name="count" attributeType="Integer 16" defaultValueString="NO" usesScalarValueType="YES"/>
        </entity>
        """)
        XCTAssertEqual(found.map(\.ruleID), ["boolean-default-on-number"])
        XCTAssertEqual(found.first?.severity, .warning)
        XCTAssertEqual(found.first?.message, "default 'NO' of Integer 16 attribute 'A.count' is a Boolean literal, not a number: read as a number (NSString.integerValue), the app gets 0, which matches by luck")
    }

    func testInheritedInverseNamingTheDeclaringParentPasses() throws {
        // Older Xcode writes the abstract parent that declares the inverse.
        let found = try lint("""
        <entity name="Shelf">
            <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelf" inverseEntity="Item"/>
        </entity>
        <entity name="Item" isAbstract="YES">
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="items" inverseEntity="Shelf"/>
        </entity>
        <entity name="Book" parentEntity="Item"/>
        """)
        XCTAssertEqual(found.filter { $0.severity == .error }, [])
        XCTAssertFalse(found.contains { $0.ruleID == "inverse-entity-mismatch" })
    }

    func testCloudKitAndGeneralRuleOnOneLineAreOneFinding() throws {
        let body = """
        <entity name="Note">
            <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder"/>
        </entity>
        <entity name="Folder"/>
        """
        XCTAssertEqual(try lint(body).map(\.ruleID), ["missing-inverse"])
        XCTAssertEqual(try lint(body, cloudKit: true).filter { $0.property == "folder" }.map(\.ruleID), ["cloudkit-missing-inverse"])
        let ordered = """
        <entity name="Note">
            <relationship name="folder" optional="YES" maxCount="1" ordered="YES" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
            <attribute name="slug" optional="YES" attributeType="String"/>
            <uniquenessConstraints>
                <uniquenessConstraint>
                    <constraint value="slug"/>
                </uniquenessConstraint>
            </uniquenessConstraints>
        </entity>
        <entity name="Folder">
            <relationship name="notes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
        </entity>
        """
        XCTAssertEqual(Set(try lint(ordered).map(\.ruleID)), ["ordered-to-one", "unique-optional-attribute"])
        XCTAssertEqual(Set(try lint(ordered, cloudKit: true).map(\.ruleID)), ["cloudkit-ordered-relationship", "cloudkit-unique-constraint"])
    }

    func testCascadeBothEndsLeavesAToOneToManyPairToCascadeToShared() throws {
        let found = try lint("""
        <entity name="Order">
            <relationship name="lines" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Line" inverseName="order" inverseEntity="Line"/>
        </entity>
        <entity name="Line">
            <relationship name="order" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Order" inverseName="lines" inverseEntity="Order"/>
        </entity>
        """)
        // One finding, on Line.order: the line that should change.
        XCTAssertEqual(found.map(\.ruleID), ["cascade-to-shared"])
        XCTAssertEqual(found.first?.property, "order")
    }

    func testSwiftKeywordJudgesTheGeneratedClassNameAndSaysNoBackticksAfterADot() throws {
        let found = try lint("""
        <entity name="Type" representedClassName="City"/>
        <entity name="Place" representedClassName="Protocol"/>
        <entity name="Rule">
            <attribute name="default" optional="YES" attributeType="String"/>
        </entity>
        """).filter { $0.ruleID == "swift-keyword-name" }
        XCTAssertEqual(found.map(\.message), [
            "class name 'Protocol' of entity 'Place' is a Swift keyword that cannot follow a dot, even in backticks",
            "attribute name 'Rule.default' is a Swift keyword; it needs backticks where declared and where used without a dot",
        ])
    }

    func testShadowedTypeSuggestsANamePerType() throws {
        let found = try lint("""
        <entity name="Task" representedClassName="Task"/>
        <entity name="Blob" representedClassName="Data"/>
        """).filter { $0.ruleID == "shadowed-type-name" }
        XCTAssertEqual(found.map(\.message), [
            "class 'Task' of entity 'Task' shadows Swift.Task; a class name such as 'TaskEntity' does not",
            "class 'Data' of entity 'Blob' shadows Foundation.Data; a class name such as 'Blob' does not",
        ])
    }

    func testContextIsNotReportedAsAMember() throws {
        let found = try lint("""
        <entity name="Item">
            <attribute name="context" optional="YES" attributeType="String"/>
        </entity>
        """)
        XCTAssertEqual(found, [])
    }

    func testRiskyMemberSaysWhereItBreaks() throws {
        let found = try lint("""
        <entity name="Course">
            <attribute name="className" optional="YES" attributeType="String"/>
        </entity>
        """)
        XCTAssertEqual(found.map(\.ruleID), ["risky-member-name"])
        XCTAssertEqual(found.first?.severity, .warning)
        XCTAssertEqual(found.first?.message, "property 'Course.className' is named like NSObject member 'className': on macOS NSObject has it (Cocoa scripting, archiving, bindings); a Swift subclass there cannot declare it, so momgen generate leaves the property out of the class")
    }

    /// `deleted` is NSManagedObject's Objective-C property name (getter
    /// isDeleted), not a method: Objective-C accepts a subclass property of
    /// that name with a warning (an Objective-C model with Note.deleted has
    /// shipped for years), Swift does not compile it. So it is an error in a
    /// Swift model and a warning that says so in an Objective-C one;
    /// `isDeleted` is an error in both, and generate leaves both out.
    func testDeletedIsAnErrorForSwiftAndAWarningForObjectiveC() throws {
        let body = """
        <entity name="Note">
            <attribute name="deleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            <attribute name="isDeleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
        </entity>
        """
        let swift = try lint(body)
        XCTAssertEqual(swift.map(\.ruleID), ["reserved-property-name", "reserved-property-name"])
        let objectiveC = try lint(body, model: #"sourceLanguage="Objective-C""#)
        XCTAssertEqual(objectiveC.map(\.ruleID), ["risky-member-name", "reserved-property-name"])
        XCTAssertEqual(objectiveC.map(\.severity), [.warning, .error])
        XCTAssertEqual(objectiveC.first?.message, "property 'Note.deleted' is named like NSManagedObject member 'deleted': NSManagedObject declares 'deleted' as an Objective-C property with getter 'isDeleted', so redeclaring it draws -Wproperty-attribute-mismatch, a Swift subclass cannot declare it (momgen generate leaves it out), and 'object.deleted' and 'object.isDeleted' (Core Data's flag) mean different things")
        XCTAssertTrue(SwiftNamer().isReservedMemberName("deleted"))
    }

    /// The Swift namer leaves out exactly the names of the shared list:
    /// those reserved-property-name reports and those risky-member-name
    /// reports (a risky name such as `className` fails to compile on the
    /// platform where NSObject has it).
    func testNamerAndLintShareOneReservedList() throws {
        XCTAssertEqual(SwiftKeywords.reservedMemberNames, Set(ReservedMemberNames.all.keys))
        XCTAssertTrue(ReservedMemberNames.forbidden.isSubset(of: SwiftKeywords.reservedMemberNames))
        let namer = SwiftNamer()
        for name in ["observationInfo", "objectWillChange", "hasPersistentChangedValues", "faultingState", "debugDescription", "willSave"] {
            XCTAssertTrue(namer.isReservedMemberName(name), name)
        }
        for name in ["context", "fetchRequest", "validateForDelete"] {
            XCTAssertFalse(namer.isReservedMemberName(name), name)
        }
        XCTAssertTrue(namer.isReservedMemberName("className"), "risky on macOS: left out of generated classes")
        let body = ReservedMemberNames.forbidden.sorted().map { #"<attribute name="\#($0)" optional="YES" attributeType="String"/>"# }
        let found = try lint("<entity name=\"E\">\n" + body.joined(separator: "\n") + "\n</entity>")
        XCTAssertEqual(Set(found.filter { $0.ruleID == "reserved-property-name" }.compactMap(\.property)), ReservedMemberNames.forbidden)
    }

    func testNullifyWithoutInverseIsOnlyForObjectsNothingElseReaches() throws {
        let found = try lint("""
        <entity name="Account">
            <relationship name="transactions" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Transaction"/>
        </entity>
        <entity name="Transaction"/>
        """)
        // Nothing shows an account owns its transactions (issue 33): a note that
        // says so, beside the missing inverse's warning it no longer replaces.
        XCTAssertEqual(found.map(\.ruleID), ["missing-inverse-to-many", "nullify-without-inverse"])
        XCTAssertEqual(found.last?.severity, .info)
        XCTAssertEqual(found.last?.message, "to-many relationship 'Account.transactions' has no inverse and nullifies: deleting an 'Account' leaves its 'Transaction' objects in the store, and no other relationship leads to them; nothing in the model says the app reaches 'Transaction' objects only through an 'Account' (the app may list or fetch them on their own): add an inverse, and keep Nullify if they live on their own (Cascade would delete them)")
    }
}
