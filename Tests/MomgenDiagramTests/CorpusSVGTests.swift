// Every model version in ../shared renders to SVG with Graphviz with nothing
// on standard error, and the SVG is well-formed XML: with the linter's
// colours, and again with configuration clusters for the versions that have
// configurations.
import MomgenCore
import MomgenDiagram
import MomgenTestSupport
import XCTest

final class CorpusSVGTests: XCTestCase {
    func testEveryCorpusModelVersionRendersCleanly() throws {
        try TestRequirements.shared("corpus", for: "rendering every corpus model to SVG")
        try TestRequirements.tool("dot", install: "apt-get install graphviz")
        let versions = TestPaths.sharedModelVersions
        XCTAssertGreaterThan(versions.count, 50)
        for version in versions {
            let loaded = try ModelLoader().load(version)
            let clustered = loaded.declared.configurations.isEmpty ? [] : [DiagramOptions(clustersConfigurations: true)]
            for options in [DiagramOptions()] + clustered {
                let (svg, warnings) = try DiagramJob(format: .svg, options: options).render(loaded, findings: LintGate().findings(loaded))
                XCTAssertEqual(warnings, "", version)
                XCTAssertNoThrow(try SVGText.read(svg), version)
                XCTAssertTrue(svg.contains("</svg>"), version)
            }
        }
    }
}
