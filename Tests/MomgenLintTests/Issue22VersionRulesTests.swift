// Issue 22's bundle and cross-version checks: renaming identifiers that
// point nowhere, Xcode 3 binary versions, and a current-version file that
// names nothing, through `momgen lint` on bundles written here.
import Foundation
import MomgenLint
import MomgenModel
import MomgenTestSupport
import XCTest

final class Issue22VersionRulesTests: XCTestCase {
    private func model(_ body: String) throws -> ResolvedModel {
        try LintFixture.resolve(body: body)
    }

    func testRenamingIdentifierThatNamesNothingEarlier() throws {
        let old = try model("""
        <entity name="Run">
            <attribute name="distance" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
            <attribute name="title" optional="YES" attributeType="String"/>
        </entity>
        """)
        let new = try model("""
        <entity name="Run">
            <attribute name="meters" optional="YES" attributeType="Double" elementID="distance" usesScalarValueType="YES"/>
            <attribute name="name" optional="YES" attributeType="String" elementID="titel"/>
        </entity>
        """)
        let found = RenamingIdentifierCheck().findings(current: new, earlier: [("Run", old)])
        XCTAssertEqual(found.map(\.property), ["name"])
        XCTAssertEqual(found.first?.message, "renaming identifier 'titel' of 'Run.name' names no property of 'Run' in any earlier version: it renames nothing, and migration treats 'name' as a new property")
        // A first version has nothing to compare with; a new entity neither.
        XCTAssertEqual(RenamingIdentifierCheck().findings(current: new, earlier: []).count, 0)
    }

    func testRenamingIdentifierOnTheEntityThatNamesAProperty() throws {
        let old = try model("""
        <entity name="Run">
            <attribute name="distance" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
        </entity>
        """)
        let new = try model("""
        <entity name="Run" elementID="distance">
            <attribute name="meters" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
        </entity>
        """)
        let found = RenamingIdentifierCheck().findings(current: new, earlier: [("Run", old)])
        XCTAssertEqual(found.map(\.message), ["renaming identifier 'distance' of entity 'Run' is the name of its property in version 'Run', not of an entity: it was most likely meant for that property"])
    }

    func testRenamedEntityKeepsItsPropertiesKnown() throws {
        let old = try model("""
        <entity name="Jog">
            <attribute name="distance" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
        </entity>
        """)
        let new = try model("""
        <entity name="Run" elementID="Jog">
            <attribute name="meters" optional="YES" attributeType="Double" elementID="distance" usesScalarValueType="YES"/>
        </entity>
        """)
        XCTAssertEqual(RenamingIdentifierCheck().findings(current: new, earlier: [("V1", old)]).map(\.message), [])
    }

    /// A real finding, checked by hand: twidere's version 2 gives
    /// `TwitterUser.followingBy` the identifier `followingFrom`, which no
    /// earlier version has (version 1 already calls it `followingBy`).
    func testRealStaleRenamingIdentifierInTheCorpus() throws {
        try TestRequirements.shared(for: "linting the real-world corpus")
        let bundle = TestPaths.shared.appendingPathComponent("corpus/models/twidere-sdk-coredatastack/CoreDataStack.xcdatamodeld").path
        let run = try MomgenProcess.run(["lint", "--model-version", "CoreDataStack 2", bundle])
        XCTAssertTrue(run.stdout.contains("renaming identifier 'followingFrom' of 'TwitterUser.followingBy' names no property of 'TwitterUser' in any earlier version"), run.stdout)
    }

    func testBinaryVersionNoteIsOneFinding() {
        XCTAssertNil(BinaryVersionCheck().check(binaryVersions: []))
        XCTAssertEqual(BinaryVersionCheck().check(binaryVersions: ["Old"])?.message,
                       "model bundle holds an Xcode 3 binary version ('Old') that momgen cannot read; it checks the other versions")
        XCTAssertEqual(BinaryVersionCheck().description.severity, .info)
    }

    /// A bundle with an Xcode 3 binary version, two XML versions (the second
    /// renaming to nothing) and a `.xccurrentversion` naming nothing.
    func testLintOnABundleWithABinaryVersionAndNoNamedCurrentVersion() throws {
        let folder = TestPaths.temporaryFolder("issue22-bundle")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Runs.xcdatamodeld")
        let versions = [
            "Runs": #"<entity name="Run"><attribute name="title" optional="YES" attributeType="String"/></entity>"#,
            "Runs 2": #"<entity name="Run"><attribute name="name" optional="YES" attributeType="String" elementID="titel"/></entity>"#,
        ]
        for (name, body) in versions {
            let version = bundle.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            try RuleExample(body).document.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        let binary = bundle.appendingPathComponent("Runs 0.xcdatamodel")
        try FileManager.default.createDirectory(at: binary, withIntermediateDirectories: true)
        try Data("bplist00".utf8).write(to: binary.appendingPathComponent("elements"))
        try Data("bplist00".utf8).write(to: binary.appendingPathComponent("layout"))
        try Data(#"<plist version="1.0"><dict/></plist>"#.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))

        // Several versions and a file that names none (issue 33): a warning
        // naming the version momgen takes, the last in name order, which is linted.
        let all = try MomgenProcess.run(["lint", bundle.path], in: folder)
        XCTAssertEqual(all.status, 0, all.stdout + all.stderr)
        XCTAssertTrue(all.stdout.contains("warning: .xccurrentversion names no version (the bundle has 2: Runs, Runs 2): momgen lints 'Runs 2'"), all.stdout)
        XCTAssertTrue(all.stdout.contains("[empty-current-version]"), all.stdout)
        XCTAssertFalse(all.stdout.contains("[missing-current-version]"), all.stdout)
        XCTAssertTrue(all.stdout.contains("renaming identifier 'titel' of 'Run.name' names no property"), all.stdout)
        XCTAssertEqual(all.stdout.components(separatedBy: "[binary-model-version]").count, 2, all.stdout)

        let second = try MomgenProcess.run(["lint", "--model-version", "Runs 2", bundle.path], in: folder)
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
        XCTAssertEqual(second.stdout.components(separatedBy: "[binary-model-version]").count, 2, second.stdout)
        XCTAssertTrue(second.stdout.contains("renaming identifier 'titel' of 'Run.name' names no property"), second.stdout)

        let versionsRun = try MomgenProcess.run(["versions", bundle.path], in: folder)
        XCTAssertEqual(versionsRun.status, 0, versionsRun.stdout + versionsRun.stderr)
        XCTAssertTrue(versionsRun.stdout.contains("Runs 2"), versionsRun.stdout)
    }
}
