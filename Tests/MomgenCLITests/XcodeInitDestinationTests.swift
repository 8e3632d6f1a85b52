// Issue 42, item 3 (Xcode codegen): a `+CoreDataClass.swift` that no target
// compiles is never advised as the place to move hand-written members; the
// plan says that the flagged file blocks the first run; the target that
// compiles the model in a CocoaPods project (`Pods/Pods.xcodeproj`) is
// searched for the deployment target.
import Foundation
import MomgenTestSupport
import XCTest

final class XcodeInitDestinationTests: XCTestCase {
    /// BookStore with Xcode-shaped files in `App/`, `Book+CoreDataProperties.swift`
    /// edited by hand, and the given project files.
    private func project(_ projects: [String: String]) throws -> URL {
        let folder = try XcodeWrittenProject.make(label: "init-xcode-destination")
        let book = folder.appendingPathComponent("App/Book+CoreDataProperties.swift")
        try (try String(contentsOf: book, encoding: .utf8) + "\nextension Book {\n    var title2: String { title ?? \"\" }\n}\n").write(to: book, atomically: true, encoding: .utf8)
        for (path, text) in projects {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func testAClassFileInNoTargetIsNeverTheDestination() throws {
        // The target compiles the model and Book+CoreDataProperties.swift, not Book+CoreDataClass.swift.
        let folder = try project(["App.xcodeproj/project.pbxproj": InitXcodeProjectTests.projectFile(lastUpgradeCheck: "1600")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["init", "--dry-run"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("move them into an extension file of your own in the target that compiles the model (not App/Book+CoreDataClass.swift: no target compiles it)"), result.stdout)
        XCTAssertFalse(result.stdout.contains("move them into the class's"), result.stdout)
        XCTAssertTrue(result.stdout.contains("this blocks the first run: momgen replaces only files it wrote, so until App/Book+CoreDataProperties.swift is moved or deleted 'momgen' refuses it and writes nothing"), result.stdout)
    }

    func testThePodsProjectCompilingTheModelGivesTheDeploymentTarget() throws {
        // The app's own project compiles something else at iOS 26.0; the pod target compiling the model is at 12.4.
        let app = InitXcodeProjectTests.projectFile(lastUpgradeCheck: "1600").replacingOccurrences(of: "files = (B1, B2, )", with: "files = ( )")
        let pods = InitXcodeProjectTests.projectFile(lastUpgradeCheck: "1600")
            .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 26.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 12.4;")
            .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 12.4;")
            .replacingOccurrences(of: "name = App; }", with: "name = ModelPod; }")
        let folder = try project(["App.xcodeproj/project.pbxproj": app, "Pods/Pods.xcodeproj/project.pbxproj": pods])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["init", "--dry-run"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("    deployment-target: [ios:12.4]   #"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Pods.xcodeproj: ModelPod"), result.stdout)
        XCTAssertFalse(result.stdout.contains("left out:"), result.stdout)
    }
}
