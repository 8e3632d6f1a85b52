// The package the plugin tests build: one library target holding a Core Data
// model and using momgen's build-tool plugin, and momgen's command plugins.
//
// Why not a package that depends on momgen by path, as a user's does: SwiftPM
// then builds momgen's whole dependency graph (swift-crypto's BoringSSL, the
// Mustache and YAML parsers, swift-argument-parser) a second time in the
// fixture's scratch folder, which on a fresh clone took 860 s, more than half
// of the suite. Instead the fixture declares momgen's three plugins itself,
// from momgen's own plugin sources (copied from Plugins/ on every run, so an
// edit to a plugin is what the fixture compiles), and their `momgen` tool is a
// local artifact bundle holding the `momgen` executable this test run already
// built. What runs is therefore the real plugin code calling the real tool;
// what the fixture cannot show, that momgen's Package.swift declares the
// plugins this way, `PluginDeclarationTests` checks by comparing both
// manifests (`swift package dump-package`).
import Foundation
import MomgenTestSupport

/// The fixture package on disk.
struct PluginFixture {
    /// The package folder (holds Package.swift).
    var package: URL
    /// Its SwiftPM scratch folder, kept between runs so a later run compiles only the plugins that changed.
    var scratch: URL
    /// The library target's folder, which holds the model.
    var library: URL { package.appendingPathComponent("Sources/Library") }
    /// The model's `contents` file.
    var modelContents: URL { library.appendingPathComponent("BookStore.xcdatamodeld/BookStore.xcdatamodel/contents") }

    /// The plugins momgen's Package.swift declares, as the fixture declares them (same
    /// names, capabilities and dependency on `momgen`; `PluginDeclarationTests` keeps them equal).
    static let pluginDeclarations = """
            .plugin(name: "MomgenBuildPlugin", capability: .buildTool(), dependencies: ["momgen"]),
            .plugin(
                name: "LintModelsPlugin",
                capability: .command(intent: .custom(verb: "lint-models", description: "Lint the Core Data models in this package with momgen")),
                dependencies: ["momgen"]
            ),
            .plugin(
                name: "GenerateModelsPlugin",
                capability: .command(
                    intent: .custom(verb: "generate-models", description: "Regenerate checked-in Swift classes for the Core Data models in this package"),
                    permissions: [.writeToPackageDirectory(reason: "momgen writes the generated Swift files next to each model")]
                ),
                dependencies: ["momgen"]
            ),
    """

    /// The plugin folders under `Plugins/` that the fixture copies.
    static let pluginNames = ["MomgenBuildPlugin", "LintModelsPlugin", "GenerateModelsPlugin"]

    /// Lays the fixture out anew under `root` (byte for byte the same each run, but for
    /// the copied executable), with `momgen` as the artifact bundle's tool.
    static func make(at root: URL, momgen: URL, hostTriple: String) throws -> PluginFixture {
        let fixture = PluginFixture(package: root.appendingPathComponent("package"), scratch: root.appendingPathComponent("scratch"))
        let files = FileManager.default
        try? files.removeItem(at: fixture.package)
        try files.createDirectory(at: fixture.library, withIntermediateDirectories: true)
        try manifest.write(to: fixture.package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public let libraryName = \"Library\"\n".write(to: fixture.library.appendingPathComponent("Library.swift"), atomically: true, encoding: .utf8)
        try files.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: fixture.library.appendingPathComponent("BookStore.xcdatamodeld").path)
        for name in pluginNames {
            let source = TestPaths.repoRoot.appendingPathComponent("Plugins/\(name)")
            let destination = fixture.package.appendingPathComponent("Plugins/\(name)")
            try files.createDirectory(at: destination, withIntermediateDirectories: true)
            // The shared files are symlinks in the repository; the fixture gets their contents.
            for file in try files.contentsOfDirectory(atPath: source.path).sorted() {
                try files.copyItem(at: source.appendingPathComponent(file).resolvingSymlinksInPath(), to: destination.appendingPathComponent(file))
            }
        }
        try ArtifactBundle.write(executable: momgen, triple: hostTriple, into: fixture.package.appendingPathComponent("momgen.artifactbundle"))
        // Outputs of an earlier run would let the first build skip the plugin's command;
        // only the compiled plugins are worth keeping.
        try? files.removeItem(at: fixture.scratch.appendingPathComponent("plugins/outputs"))
        return fixture
    }

    /// The fixture's Package.swift.
    static let manifest = """
    // swift-tools-version:5.10
    import PackageDescription

    let package = Package(
        name: "PluginFixture",
        targets: [
            .binaryTarget(name: "momgen", path: "momgen.artifactbundle"),
    \(pluginDeclarations)
            .target(name: "Library", plugins: ["MomgenBuildPlugin"]),
        ]
    )

    """
}

/// A SwiftPM artifact bundle with one executable (the layout `scripts/make-artifactbundle` writes).
enum ArtifactBundle {
    /// Writes `bundle/info.json` and `bundle/momgen/bin/momgen`, a copy of `executable`.
    static func write(executable: URL, triple: String, into bundle: URL) throws {
        let files = FileManager.default
        let bin = bundle.appendingPathComponent("momgen/bin")
        try files.createDirectory(at: bin, withIntermediateDirectories: true)
        try files.copyItem(at: executable, to: bin.appendingPathComponent("momgen"))
        try """
        {
          "schemaVersion": "1.0",
          "artifacts": {
            "momgen": {
              "type": "executable",
              "version": "0.0.0-test",
              "variants": [
                { "path": "momgen/bin/momgen", "supportedTriples": ["\(triple)"] }
              ]
            }
          }
        }

        """.write(to: bundle.appendingPathComponent("info.json"), atomically: true, encoding: .utf8)
    }
}
