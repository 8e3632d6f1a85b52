// Golden Mermaid and DOT for every sample model. Each golden was read by hand
// against its model: every entity, attribute and relationship is there once,
// with the crow's-foot ends its counts give.
import MomgenCore
import MomgenDiagram
import MomgenTestSupport
import XCTest

final class DiagramGoldenTests: XCTestCase {
    func testSampleModelGoldens() throws {
        XCTAssertEqual(TestPaths.sampleModelNames, ["BookStore", "Journal", "LeagueManager", "MyMovies", "People"])
        for name in TestPaths.sampleModelNames {
            let loaded = try ModelLoader().load(TestPaths.sampleModel(name))
            let diagram = try DiagramBuilder().build(loaded.resolved, title: name)
            GoldenFile.assertMatches(MermaidRenderer().render(diagram), "diagram/\(name).mmd")
            GoldenFile.assertMatches(DOTRenderer().render(diagram), "diagram/\(name).dot")
        }
    }
}
