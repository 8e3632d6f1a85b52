// The plugin fixture declares momgen's plugins itself (PluginFixture.swift says
// why); this keeps that honest: momgen's Package.swift must declare the same
// plugin targets — names, capabilities, verbs, permissions and the dependency on
// the `momgen` tool — and a plugin product for each, so a user's package that
// names `.plugin(name: "MomgenBuildPlugin", package: "momgen")` gets what the
// fixture tested.
import Foundation
import MomgenTestSupport
import XCTest

final class PluginDeclarationTests: XCTestCase {
    /// The plugin targets of a dumped manifest, by name, with every field SwiftPM records.
    private func pluginTargets(_ manifest: [String: Any]) -> [String: NSDictionary] {
        var found: [String: NSDictionary] = [:]
        for case let target as [String: Any] in manifest["targets"] as? [Any] ?? [] where target["type"] as? String == "plugin" {
            found[target["name"] as? String ?? "?"] = target as NSDictionary
        }
        return found
    }

    func testTheFixtureDeclaresThePluginsAsMomgensPackageDoes() throws {
        let momgen = try SwiftPackageCommand.dumpPackage(manifest: TestPaths.repoRoot.appendingPathComponent("Package.swift"))
        let folder = TestPaths.temporaryFolder("momgen-fixture-manifest")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift")
        try PluginFixture.manifest.write(to: manifest, atomically: true, encoding: .utf8)
        let fixture = try SwiftPackageCommand.dumpPackage(manifest: manifest)

        let declared = pluginTargets(momgen), tested = pluginTargets(fixture)
        XCTAssertEqual(declared.keys.sorted(), PluginFixture.pluginNames.sorted(), "momgen's plugin targets")
        XCTAssertEqual(tested.keys.sorted(), PluginFixture.pluginNames.sorted(), "the fixture's plugin targets")
        for name in PluginFixture.pluginNames {
            XCTAssertEqual(declared[name], tested[name], "\(name): the fixture must declare it exactly as momgen's Package.swift does")
        }
        // Each plugin is a product, so other packages can use it.
        let products = (momgen["products"] as? [[String: Any]] ?? []).filter { ($0["type"] as? [String: Any])?["plugin"] != nil }
        XCTAssertEqual(products.map { $0["name"] as? String ?? "" }.sorted(), PluginFixture.pluginNames.sorted())
        for product in products {
            XCTAssertEqual(product["targets"] as? [String], [product["name"] as? String ?? ""])
        }
        // The tool the plugins ask for is momgen's executable product.
        let executables = (momgen["products"] as? [[String: Any]] ?? []).filter { ($0["type"] as? [String: Any])?["executable"] != nil }
        XCTAssertEqual(executables.map { $0["name"] as? String ?? "" }, ["momgen"])
    }
}
