// Goldens for `--xcode-version` and `--deployment-target`: the features
// fixture as each Xcode era wrote it (Tests/Goldens/swift/Features/xcode-<N>/),
// and the default layout for a system older than JSONEncoder's `.sortedKeys`.
// Rewrite with MOMGEN_UPDATE_GOLDENS=1 and review every changed file like code.
import MomgenCore
import MomgenModel
import MomgenSwift
import MomgenTestSupport
import XCTest

final class XcodeVersionGoldenTests: XCTestCase {
    /// The representative versions: the first of each change (8, 10's last
    /// NSDate, 11's Date, 12's Identifiable, 14 unchanged, 26's public import).
    static let versions = [8, 10, 11, 12, 14, 26]

    func options(_ layout: Layout = .xcode, xcode: Int = 26, targets: [String] = []) throws -> GenerationOptions {
        var options = GenerationOptions(modelName: "Features", layout: layout, access: .public)
        options.xcodeVersion = try XCTUnwrap(XcodeVersion(xcode))
        options.deploymentTargets = try targets.map { try XCTUnwrap(DeploymentTarget(text: $0)) }
        return options
    }

    func testEachXcodeVersion() throws {
        let model = try Fixture.features()
        for version in Self.versions {
            let files = try SwiftEmitter(options: options(xcode: version)).emit(model)
            XCTAssertFalse(files.isEmpty)
            for file in files {
                GoldenFile.assertMatches(file.contents, "swift/Features/xcode-\(version)/\(file.path)")
            }
        }
    }

    /// What changes, said once per era, so a golden rewrite cannot hide it.
    func testEraDifferences() throws {
        let model = try Fixture.features()
        func properties(_ version: Int, _ targets: [String] = []) throws -> String {
            try SwiftEmitter(options: options(xcode: version, targets: targets)).emit(model)
                .filter { $0.path.hasSuffix("+CoreDataProperties.swift") }.map(\.contents).joined()
        }
        let (xcode10, xcode11, xcode12, xcode26) = try (properties(10), properties(11), properties(12), properties(26))
        XCTAssertTrue(xcode10.contains(": NSData?"))
        XCTAssertFalse(xcode11.contains("NSDate") || xcode11.contains("NSData?"))
        XCTAssertFalse(xcode11.contains("Identifiable"))
        XCTAssertTrue(xcode12.contains(": Identifiable {}"))
        XCTAssertFalse(xcode12.contains("public import") || xcode12.contains("CoreDataPropertiesSet"))
        XCTAssertTrue(xcode26.contains("public import CoreData\npublic import Foundation\n"))
        XCTAssertTrue(xcode26.contains("public typealias ItemCoreDataPropertiesSet = NSSet"))
        // Identifiable needs iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6: one older target removes it.
        XCTAssertFalse(try properties(26, ["ios:12.4"]).contains("Identifiable"))
        XCTAssertFalse(try properties(26, ["macos:10.15", "watchos:5.2"]).contains("Identifiable"))
        XCTAssertTrue(try properties(26, ["ios:13.0", "macos:10.15", "tvos:13", "watchos:6.0", "visionos:1.0"]).contains("Identifiable"))
    }

    /// `.sortedKeys` is iOS 11 / macOS 10.13: below those, the Codable
    /// accessors of every layout ask `#available` first; the default layout
    /// on the newest systems is unchanged (its golden is SwiftGoldenTests').
    func testSortedKeysBehindAvailabilityForOldTargets() throws {
        let model = try Fixture.features()
        let files = try SwiftEmitter(options: options(.mogenerator, targets: ["ios:10.0", "macos:10.12"])).emit(model)
        let item = try XCTUnwrap(files.first { $0.path == "_Item.swift" })
        GoldenFile.assertMatches(item.contents, "swift/Features/mogenerator-ios10/_Item.swift")
        XCTAssertTrue(item.contents.contains("if #available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *) { encoder.outputFormatting = .sortedKeys }"))
        let current = try SwiftEmitter(options: options(.mogenerator, targets: ["ios:11.0", "macos:10.13"])).emit(model)
        XCTAssertFalse(try XCTUnwrap(current.first { $0.path == "_Item.swift" }).contents.contains("#available"))
    }

    /// Date attributes (the features fixture has none): `NSDate?` through Xcode 10.
    func testDatesAreNSDateThroughXcode10() throws {
        let journal = try ModelLoader().load(TestPaths.sampleModel("Journal")).resolved
        func text(_ version: Int) throws -> String {
            var options = try options(xcode: version)
            options.modelName = "Journal"
            return try SwiftEmitter(options: options).emit(journal).map(\.contents).joined()
        }
        XCTAssertTrue(try text(8).contains(": NSDate?"))
        XCTAssertTrue(try text(10).contains(": NSDate?"))
        XCTAssertFalse(try text(11).contains("NSDate"))
        // Other layouts never change with the Xcode version.
        var other = GenerationOptions(modelName: "Journal", layout: .mogenerator)
        other.xcodeVersion = try XCTUnwrap(XcodeVersion(8))
        XCTAssertEqual(try SwiftEmitter(options: other).emit(journal),
                       try SwiftEmitter(options: GenerationOptions(modelName: "Journal", layout: .mogenerator)).emit(journal))
    }

    /// A Transformable attribute of a framework class: Xcode's files import
    /// the class (`import UIKit.UIColor`, seen in files of 2020-2021), the
    /// xcode layout too; other layouts leave imports to `additionalImports`.
    func testFrameworkClassOfATransformableIsImportedAsXcodeDoes() throws {
        let folder = TestPaths.temporaryFolder("framework-import")
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = folder.appendingPathComponent("contents")
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Project" representedClassName="Project" syncable="YES">
                <attribute name="color" optional="YES" attributeType="Transformable" customClassName="UIColor"/>
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """.write(to: contents, atomically: true, encoding: .utf8)
        let model = try ModelLoader().load(contents.path).resolved
        var options = try options(xcode: 11)
        options.modelName = "Projects"
        let properties = try XCTUnwrap(SwiftEmitter(options: options).emit(model).first { $0.path == "Project+CoreDataProperties.swift" })
        XCTAssertTrue(properties.contents.contains("import CoreData\nimport Foundation\nimport UIKit.UIColor\n"), properties.contents)
        XCTAssertTrue(properties.contents.contains("@NSManaged public var color: UIColor?"), properties.contents)
        options.xcodeVersion = .latest
        let xcode26 = try XCTUnwrap(SwiftEmitter(options: options).emit(model).first { $0.path == "Project+CoreDataProperties.swift" })
        XCTAssertTrue(xcode26.contents.contains("public import UIKit.UIColor\n"), xcode26.contents)
        let other = try SwiftEmitter(options: GenerationOptions(modelName: "Projects")).emit(model).map(\.contents).joined()
        XCTAssertFalse(other.contains("UIKit"))
    }

    func testParsing() {
        XCTAssertEqual(XcodeVersion(text: "10.1")?.major, 10)
        XCTAssertEqual(XcodeVersion(text: "26")?.major, 26)
        for bad in ["7", "17", "25", "27", "", "x", "10x", "-1", "1e1"] {
            XCTAssertNil(XcodeVersion(text: bad), bad)
        }
        XCTAssertEqual(DeploymentTarget(text: "iOS:12.0")?.description, "ios:12.0")
        XCTAssertEqual(DeploymentTarget(text: "macos:10.14.6")?.version, [10, 14, 6])
        for bad in ["ios", "ios:", "ios:12.", "android:5", "ios:1.2.3.4", "ios:a", ":12"] {
            XCTAssertNil(DeploymentTarget(text: bad), bad)
        }
        XCTAssertTrue(DeploymentTarget(text: "macos:10.15")!.isAtLeast([10, 15]))
        XCTAssertFalse(DeploymentTarget(text: "macos:10.9")!.isAtLeast([10, 15]))
        XCTAssertTrue(DeploymentTarget(text: "ios:13")!.isAtLeast([13, 0]))
    }
}
