// Which `contents` file a path stands for: bundles, versions, folders, files,
// and paths with spaces and non-ASCII characters.
import MomgenDiagnostics
import MomgenReader
import MomgenTestSupport
import XCTest

final class ModelLocatorTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("locator")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let model = "<?xml version=\"1.0\"?>\n<model><entity name=\"A\"/></model>\n"

    /// Makes a bundle with the given versions and, optionally, a current version.
    private func makeBundle(_ name: String, versions: [String], current: String?) throws -> String {
        let bundle = folder.appendingPathComponent("\(name).xcdatamodeld")
        for version in versions {
            let versionFolder = bundle.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: versionFolder, withIntermediateDirectories: true)
            try model.write(to: versionFolder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        if let current {
            let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>_XCCurrentVersionName</key>
            \t<string>\(current)</string>
            </dict>
            </plist>
            """
            try plist.write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        }
        return bundle.path
    }

    func testCurrentVersionFileChoosesTheVersion() throws {
        let bundle = try makeBundle("Model", versions: ["Model", "Model 2", "Model 10"], current: "Model 2.xcdatamodel")
        let source = try ModelLocator().locate(bundle)
        XCTAssertEqual(source.versionName, "Model 2")
        XCTAssertEqual(source.selection, .currentVersionFile)
        XCTAssertEqual(source.contentsPath, bundle + "/Model 2.xcdatamodel/contents")
        XCTAssertEqual(source.availableVersions, ["Model", "Model 2", "Model 10"], "versions sort naturally")
    }

    func testModelVersionOptionOverridesTheCurrentVersion() throws {
        let bundle = try makeBundle("Model", versions: ["Model", "Model 2"], current: "Model 2.xcdatamodel")
        XCTAssertEqual(try ModelLocator().locate(bundle, version: "Model").versionName, "Model")
        XCTAssertEqual(try ModelLocator().locate(bundle, version: "Model.xcdatamodel").versionName, "Model")
        XCTAssertEqual(try ModelLocator().locate(bundle, version: "Model").selection, .requested)
    }

    func testUnknownRequestedVersionListsTheVersions() throws {
        let bundle = try makeBundle("Model", versions: ["Model", "Model 2"], current: nil)
        XCTAssertThrowsError(try ModelLocator().locate(bundle, version: "Model 3")) { error in
            XCTAssertEqual(error as? MomgenError, .usage("the bundle '\(bundle)' has no version 'Model 3'; its versions are 'Model', 'Model 2'"))
        }
    }

    func testBundleWithoutCurrentVersionAndOneVersionUsesIt() throws {
        let bundle = try makeBundle("Solo", versions: ["Solo"], current: nil)
        let source = try ModelLocator().locate(bundle)
        XCTAssertEqual(source.versionName, "Solo")
        XCTAssertEqual(source.selection, .onlyVersion)
    }

    func testBundleWithoutCurrentVersionAndSeveralVersionsFailsNamingThem() throws {
        let bundle = try makeBundle("Many", versions: ["Many", "Many 2"], current: nil)
        XCTAssertThrowsError(try ModelLocator().locate(bundle)) { error in
            let message = (error as? MomgenError)?.description ?? ""
            XCTAssertTrue(message.contains("'Many', 'Many 2'"), message)
            XCTAssertTrue(message.contains("--model-version"), message)
        }
    }

    func testCurrentVersionNamingAMissingFolderIsAnError() throws {
        let bundle = try makeBundle("Gone", versions: ["Gone"], current: "Gone 2.xcdatamodel")
        XCTAssertThrowsError(try ModelLocator().locate(bundle)) { error in
            guard case let .unreadableInput(location, message)? = error as? MomgenError else { return XCTFail("\(error)") }
            XCTAssertEqual(location.file, bundle + "/.xccurrentversion")
            XCTAssertTrue(message.contains("'Gone 2.xcdatamodel'"), message)
        }
    }

    func testModelFolderAndContentsFile() throws {
        let bundle = try makeBundle("Plain", versions: ["Plain"], current: nil)
        let version = bundle + "/Plain.xcdatamodel"
        XCTAssertEqual(try ModelLocator().locate(version).contentsPath, version + "/contents")
        XCTAssertEqual(try ModelLocator().locate(version + "/").contentsPath, version + "/contents")
        XCTAssertEqual(try ModelLocator().locate(version + "/contents").contentsPath, version + "/contents")
        XCTAssertEqual(try ModelLocator().locate(version).selection, .notBundle)
    }

    func testPathsWithSpacesAndUnicodeLoad() throws {
        let bundle = try makeBundle("Mes Modèles 📚", versions: ["Version é 1"], current: "Version é 1.xcdatamodel")
        let (source, model) = try ModelReader().read(bundle)
        XCTAssertEqual(source.versionName, "Version é 1")
        XCTAssertEqual(model.entities.map(\.name), ["A"])
    }

    func testMissingPathIsUnreadableInput() {
        XCTAssertThrowsError(try ModelLocator().locate(folder.path + "/nothing.xcdatamodeld")) { error in
            guard case .unreadableInput? = error as? MomgenError else { return XCTFail("\(error)") }
        }
    }

    func testFolderThatIsNotAModel() throws {
        XCTAssertThrowsError(try ModelLocator().locate(folder.path)) { error in
            XCTAssertEqual((error as? MomgenError)?.description,
                           "\(folder.path): error: not a Core Data model: the folder has no 'contents' file and no .xcdatamodel versions")
        }
    }

    func testMalformedCurrentVersionFileIsReported() throws {
        let bundle = try makeBundle("Odd", versions: ["Odd"], current: nil)
        try "<plist><array/></plist>".write(toFile: bundle + "/.xccurrentversion", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ModelLocator().locate(bundle)) { error in
            let message = (error as? MomgenError)?.description ?? ""
            XCTAssertTrue(message.contains("not a property list"), message)
        }
    }

    // Issue 22: a `.xccurrentversion` that names nothing (`<dict/>`), seen in
    // real bundles Xcode opens, counts as none.
    func testCurrentVersionFileNamingNothingWithOneVersionUsesIt() throws {
        let bundle = try makeBundle("Empty", versions: ["Empty"], current: nil)
        try "<plist version=\"1.0\"><dict/></plist>".write(toFile: bundle + "/.xccurrentversion", atomically: true, encoding: .utf8)
        let source = try ModelLocator().locate(bundle)
        XCTAssertEqual(source.versionName, "Empty")
        XCTAssertEqual(source.selection, .onlyVersion)
        XCTAssertNil(ModelLocator().currentVersionName(inBundle: bundle))
    }

    func testCurrentVersionFileNamingNothingWithSeveralVersionsAsksForOne() throws {
        let bundle = try makeBundle("Empty", versions: ["Empty", "Empty 2"], current: nil)
        try "<plist version=\"1.0\"><dict><key>Other</key><string>x</string></dict></plist>".write(toFile: bundle + "/.xccurrentversion", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ModelLocator().locate(bundle)) { error in
            guard case let .usage(message)? = error as? MomgenError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("a .xccurrentversion that names no version; choose one with --model-version NAME"), message)
        }
        XCTAssertEqual(try ModelLocator().locate(bundle, version: "Empty 2").versionName, "Empty 2")
    }

    func testXcode3BinaryVersionIsLeftOutAndListedApart() throws {
        let bundle = try makeBundle("Old", versions: ["Old 2", "Old 3"], current: "Old 3.xcdatamodel")
        let binary = bundle + "/Old.xcdatamodel"
        try FileManager.default.createDirectory(atPath: binary, withIntermediateDirectories: true)
        for file in ["elements", "layout"] {
            try Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]).write(to: URL(fileURLWithPath: binary + "/" + file))
        }
        let locator = ModelLocator()
        XCTAssertEqual(locator.versionFolders(in: bundle), ["Old 2", "Old 3"])
        XCTAssertEqual(locator.binaryVersionFolders(in: bundle), ["Old"])
        let source = try locator.locate(bundle)
        XCTAssertEqual(source.versionName, "Old 3")
        XCTAssertEqual(source.availableVersions, ["Old 2", "Old 3"])
    }
}
