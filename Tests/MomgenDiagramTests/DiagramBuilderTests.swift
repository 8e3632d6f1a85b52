// What the diagram description holds for a model: one line per inverse pair,
// the entities --entities and --configuration pick, configuration clusters,
// lint findings on the right box or line, and unique node ids.
import MomgenCore
import MomgenDiagnostics
import MomgenDiagram
import MomgenTestSupport
import XCTest

final class DiagramBuilderTests: XCTestCase {
    private typealias M = ModelText

    func testAnInversePairIsOneLineAndOtherRelationshipsAreLinesOfTheirOwn() throws {
        let loaded = try M.load(
            M.entity("A", M.relationship("bs", to: "B", inverse: "a", toMany: true) + M.relationship("solo", to: "B")
                     + M.relationship("odd", to: "B", inverse: "a"))
            + M.entity("B", M.relationship("a", to: "A", inverse: "bs")))
        let diagram = try DiagramBuilder().build(loaded.resolved, title: "T")
        // `odd` names `a` as its inverse, but `a` names `bs` back: not a pair.
        XCTAssertEqual(diagram.relationships.map { "\($0.from).\($0.forward.name)/\($0.inverse?.name ?? "-")" },
                       ["A.bs/a", "A.solo/-", "A.odd/-"])
        XCTAssertEqual(diagram.relationships.map(\.missingInverseNote), [nil, "no inverse", "non-reciprocal inverse 'a'"])
        XCTAssertTrue(MermaidRenderer().render(diagram).contains("    A }o--o| B : \"odd (non-reciprocal inverse 'a')\"\n"))
        XCTAssertTrue(DOTRenderer().render(diagram).contains("label=<solo<BR/><FONT POINT-SIZE=\"8\">no inverse</FONT>>"))
        XCTAssertEqual(diagram.relationships[0].to, "B")
        XCTAssertEqual(diagram.relationships[0].forward.multiplicity, Multiplicity(lower: 0, upper: nil))
        XCTAssertEqual(diagram.relationships[0].inverse?.multiplicity, Multiplicity(lower: 0, upper: 1))
    }

    private func chain() throws -> LoadedModel {
        try M.load(
            M.entity("A", M.attribute("a1") + M.relationship("b", to: "B", inverse: "a"))
            + M.entity("B", M.attribute("b1") + M.relationship("a", to: "A", inverse: "b") + M.relationship("c", to: "C"))
            + M.entity("C", M.attribute("c1") + M.relationship("d", to: "D"))
            + M.entity("D", M.attribute("d1"))
            + M.entity("E", parent: "A")
            + "<configuration name=\"Cloud\"><memberEntity name=\"B\"/><memberEntity name=\"C\"/></configuration>"
            + "<configuration name=\"Local\"><memberEntity name=\"C\"/><memberEntity name=\"D\"/></configuration>")
    }

    func testEntitiesDrawsThePickedOnesWithTheirNeighboursByName() throws {
        let diagram = try DiagramBuilder(options: DiagramOptions(entities: ["B"])).build(try chain().resolved, title: "T")
        XCTAssertEqual(diagram.entities.map(\.name), ["A", "B", "C"])
        XCTAssertEqual(diagram.entities.map(\.isContext), [true, false, true])
        XCTAssertEqual(diagram.entities.map { $0.attributes.map(\.name) }, [[], ["b1"], []])
        // C → D and E → A link two neighbours, not B: left out.
        XCTAssertEqual(diagram.relationships.map(\.forward.name), ["b", "c"])
        XCTAssertEqual(diagram.inheritance, [])

        let parent = try DiagramBuilder(options: DiagramOptions(entities: ["E"])).build(try chain().resolved, title: "T")
        XCTAssertEqual(parent.entities.map(\.name), ["A", "E"])
        XCTAssertEqual(parent.inheritance, [DiagramInheritance(child: "E", parent: "A")])
    }

    func testUnknownNamesAreUsageErrors() throws {
        let model = try chain().resolved
        XCTAssertThrowsError(try DiagramBuilder(options: DiagramOptions(entities: ["Nope"])).build(model, title: "T")) {
            XCTAssertEqual($0 as? MomgenError, .usage("the model has no entity 'Nope'"))
        }
        XCTAssertThrowsError(try DiagramBuilder(options: DiagramOptions(configuration: "Nope")).build(model, title: "T")) {
            XCTAssertEqual($0 as? MomgenError, .usage("the model has no configuration 'Nope'; it has: Cloud, Local"))
        }
        XCTAssertThrowsError(try DiagramBuilder(options: DiagramOptions(entities: ["A"], configuration: "Cloud")).build(model, title: "T")) {
            XCTAssertEqual($0 as? MomgenError, .usage("entity 'A' is not in configuration 'Cloud'"))
        }
    }

    func testConfigurationDrawsItsMembersAndTheLinesBetweenThem() throws {
        let diagram = try DiagramBuilder(options: DiagramOptions(configuration: "Cloud")).build(try chain().resolved, title: "T")
        XCTAssertEqual(diagram.entities.map(\.name), ["B", "C"])
        XCTAssertEqual(diagram.entities.map(\.isContext), [false, false])
        XCTAssertEqual(diagram.relationships.map(\.forward.name), ["c"])
    }

    func testClustersGroupEntitiesByTheConfigurationsTheyShare() throws {
        let diagram = try DiagramBuilder(options: DiagramOptions(clustersConfigurations: true)).build(try chain().resolved, title: "T")
        XCTAssertEqual(diagram.clusters, [DiagramCluster(label: "Cloud", entityIDs: ["B"]),
                                          DiagramCluster(label: "Cloud, Local", entityIDs: ["C"]),
                                          DiagramCluster(label: "Local", entityIDs: ["D"])])
        let dot = DOTRenderer().render(diagram)
        XCTAssertTrue(dot.contains("subgraph \"cluster_2\" {\n        graph [label=<Cloud, Local>"), dot)
        XCTAssertEqual(try DiagramBuilder().build(try chain().resolved, title: "T").clusters, [])
    }

    func testFindingsGoOnTheLineOrTheBoxTheyAreAbout() throws {
        let loaded = try chain()
        let file = loaded.resolved.file
        func finding(_ rule: String, _ severity: Severity, entity: String?, property: String?) -> Diagnostic {
            Diagnostic(ruleID: rule, severity: severity, message: rule, location: SourceLocation(file: file, line: 1), entity: entity, property: property)
        }
        let findings = [
            finding("on-line", .warning, entity: "B", property: "a"),
            finding("on-attribute", .error, entity: "A", property: "a1"),
            finding("a-note", .info, entity: "D", property: nil),
            finding("model-wide", .error, entity: nil, property: nil),
            finding("hidden-line", .warning, entity: "C", property: "d"),
        ]
        let diagram = try DiagramBuilder(options: DiagramOptions(entities: ["B"])).build(loaded.resolved, title: "T", findings: findings)
        XCTAssertEqual(diagram.relationships.first { $0.forward.name == "b" }?.findings.map(\.ruleID), ["on-line"])
        XCTAssertEqual(diagram.entities.map { $0.findings.map(\.ruleID) }, [["on-attribute"], [], ["hidden-line"]])
        XCTAssertEqual(diagram.entities.map(\.findings.worstSeverity), [.error, nil, .warning])
        let dot = DOTRenderer().render(diagram)
        XCTAssertTrue(dot.contains("\"A\" [tooltip=\"A\\nerror [on-attribute] on-attribute\""), dot)
        XCTAssertTrue(dot.contains("color=\"#b8860b\", penwidth=2, tooltip=\"A.b / B.a\\nwarning [on-line] on-line\""), dot)
        let mermaid = MermaidRenderer().render(diagram)
        XCTAssertTrue(mermaid.contains("    classDef momgenError fill:#f4c7c3,stroke:#c00000\n    class A momgenError\n"), mermaid)
        XCTAssertTrue(mermaid.contains("    class C momgenWarning\n"), mermaid)
    }

    func testDuplicateNamesGetTheirOwnNodes() throws {
        let loaded = try M.load(M.entity("X", M.attribute("one")) + M.entity("X", M.attribute("two")) + M.entity("X~2"))
        let diagram = try DiagramBuilder().build(loaded.resolved, title: "T")
        XCTAssertEqual(diagram.entities.map(\.id), ["X", "X~2", "X~2~2"])
        let dot = DOTRenderer().render(diagram)
        XCTAssertEqual(["\"X\" [", "\"entity-2\" [", "\"entity-3\" ["].map { dot.components(separatedBy: $0).count - 1 }, [1, 1, 1])
        XCTAssertTrue(MermaidRenderer().render(diagram).contains("    entity-2[\"X\"] {\n        String two"))
    }

    func testNoAttributesDrawsNamesOnly() throws {
        let diagram = try DiagramBuilder(options: DiagramOptions(showsAttributes: false)).build(try chain().resolved, title: "T")
        XCTAssertTrue(diagram.entities.allSatisfy(\.attributes.isEmpty))
        XCTAssertEqual(MermaidRenderer().render(diagram).split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.contains("--") },
                       ["    A", "    B", "    C", "    D", "    E"])
    }
}
