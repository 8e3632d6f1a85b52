// Every sample model's Mermaid, and the corpus models', passes Mermaid 11's
// own parser, and the parser reads back what the diagram description holds:
// the same entities, attributes, relationship lines and crow's-foot ends.
import MomgenCore
import MomgenDiagram
import MomgenTestSupport
import XCTest

final class MermaidParserTests: XCTestCase {
    /// Mermaid's names for the end symbols: `cardA` is the symbol right of `--`.
    private func mermaidName(_ multiplicity: Multiplicity) -> String {
        switch (multiplicity.lower > 0, multiplicity.isToOne) {
        case (false, true): return "ZERO_OR_ONE"
        case (true, true): return "ONLY_ONE"
        case (false, false): return "ZERO_OR_MORE"
        case (true, false): return "ONE_OR_MORE"
        }
    }

    private func check(_ diagram: Diagram, bundle: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try check(diagram, parsed: try MermaidParser.parse(MermaidRenderer().render(diagram), bundle: bundle), file: file, line: line)
    }

    private func check(_ diagram: Diagram, parsed: ParsedMermaid, file: StaticString = #filePath, line: UInt = #line) throws {
        let shown = parsed.entities.map { id, entity in MermaidParser.decodeEntityCodes(entity.alias.isEmpty ? id : entity.alias) }
        XCTAssertEqual(shown.sorted(), diagram.entities.map(\.name).sorted(), file: file, line: line)
        for entity in diagram.entities {
            let match = parsed.entities.first { id, parsed in (parsed.alias.isEmpty ? id : MermaidParser.decodeEntityCodes(parsed.alias)) == entity.name }
            XCTAssertEqual(match?.value.attributes.count, entity.attributes.count, "\(entity.name)", file: file, line: line)
            XCTAssertEqual(match?.value.attributes.map { $0.keys == ["UK"] }, entity.attributes.map { $0.uniqueWith != nil }, file: file, line: line)
        }
        XCTAssertEqual(parsed.relationships.count, diagram.relationships.count, file: file, line: line)
        for (parsedLine, line_) in zip(parsed.relationships, diagram.relationships) {
            XCTAssertEqual(parsedLine.relSpec.cardA, mermaidName(line_.forward.multiplicity), file: file, line: line)
            XCTAssertEqual(parsedLine.relSpec.cardB, line_.inverse.map { mermaidName($0.multiplicity) } ?? "ZERO_OR_MORE", file: file, line: line)
        }
    }

    func testSampleModelsParse() throws {
        let bundle = try MermaidParser.bundle()
        for name in TestPaths.sampleModelNames {
            let loaded = try ModelLoader().load(TestPaths.sampleModel(name))
            try check(try DiagramBuilder().build(loaded.resolved, title: name), bundle: bundle)
        }
    }

    /// Every corpus model version, with lint colours on, in one parser run.
    func testCorpusModelsParse() throws {
        try TestRequirements.shared("corpus", for: "parsing every corpus model's Mermaid")
        let bundle = try MermaidParser.bundle()
        let versions = TestPaths.sharedModelVersions
        XCTAssertGreaterThan(versions.count, 50)
        let diagrams = try versions.map { version -> Diagram in
            let loaded = try ModelLoader().load(version)
            return try DiagramBuilder().build(loaded.resolved, title: "corpus", findings: LintGate().findings(loaded))
        }
        let results = try MermaidParser.parseAll(diagrams.map(MermaidRenderer().render), bundle: bundle)
        XCTAssertEqual(results.count, versions.count)
        for (version, (diagram, result)) in zip(versions, zip(diagrams, results)) {
            switch result {
            case let .success(parsed): try check(diagram, parsed: parsed)
            case let .failure(error): XCTFail("\(version): \(error)")
            }
        }
    }
}
