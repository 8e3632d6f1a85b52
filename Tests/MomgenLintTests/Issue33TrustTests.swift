// Issue 33, "lint warnings a team can trust": dates read as Core Data reads
// them and printed as dates, hints that say what a change costs, findings
// lowered to notes where the model shows too little, mapping models known to
// renaming-identifier-unknown, the empty `.xccurrentversion` and
// `lint --all-versions`. The false findings the issue names are rule
// examples (`<!--↓info-->` or non-triggering) next to their rules.
import Foundation
import MomgenConfig
import MomgenDiagnostics
@testable import MomgenLint
import MomgenModel
import MomgenTestSupport
import XCTest

final class Issue33TrustTests: XCTestCase {
    private func lint(_ body: String, only rule: String) throws -> [Diagnostic] {
        let model = try LintFixture.resolve(body: body)
        return LintFixture.lint(model).filter { $0.ruleID == rule }
    }

    func testDatesPrintAsISO8601InUTC() {
        XCTAssertEqual(DateValues.iso8601(0), "2001-01-01T00:00:00Z")
        XCTAssertEqual(DateValues.iso8601(631_152_000), "2021-01-01T00:00:00Z")
        XCTAssertEqual(DateValues.iso8601(631_123_200), "2020-12-31T16:00:00Z")
        XCTAssertEqual(DateValues.iso8601(-31_622_400), "2000-01-01T00:00:00Z")
        XCTAssertEqual(DateValues.iso8601(-978_307_200), "1970-01-01T00:00:00Z")
        XCTAssertEqual(DateValues.iso8601(0.25), "2001-01-01T00:00:00.250Z")
        XCTAssertEqual(DateValues.describe("soon"), "'soon'")
    }

    /// Xcode 4 wrote a display text beside the interval; the interval is the default.
    func testXcode4DateDefaultIsReadFromItsInterval() throws {
        let found = try lint("""
        <entity name="Event">
            <attribute name="start" attributeType="Date" defaultValueString="2010-01-01 00:00:00 +0000" defaultDateTimeInterval="283996800"/>
            <attribute name="end" attributeType="Date" defaultDateTimeInterval="soon"/>
        </entity>
        """, only: "invalid-default-value")
        XCTAssertEqual(found.map(\.message), ["default value 'soon' of 'Event.end' is not a valid Date: the app gets 2001-01-01T00:00:00Z"])
    }

    func testOptionalDateDefaultPrintsAsADate() throws {
        let found = try lint("""
        <entity name="Event">
            <attribute name="start" optional="YES" attributeType="Date" defaultValueString="2021" defaultDateTimeInterval="631152000"/>
        </entity>
        """, only: "optional-with-default")
        XCTAssertEqual(found.map(\.message), ["optional Date attribute 'Event.start' also has default date 2021-01-01T00:00:00Z"])
    }

    func testDateBoundsComeFromTheirIntervals() throws {
        let body = """
        <entity name="Event">
            <attribute name="due" attributeType="Date" minDateTimeInterval="631152000" maxDateTimeInterval="0" defaultDateTimeInterval="-31622400"/>
        </entity>
        """
        XCTAssertEqual(try lint(body, only: "min-greater-than-max").map(\.message),
                       ["attribute 'Event.due' has earliest date 2021-01-01T00:00:00Z, later than its latest date 2001-01-01T00:00:00Z"])
        XCTAssertEqual(try lint(body, only: "default-out-of-range").map(\.message),
                       ["default date 2000-01-01T00:00:00Z of 'Event.due' is before its earliest allowed date 2021-01-01T00:00:00Z"])
    }

    func testBooleanDefaultOnNumberSaysWhatTheAppGets() throws {
        let found = try lint("""
        <entity name="A">
            <attribute name="on" attributeType="Integer 16" defaultValueString="YES" usesScalarValueType="YES"/>
            <attribute name="off" attributeType="Integer 16" defaultValueString="NO" usesScalarValueType="YES"/>
        </entity>
        """, only: "boolean-default-on-number")
        XCTAssertEqual(found.count, 2)
        XCTAssertTrue(found[0].message.hasSuffix("the app gets 0, not the 1 the literal suggests"), found[0].message)
        XCTAssertTrue(found[1].message.hasSuffix("the app gets 0, which matches by luck"), found[1].message)
    }

    func testHashChangingHintsSayANewModelVersionIsNeeded() throws {
        let ordered = try lint("""
        <entity name="A">
            <relationship name="b" optional="YES" maxCount="1" ordered="YES" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
        </entity>
        <entity name="B">
            <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
        </entity>
        """, only: "ordered-to-one")
        XCTAssertEqual(ordered.count, 1)
        XCTAssertTrue(ordered[0].message.contains("clearing it needs a new model version"), ordered[0].message)
        XCTAssertTrue(ordered[0].fixHint?.contains("new model version") ?? false)
        let hint = RuleRegistry.rule("property-name-case")?.description.fixHint ?? ""
        XCTAssertTrue(hint.contains("renaming identifier"), hint)
    }

    /// Every hint whose change moves an entity's version hash (optionality,
    /// type, transient, external storage, counts, Ordered, a rename) says a
    /// new model version is needed on a shipped model.
    func testEveryHashChangingHintSaysANewModelVersionIsNeeded() {
        let ids = ["ordered-to-one", "property-name-case", "to-one-plural-name", "plural-one-to-one", "plural-name-mismatch",
                   "constraint-transient", "cloudkit-required-relationship", "cloudkit-ordered-relationship",
                   "cloudkit-unsupported-attribute-type", "cloudkit-required-attribute", "relationship-count-range",
                   "to-one-max-count", "float-for-money", "optional-scalar", "integer-16-attribute",
                   "binary-without-external-storage", "transient-indexed", "undefined-attribute-type", "accessor-selector-clash",
                   "discouraged-property-name", "duplicate-entity-name", "duplicate-property-name", "entity-name-case",
                   "invalid-identifier", "objc-keyword-name", "placeholder-name", "reserved-property-name",
                   "risky-member-name", "swift-keyword-name", "optional-with-default", "optional-number-with-default"]
        for id in ids {
            let hint = RuleRegistry.rule(id)?.description.fixHint ?? ""
            XCTAssertTrue(hint.contains("new model version"), "\(id): \(hint)")
        }
    }

    /// Re-graded by issue 33's review: none of its findings on real models was a defect.
    func testUniqueOptionalAttributeIsANote() {
        XCTAssertEqual(RuleRegistry.rule("unique-optional-attribute")?.description.severity, .info)
    }

    /// A note does not replace the warning it would restate: a to-many
    /// without an inverse stays a warning when the nullify note is lowered.
    func testALoweredFindingDoesNotSupersedeAWarning() throws {
        let model = try LintFixture.resolve(body: """
        <entity name="Album">
            <relationship name="photos" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Photo"/>
        </entity>
        <entity name="Photo"/>
        """)
        let found = LintFixture.lint(model).map { "\($0.ruleID) \($0.severity)" }
        XCTAssertEqual(found, ["missing-inverse-to-many warning", "nullify-without-inverse info"])
        // At the rule's own severity it still replaces the other finding.
        let owned = try LintFixture.resolve(body: """
        <entity name="Album">
            <relationship name="photos" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="AlbumPhoto"/>
        </entity>
        <entity name="AlbumPhoto"/>
        """)
        XCTAssertEqual(LintFixture.lint(owned).map(\.ruleID), ["nullify-without-inverse"])
    }

    /// The bundle checks are rules a configuration may name.
    func testBundleChecksAreKnownToTheConfiguration() throws {
        let (config, _) = try LintFixture.config("""
        lint:
          disabled: [empty-current-version, binary-model-version, plural-one-to-one]
        """)
        XCTAssertEqual(Linter(configuration: config.lint).configurationDiagnostics(file: ".momgen.yml").map(\.message), [])
    }

    /// A severity configured for a rule wins over a finding lowered to a note.
    func testConfiguredSeverityWinsOverALoweredFinding() throws {
        let model = try LintFixture.resolve(body: """
        <entity name="ZimFile">
            <relationship name="tabs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tab" inverseName="zimFile" inverseEntity="Tab"/>
        </entity>
        <entity name="Tab">
            <relationship name="zimFile" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="ZimFile" inverseName="tabs" inverseEntity="ZimFile"/>
        </entity>
        """)
        XCTAssertEqual(LintFixture.lint(model).filter { $0.ruleID == "orphaned-by-nullify" }.map(\.severity), [.info])
        var section = LintSection()
        section.severity = ["orphaned-by-nullify": .error]
        XCTAssertEqual(Linter(configuration: section).lint(model).filter { $0.ruleID == "orphaned-by-nullify" }.map(\.severity), [.error])
    }

    /// No ownership hint recommends Cascade without saying it deletes the objects.
    func testOwnershipAdviceNamesTheDataAtRisk() throws {
        for id in ["orphaned-by-nullify", "deny-owned-collection", "nullify-without-inverse"] {
            let hint = RuleRegistry.rule(id)?.description.fixHint ?? ""
            XCTAssertTrue(hint.contains("deletes those objects"), "\(id): \(hint)")
        }
        let info = try lint("""
        <entity name="SyncInstruction">
            <relationship name="downloads" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Download" inverseName="instruction" inverseEntity="Download"/>
        </entity>
        <entity name="Download">
            <relationship name="instruction" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="SyncInstruction" inverseName="downloads" inverseEntity="SyncInstruction"/>
        </entity>
        <fetchRequest name="AllDownloads" entity="Download"/>
        """, only: "orphaned-by-nullify")
        XCTAssertEqual(info.map(\.severity), [.info])
        XCTAssertTrue(info.first?.message.contains("fetch request 'AllDownloads' fetches 'Download' objects on their own") ?? false, info.first?.message ?? "")
        XCTAssertTrue(info.first?.message.contains("Cascade would delete them") ?? false)
    }

    func testRenamingFindingWithAMappingModelIsANote() throws {
        let old = try LintFixture.resolve(body: #"<entity name="Run"><attribute name="title" optional="YES" attributeType="String"/></entity>"#)
        let new = try LintFixture.resolve(body: #"<entity name="Run"><attribute name="name" optional="YES" attributeType="String" elementID="titel"/></entity>"#)
        let found = RenamingIdentifierCheck().findings(current: new, earlier: [("Run", old)], mappingModels: ["MappingModel_v2_to_v3.xcmappingmodel"])
        XCTAssertEqual(found.map(\.severity), [.info])
        XCTAssertTrue(found[0].message.hasSuffix("unless mapping model 'MappingModel_v2_to_v3.xcmappingmodel' migrates this step (a mapping model does not use renaming identifiers)"), found[0].message)
    }

    /// bookplayer's pattern: a mapping model beside the bundle, through `momgen lint`.
    func testLintKnowsMappingModelsBesideTheBundle() throws {
        let folder = TestPaths.temporaryFolder("issue33-mapping")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Self.bundle(in: folder, current: "Runs 2")
        // Beside the bundle (LoopKit's Modelv1v4) and in a folder beside it (BookPlayer's Migrations/).
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Modelv1v2.xcmappingmodel"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Migrations/MappingModel_v1_to_v2.xcmappingmodel"), withIntermediateDirectories: true)
        let result = try MomgenProcess.run(["lint", bundle.path], in: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("note: renaming identifier 'titel'"), result.stdout)
        XCTAssertTrue(result.stdout.contains("unless mapping model 'MappingModel_v1_to_v2.xcmappingmodel', 'Modelv1v2.xcmappingmodel' migrates this step"), result.stdout)
    }

    func testAllVersionsLintsEveryVersion() throws {
        let folder = TestPaths.temporaryFolder("issue33-all-versions")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Self.bundle(in: folder, current: "Runs 2")
        let current = try MomgenProcess.run(["lint", bundle.path], in: folder)
        XCTAssertFalse(current.stdout.contains("Runs.xcdatamodel/contents"), current.stdout)
        let all = try MomgenProcess.run(["lint", "--all-versions", bundle.path], in: folder)
        XCTAssertEqual(all.status, 0, all.stdout + all.stderr)
        // The first version's missing inverse and the second's renaming finding.
        XCTAssertTrue(all.stdout.contains("Runs.xcdatamodel/contents:"), all.stdout)
        XCTAssertTrue(all.stdout.contains("Runs 2.xcdatamodel/contents:"), all.stdout)
        let both = try MomgenProcess.run(["lint", "--all-versions", "--model-version", "Runs", bundle.path], in: folder)
        XCTAssertEqual(both.status, 2, both.stdout + both.stderr)
    }

    /// A two-version bundle: the first has a to-one without an inverse, the
    /// second a renaming identifier that names nothing.
    static func bundle(in folder: URL, current: String) throws -> URL {
        let bundle = folder.appendingPathComponent("Runs.xcdatamodeld")
        let versions = [
            "Runs": #"<entity name="Run"><attribute name="title" optional="YES" attributeType="String"/><relationship name="shoe" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shoe"/></entity><entity name="Shoe"/>"#,
            "Runs 2": #"<entity name="Run"><attribute name="name" optional="YES" attributeType="String" elementID="titel"/></entity>"#,
        ]
        for (name, body) in versions {
            let version = bundle.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            try RuleExample(body).document.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\(current).xcdatamodel</string></dict></plist>
        """
        try Data(plist.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle
    }
}
