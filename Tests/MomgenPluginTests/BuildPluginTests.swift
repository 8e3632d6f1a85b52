// End to end: a small package whose target holds a Core Data model and uses
// momgen's build-tool plugin is built with `swift build`. The plugin must run,
// produce exactly the file it declares, skip the work when nothing changed,
// and run again when the model changes.
//
// On Linux there is no Core Data, so the plugin's `--platform-guard` output
// (`#if canImport(CoreData)`) is what lets the target compile here; on macOS
// the same build compiles the classes.
import Foundation
import MomgenTestSupport
import XCTest

final class BuildPluginTests: XCTestCase {
    /// Runs `swift build` on the fixture; returns the exit status and the combined log.
    private func swiftBuild(_ package: URL, scratch: URL) throws -> (status: Int32, stdout: String) {
        try swift(["build"], package, scratch: scratch)
    }

    /// Runs `swift <arguments>` on the fixture; returns the exit status and the combined log.
    private func swift(_ arguments: [String], _ package: URL, scratch: URL) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments.prefix(1) + ["--package-path", package.path, "--scratch-path", scratch.path] + arguments.dropFirst()
        let log = package.appendingPathComponent("build.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = try String(contentsOf: log, encoding: .utf8)
        return (process.terminationStatus, output)
    }

    /// The generated file for a model, wherever this SwiftPM version puts plugin outputs.
    private func generatedFile(named name: String, under scratch: URL) -> URL? {
        let walker = FileManager.default.enumerator(at: scratch.appendingPathComponent("plugins/outputs"), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent == name { return url }
        }
        return nil
    }

    func testBuildPluginGeneratesTheDeclaredFileAndSkipsUnchangedModels() throws {
        // The fixture and its scratch folder live at a fixed place in the
        // repository's own .build: a later run of the suite builds only what
        // changed (momgen's sources), not momgen and swift-crypto from scratch
        // (which took most of the suite's time). The package folder is laid
        // anew each run, byte for byte the same, so every assertion below
        // holds warm as it does cold.
        let fixtureRoot = TestPaths.repoRoot.appendingPathComponent(".build/momgen-plugin-fixture")
        let package = fixtureRoot.appendingPathComponent("package")
        try? FileManager.default.removeItem(at: package)
        let library = package.appendingPathComponent("Sources/Library")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try """
        // swift-tools-version:5.10
        import PackageDescription

        let package = Package(
            name: "PluginFixture",
            dependencies: [.package(name: "momgen", path: "\(TestPaths.repoRoot.path)")],
            targets: [
                .target(name: "Library", plugins: [.plugin(name: "MomgenBuildPlugin", package: "momgen")]),
            ]
        )
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let libraryName = \"Library\"\n".write(to: library.appendingPathComponent("Library.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: library.appendingPathComponent("BookStore.xcdatamodeld").path)
        let scratch = fixtureRoot.appendingPathComponent("scratch")
        // Outputs of an earlier run would let the first build below skip the
        // plugin's command; only the build products are worth keeping.
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("plugins/outputs"))

        let first = try swiftBuild(package, scratch: scratch)
        XCTAssertEqual(first.status, 0, first.stdout)
        XCTAssertTrue(first.stdout.contains("momgen: generating Swift for BookStore"), first.stdout)
        let generated = try XCTUnwrap(generatedFile(named: "BookStore+CoreData.swift", under: scratch), "the declared output was not produced")
        let text = try String(contentsOf: generated, encoding: .utf8)
        XCTAssertTrue(text.contains("#if canImport(CoreData)"), text)
        XCTAssertTrue(text.contains("class Book"), text)
        XCTAssertTrue(text.contains("class BookCategory"), text)
        XCTAssertTrue(text.contains("class Page"), text)
        let firstStamp = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date

        // SwiftPM (6.3) relinks the plugin's tool once on the first rebuild, which
        // reruns the command; momgen then finds nothing to change and leaves the
        // file alone, so the target is not recompiled.
        let second = try swiftBuild(package, scratch: scratch)
        XCTAssertEqual(second.status, 0, second.stdout)
        let secondStamp = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date
        XCTAssertEqual(firstStamp, secondStamp, "an unchanged model must not rewrite the generated file")

        // Once the tool is stable, an unchanged model does not run the command at all.
        let third = try swiftBuild(package, scratch: scratch)
        XCTAssertEqual(third.status, 0, third.stdout)
        XCTAssertFalse(third.stdout.contains("momgen: generating Swift"), "nothing changed, so the plugin's command must not run:\n\(third.stdout)")

        // Change the model: the command runs again and the output follows.
        let contents = library.appendingPathComponent("BookStore.xcdatamodeld/BookStore.xcdatamodel/contents")
        let model = try String(contentsOf: contents, encoding: .utf8)
        try model.replacingOccurrences(of: "<attribute name=\"text\"", with: "<attribute name=\"number\" optional=\"YES\" attributeType=\"Integer 32\" defaultValueString=\"0\" usesScalarValueType=\"YES\"/>\n        <attribute name=\"text\"")
            .write(to: contents, atomically: true, encoding: .utf8)
        let fourth = try swiftBuild(package, scratch: scratch)
        XCTAssertEqual(fourth.status, 0, fourth.stdout)
        XCTAssertTrue(fourth.stdout.contains("momgen: generating Swift for BookStore"), fourth.stdout)
        XCTAssertTrue(try String(contentsOf: generated, encoding: .utf8).contains("number"), "the regenerated file has the new attribute")

        // The command plugins, on the same package.
        let lint = try swift(["package", "lint-models"], package, scratch: scratch)
        XCTAssertEqual(lint.status, 0, lint.stdout)
        XCTAssertTrue(lint.stdout.contains("momgen lint: 0 errors"), lint.stdout)
        let generate = try swift(["package", "--allow-writing-to-package-directory", "generate-models",
                                  "--output", package.appendingPathComponent("Checked-in").path], package, scratch: scratch)
        XCTAssertEqual(generate.status, 0, generate.stdout)
        let checkedIn = package.appendingPathComponent("Checked-in/BookStore")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: checkedIn.path).sorted(), [
            ".momgen-render-cache", ".momgen-stamp", "Book.swift", "BookCategory.swift", "Page.swift", "_Book.swift", "_BookCategory.swift",
            "_BookStoreManagedObject.swift", "_Page.swift",
        ])

        // A model with a lint error (an inverse that names nothing) fails lint-models.
        try String(contentsOf: contents, encoding: .utf8)
            .replacingOccurrences(of: " inverseName=\"category\" inverseEntity=\"Book\"", with: " inverseName=\"nothing\" inverseEntity=\"Book\"")
            .write(to: contents, atomically: true, encoding: .utf8)
        let failing = try swift(["package", "lint-models"], package, scratch: scratch)
        XCTAssertNotEqual(failing.status, 0, failing.stdout)
        XCTAssertTrue(failing.stdout.contains("[unknown-inverse]"), failing.stdout)
    }
}
