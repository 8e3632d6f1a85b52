// End to end: a small package whose target holds a Core Data model and uses
// momgen's build-tool plugin is built with `swift build`. The plugin must run,
// produce exactly the file it declares, skip the work when nothing changed,
// and run again when the model changes; the command plugins lint and generate
// the same package.
//
// The package is `PluginFixture`: momgen's own plugin sources with the momgen
// executable this test run built as their tool (why, and what that leaves to
// `PluginDeclarationTests`, is in PluginFixture.swift).
//
// On Linux there is no Core Data, so the plugin's `--platform-guard` output
// (`#if canImport(CoreData)`) is what lets the target compile here; on macOS
// the same build compiles the classes.
import Foundation
import MomgenTestSupport
import XCTest

final class BuildPluginTests: XCTestCase {
    /// Runs `swift build` on the fixture; returns the exit status and the combined log.
    private func swiftBuild(_ fixture: PluginFixture) throws -> (status: Int32, stdout: String) {
        try SwiftPackageCommand.run(["build"], package: fixture.package, scratch: fixture.scratch)
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
        // The fixture lives at a fixed place in the repository's own .build, so a
        // later run recompiles only the plugins that changed; everything below
        // holds warm as it does cold (a cold run compiles three plugins and one
        // small target).
        let momgen = MomgenProcess.executable
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: momgen.path), "no momgen executable at \(momgen.path)")
        let fixture = try PluginFixture.make(at: TestPaths.repoRoot.appendingPathComponent(".build/momgen-plugin-fixture"),
                                             momgen: momgen, hostTriple: try SwiftPackageCommand.hostTriple())
        let scratch = fixture.scratch

        let first = try swiftBuild(fixture)
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
        let second = try swiftBuild(fixture)
        XCTAssertEqual(second.status, 0, second.stdout)
        let secondStamp = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date
        XCTAssertEqual(firstStamp, secondStamp, "an unchanged model must not rewrite the generated file")

        // Once the tool is stable, an unchanged model does not run the command at all.
        let third = try swiftBuild(fixture)
        XCTAssertEqual(third.status, 0, third.stdout)
        XCTAssertFalse(third.stdout.contains("momgen: generating Swift"), "nothing changed, so the plugin's command must not run:\n\(third.stdout)")

        // Change the model: the command runs again and the output follows.
        let contents = fixture.modelContents
        let model = try String(contentsOf: contents, encoding: .utf8)
        try model.replacingOccurrences(of: "<attribute name=\"text\"", with: "<attribute name=\"number\" optional=\"YES\" attributeType=\"Integer 32\" defaultValueString=\"0\" usesScalarValueType=\"YES\"/>\n        <attribute name=\"text\"")
            .write(to: contents, atomically: true, encoding: .utf8)
        let fourth = try swiftBuild(fixture)
        XCTAssertEqual(fourth.status, 0, fourth.stdout)
        XCTAssertTrue(fourth.stdout.contains("momgen: generating Swift for BookStore"), fourth.stdout)
        XCTAssertTrue(try String(contentsOf: generated, encoding: .utf8).contains("number"), "the regenerated file has the new attribute")

        // The command plugins, on the same package.
        let lint = try SwiftPackageCommand.run(["package", "lint-models"], package: fixture.package, scratch: scratch)
        XCTAssertEqual(lint.status, 0, lint.stdout)
        XCTAssertTrue(lint.stdout.contains("momgen lint: 0 errors"), lint.stdout)
        let generate = try SwiftPackageCommand.run(["package", "--allow-writing-to-package-directory", "generate-models",
                                                     "--output", fixture.package.appendingPathComponent("Checked-in").path],
                                                    package: fixture.package, scratch: scratch)
        XCTAssertEqual(generate.status, 0, generate.stdout)
        let checkedIn = fixture.package.appendingPathComponent("Checked-in/BookStore")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: checkedIn.path).sorted(), [
            ".momgen-render-cache", ".momgen-stamp", "Book.swift", "BookCategory.swift", "Page.swift", "_Book.swift", "_BookCategory.swift",
            "_BookStoreManagedObject.swift", "_Page.swift",
        ])

        // A model with a lint error (an inverse that names nothing) fails lint-models.
        try String(contentsOf: contents, encoding: .utf8)
            .replacingOccurrences(of: " inverseName=\"category\" inverseEntity=\"Book\"", with: " inverseName=\"nothing\" inverseEntity=\"Book\"")
            .write(to: contents, atomically: true, encoding: .utf8)
        let failing = try SwiftPackageCommand.run(["package", "lint-models"], package: fixture.package, scratch: scratch)
        XCTAssertNotEqual(failing.status, 0, failing.stdout)
        XCTAssertTrue(failing.stdout.contains("[unknown-inverse]"), failing.stdout)
    }
}
