// The Features fixture (Tests/MomgenSwiftTests/Fixtures) exercises enums,
// Codable attributes, a custom base class, additionalImports, derived and
// read-only attributes. Its generated code must type-check in every layout
// once the app's modules (MyKit, OtherKit) supply the types the model names.
import Foundation
import MomgenTestSupport
import XCTest

final class FeaturesFixtureTests: XCTestCase {
    /// The app's module with the types the fixture's userInfo names.
    static let myKit = """
    import CoreData

    /// momgen.customBaseClass of Item.
    open class BaseObject: NSManagedObject {}

    /// attributeValueScalarType of Item.mood (Integer 16).
    public enum Mood: Int16 { case calm, cheerful }

    /// momgen.enumType of Item.status (String).
    public enum Status: String { case open, closed }

    /// momgen.codableType of Item.settings (Binary).
    public struct Settings: Codable {
        public var volume: Int
        public init(volume: Int) { self.volume = volume }
    }
    """

    /// Uses the Codable attribute's property and its throwing companions,
    /// in every layout but xcode (Xcode's API has no Codable accessors).
    static let codableUse = """
    import CoreData
    import MyKit

    func saveSettings(_ item: Item) throws -> Int {
        item.settings = Settings(volume: 3)
        item.settings = nil
        try item.encodeSettings(Settings(volume: 4))
        try item.encodeSettings(nil)
        let stored: Settings? = try item.decodeSettings()
        return stored?.volume ?? item.settings?.volume ?? 0
    }
    """

    /// An app module that did not compile (the test fails with its output).
    struct ModuleBuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The fixture's model folder.
    static let fixture = TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Features.xcdatamodel").path

    /// A temporary folder with the app's modules (MyKit, OtherKit) built.
    static func appModules() throws -> URL {
        let modules = TestPaths.temporaryFolder("momgen-app-modules")
        for (name, source) in [("MyKit", myKit), ("OtherKit", "public struct OtherKitMarker {}\n")] {
            if let failure = Typechecker.emitModule(name, source: source, into: modules) {
                try? FileManager.default.removeItem(at: modules)
                throw ModuleBuildFailure(description: "\(name) did not build:\n\(failure)")
            }
        }
        return modules
    }

    func testFeaturesFixtureTypechecksInEveryLayout() throws {
        let modules = try Self.appModules()
        defer { try? FileManager.default.removeItem(at: modules) }
        // Each layout, then each --required-style (the fixture has a required
        // String, UUID, enum and to-one): `T!`/`T?` must be valid too.
        let runs: [(String, [String], [String])] = GeneratedCode.layouts.map { ($0, [], []) } + [
            ("mogenerator", ["--required-style", "implicitly-unwrapped"],
             ["@NSManaged var name: String!", "@NSManaged var uid: UUID!", "@NSManaged var owner: Owner!", "var mood: Mood! {"]),
            ("single", ["--required-style", "optional"],
             ["@NSManaged var name: String?", "@NSManaged var uid: UUID?", "@NSManaged var owner: Owner?", "var mood: Mood? {"]),
            // Xcode's types by default in the xcode layout: no enum accessor.
            ("xcode", [],
             ["@NSManaged var name: String?", "@NSManaged var uid: UUID?", "@NSManaged var owner: Owner?", "@NSManaged var mood: Int16\n"]),
            ("xcode", ["--required-style", "non-optional"],
             ["@NSManaged var name: String\n", "@NSManaged var uid: UUID\n", "@NSManaged var owner: Owner\n"]),
        ]
        for (layout, arguments, expected) in runs {
            let generated = try GeneratedCode.generate(model: Self.fixture, layout: layout, extraArguments: ["--force"] + arguments)
            defer { generated.discard() }
            guard generated.status == 0 else {
                XCTFail("momgen generate Features --layout \(layout) failed:\n\(generated.stderr)")
                continue
            }
            let text = try generated.files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            for line in expected {
                XCTAssertTrue(text.contains(line), "\(arguments): \(line)")
            }
            XCTAssertFalse(text.contains("preconditionFailure"), "no generated accessor traps on stored data")
            var files = generated.files
            if layout != "xcode" {
                let use = generated.folder.appendingPathComponent("CodableUse.swift")
                try Self.codableUse.write(to: use, atomically: true, encoding: .utf8)
                files.append(use)
            }
            let result = Typechecker.check(files: files, moduleName: "MyApp", searchPaths: [modules])
            XCTAssertTrue(result.ok, "Features (\(layout) \(arguments)) does not type-check:\n\(result.diagnostics)")
        }
    }

    /// The companions really throw: a call without `try` is rejected.
    func testCodableCompanionWithoutTryIsRejected() throws {
        let modules = try Self.appModules()
        defer { try? FileManager.default.removeItem(at: modules) }
        let generated = try GeneratedCode.generate(model: Self.fixture, layout: "mogenerator", extraArguments: ["--force"])
        defer { generated.discard() }
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let misuse = generated.folder.appendingPathComponent("Misuse.swift")
        try "import MyKit\nfunc misuse(_ item: Item) -> Settings? { item.decodeSettings() }\n".write(to: misuse, atomically: true, encoding: .utf8)
        let result = Typechecker.check(files: generated.files + [misuse], moduleName: "MyApp", searchPaths: [modules])
        XCTAssertFalse(result.ok, "decodeSettings() without try type-checked")
        XCTAssertTrue(result.diagnostics.contains("call can throw, but it is not marked with 'try'"), result.diagnostics)
    }
}
