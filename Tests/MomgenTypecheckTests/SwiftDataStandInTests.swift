// The stand-in SwiftData accepts correct SwiftData code: Apple-documented API used
// the documented way, at each deployment-target variant.
import MomgenTestSupport
import XCTest

final class SwiftDataStandInTests: XCTestCase {
    func testPluginAndEveryVariantBuild() throws {
        let plugin = try SwiftDataStandIn.plugin.get()
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: plugin.path))
        for target in SwiftDataStandIn.DeploymentTarget.allCases {
            let folder = try SwiftDataStandIn.module(for: target).get()
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftData.swiftmodule").path))
        }
    }

    func testMomgensPackageDoesNotDependOnTheStandIn() throws {
        // Only the tests that type-check SwiftData build it; `swift build` of momgen never does.
        let manifest = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains("SwiftDataStandIn"))
    }

    func testDocumentedModelsAndUsageTypecheckAtEveryTarget() {
        for target in SwiftDataStandIn.DeploymentTarget.allCases {
            assertSwiftDataAccepts(SwiftDataSnippet.source, at: target)
        }
    }

    func testDocumentedModelsTypecheckInSwift6Mode() {
        assertSwiftDataAccepts(SwiftDataSnippet.source, mode: .swift6)
    }

    func testUniqueAndIndexTypecheckFromIOS18() {
        let source = SwiftDataSnippet.replacing("@Attribute(.unique) var name: String", with: """
            #Unique<Trip>([\\.name], [\\.startDate, \\.endDate])
                #Index<Trip>([\\.name], [\\.startDate, \\.endDate])
                #Index<Trip>(.binary([\\.rating]), .rtree([\\.score]))
                var name: String
            """)
        assertSwiftDataAccepts(source, at: .iOS18)
        assertSwiftDataAccepts(source, at: .iOS26)
    }

    func testModelInheritanceTypechecksFromIOS26() {
        assertSwiftDataAccepts(SwiftDataSnippet.source + """

        @Model
        final class Author: Person {
            var penName: String = ""
            init(penName: String) {
                self.penName = penName
                super.init(id: UUID())
            }
        }
        """, at: .iOS26)
    }

    func testNestedModelsInAnExtensionOfTheSchemaTypecheck() {
        // The shape momgen generates: classes and composite structs nested in their
        // VersionedSchema enum, a typealias to the current class, a one-version plan.
        assertSwiftDataAccepts("""
        import Foundation
        import SwiftData

        public enum LibrarySchemaV1: VersionedSchema {
            public static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
            public static var models: [any PersistentModel.Type] { [Book.self] }
        }

        extension LibrarySchemaV1 {
            @Model
            public final class Book {
                public var title: String
                public var pages: Int16? = 0
                public var shelf: Shelf = Shelf(row: 0, column: 0)
                public init(title: String) { self.title = title }
            }

            public struct Shelf: Codable, Hashable {
                public var row: Int16
                public var column: Int16
            }
        }

        public typealias Book = LibrarySchemaV1.Book

        public enum LibraryMigrationPlan: SchemaMigrationPlan {
            public static var schemas: [any VersionedSchema.Type] { [LibrarySchemaV1.self] }
            public static var stages: [MigrationStage] { [] }
        }

        func make() -> Book { Book(title: "Dune") }
        """)
    }

    func testDeploymentTargetsMapToTheLowestVariant() {
        typealias Target = SwiftDataStandIn.DeploymentTarget
        XCTAssertEqual(Target.lowest(of: []), .iOS26)
        XCTAssertEqual(Target.lowest(of: ["ios:17.2"]), .iOS17)
        XCTAssertEqual(Target.lowest(of: ["ios:18.0"]), .iOS18)
        XCTAssertEqual(Target.lowest(of: ["ios:18.2", "macos:14.0"]), .iOS17)
        XCTAssertEqual(Target.lowest(of: ["macos:15"]), .iOS18)
        XCTAssertEqual(Target.lowest(of: ["visionos:2.0", "watchos:11.0"]), .iOS18)
        XCTAssertEqual(Target.lowest(of: ["ios:26.0", "macos:26.0"]), .iOS26)
    }

    func testCompilerDiagnosticsParse() {
        let output = """
        /tmp/a b/Model.swift:12:5: error: @Model requires an initializer be provided for 'Trip'
            var x
            ^
        /tmp/a b/Model.swift:3:1: warning: unused
        /tmp/swift-generated-sources/@__swiftmacro_5Model4Memo5ModelfMe_.swift:1:1: error: property 'id' must be declared public
        /tmp/a b/Model.swift:9:1: note: in expansion of macro 'Model' on class 'Memo' here
        /tmp/a b/Model.swift:11:9: note: mark the property as 'public' to satisfy the requirement
        """
        let diagnostics = CompilerDiagnostic.parse(output)
        XCTAssertEqual(diagnostics.map(\.description), [
            "Model.swift:12:5: error: @Model requires an initializer be provided for 'Trip'",
            "Model.swift:3:1: warning: unused",
            "@__swiftmacro_5Model4Memo5ModelfMe_.swift:1:1: error: property 'id' must be declared public",
        ])
        XCTAssertEqual(diagnostics.errors.map(\.sourceLocation), ["Model.swift:12", "Model.swift:11"])
        XCTAssertEqual(diagnostics[2].notes.count, 2)
    }
}
