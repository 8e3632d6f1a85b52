// Golden files of the swiftdata layout on the SwiftDataFeatures fixture (every
// mapping rule) for three deployment targets: iOS 17 (no #Unique/#Index, no
// inheritance), iOS 18 (#Unique and #Index), iOS 26 (subclasses), under
// Tests/Goldens/swift/SwiftDataFeatures/. The sample models' swiftdata
// goldens are written by SwiftGoldenTests with every layout. Rewrite with
// MOMGEN_UPDATE_GOLDENS=1 and review every changed file like code.
import MomgenSwift
import MomgenTestSupport
import XCTest

final class SwiftDataGoldenTests: XCTestCase {
    func testFeaturesFixtureForEachDeploymentTarget() throws {
        let model = try SwiftDataFixture.features()
        for (folder, targets) in [("ios17", ["ios:17.0"]), ("ios18", ["ios:18.0", "macos:15.0"]), ("ios26", ["ios:26.0"])] {
            let options = SwiftDataFixture.options(targets, access: .public, modelName: "Kitchen")
            let files = try SwiftEmitter(options: options).emit(model)
            XCTAssertEqual(files.map(\.path), ["Chef.swift", "Dessert.swift", "KitchenMigrationPlan.swift", "KitchenSchemaV1.swift", "Recipe.swift", "Step.swift", "Tag.swift"])
            XCTAssertTrue(files.allSatisfy { $0.role == .machine && $0.contents.hasPrefix(SwiftEmitter.machineHeader + "\n") })
            for file in files {
                GoldenFile.assertMatches(file.contents, "swift/SwiftDataFeatures/\(folder)/\(file.path)")
            }
            XCTAssertEqual(try SwiftEmitter(options: options).emit(model), files, "byte-identical across runs")
        }
    }

    func testPlatformGuardUsesSwiftData() throws {
        var options = SwiftDataFixture.options()
        options.platformGuard = true
        let files = try SwiftEmitter(options: options).emit(SwiftDataFixture.model([SwiftDataFixture.entity("Note")]))
        XCTAssertTrue(try XCTUnwrap(files.first).contents.contains("#if canImport(SwiftData)\n"))
    }
}
