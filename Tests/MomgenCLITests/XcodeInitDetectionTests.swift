// `momgen init` in a project that committed Xcode's "Create NSManagedObject
// Subclass…" files: the xcode layout, the access level, the Xcode version
// (from the files' shapes) and the deployment targets (from project.pbxproj)
// go into momgen.yml, which `momgen` then builds.
import Foundation
import MomgenCore
import MomgenTestSupport
import XCTest

final class XcodeInitDetectionTests: XCTestCase {
    /// A properties file of each era's shape (written here, after the
    /// patterns of real committed files), and the version it shows.
    static let shapes: [(String, Int)] = [
        ("import Foundation\nimport CoreData\n\nextension Book {\n    @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> {\n        return NSFetchRequest<Book>(entityName: \"Book\");\n    }\n    @NSManaged public var added: NSDate?\n}\n", 8),
        ("import Foundation\nimport CoreData\n\nextension Book {\n    @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> {\n        return NSFetchRequest<Book>(entityName: \"Book\")\n    }\n    @NSManaged public var added: NSDate?\n}\n", 10),
        ("import Foundation\nimport CoreData\n\nextension Book {\n    @NSManaged public var added: Date?\n}\n", 11),
        ("import Foundation\nimport CoreData\n\nextension Book {\n    @NSManaged public var added: Date?\n}\n\nextension Book : Identifiable {\n\n}\n", 12),
        ("public import Foundation\npublic import CoreData\n\n\npublic typealias BookCoreDataPropertiesSet = NSSet\n\nextension Book {\n}\n\nextension Book : Identifiable {\n\n}\n", 26),
    ]

    func testVersionFromTheFilesShapes() {
        for (text, version) in Self.shapes {
            XCTAssertEqual(XcodeFilesDetection.xcodeVersion(ofFiles: [text]).major, version, text)
        }
        // One file of a later era in the set decides (a project regenerates some files only).
        XCTAssertEqual(XcodeFilesDetection.xcodeVersion(ofFiles: [Self.shapes[2].0, Self.shapes[3].0]).major, 12)
    }

    func testDeploymentTargetsAreTheLowestOfEachPlatform() {
        let pbxproj = """
                IPHONEOS_DEPLOYMENT_TARGET = 14.3;
                IPHONEOS_DEPLOYMENT_TARGET = 13.0;
                MACOSX_DEPLOYMENT_TARGET = "10.15";
                WATCHOS_DEPLOYMENT_TARGET = nonsense;
        """
        XCTAssertEqual(XcodeFilesDetection.deploymentTargets(inProjects: [pbxproj]).map(\.description), ["ios:13.0", "macos:10.15"])
    }

    /// The real projects of ../shared/dropin: each detected as the era its
    /// SOURCE.txt names (the first version of that era's shape).
    func testDetectionOnTheDropinProjects() throws {
        let root = try TestRequirements.shared("dropin", for: "the Xcode drop-in projects")
        let expected = ["babylonhealth-xcode8": 8, "jordancollectionview-xcode8": 8, "chefbook-xcode10": 10, "taskee2-xcode11": 11,
                        "githubusers-xcode12": 12, "tracker-xcode14": 12, "parentingapp-xcode26": 26, "trigoymiel-xcode26": 26]
        for (name, version) in expected.sorted(by: { $0.key < $1.key }) {
            let folder = root.appendingPathComponent(name)
            let model = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("model").path).first)
            let found = try XCTUnwrap(XcodeFilesDetection.detect(root: folder.path, modelPath: "model/" + model), name)
            XCTAssertEqual(found.xcodeVersion.major, version, name)
            XCTAssertEqual(found.folder, "generated", name)
            XCTAssertEqual(found.access.rawValue, "public", name)
        }
    }

    func testInitWritesTheXcodeSettingsAndMomgenBuildsThem() throws {
        let project = TestPaths.temporaryFolder("init-xcode")
        defer { try? FileManager.default.removeItem(at: project) }
        let manager = FileManager.default
        try manager.createDirectory(at: project.appendingPathComponent("App/Model"), withIntermediateDirectories: true)
        try manager.createDirectory(at: project.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try manager.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: project.appendingPathComponent("App/BookStore.xcdatamodeld").path)
        let properties = project.appendingPathComponent("App/Model/Book+CoreDataProperties.swift")
        try Self.shapes[1].0.write(to: properties, atomically: true, encoding: .utf8)
        try "\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;\n\t\tIPHONEOS_DEPLOYMENT_TARGET = 11.4;\n"
            .write(to: project.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let result = try MomgenProcess.run(["init"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("1 +CoreDataProperties.swift file in App/Model: layout xcode, Xcode 10"), result.stdout)
        let configuration = try String(contentsOf: project.appendingPathComponent("momgen.yml"), encoding: .utf8)
        for line in ["    output: App/Model   #", "    layout: xcode   #", "    access: public   #", "    xcode-version: 10   #",
                     "    deployment-target: [ios:11.4]   #"] {
            XCTAssertTrue(configuration.contains(line), "\(line)\n\(configuration)")
        }
        XCTAssertFalse(configuration.contains("# layout: mogenerator"), configuration)
        // As the guide says: the Xcode-written properties go, momgen writes them again.
        try manager.removeItem(at: properties)
        let build = try MomgenProcess.run([], in: project)
        XCTAssertEqual(build.status, 0, build.stderr)
        let book = try String(contentsOf: properties, encoding: .utf8)
        XCTAssertTrue(book.contains("@nonobjc public class func fetchRequest() -> NSFetchRequest<Book>"), book)
        XCTAssertFalse(book.contains("Identifiable"), book)
        XCTAssertTrue(manager.fileExists(atPath: project.appendingPathComponent("App/Model/Book+CoreDataClass.swift").path))
    }
}
