// Nothing from the model can break out of a Mermaid label, a DOT string or
// label, or the SVG: a model with hostile names renders to text that
// Mermaid's parser and Graphviz read back to the same names.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MomgenCore
import MomgenDiagram
import MomgenTestSupport
import XCTest

final class DiagramEscapingTests: XCTestCase {
    private func hostileDiagram(_ options: DiagramOptions = DiagramOptions()) throws -> Diagram {
        let loaded = try ModelLoader().load(try HostileModel.write())
        XCTAssertEqual(loaded.resolved.entities.map(\.name), HostileModel.entityNames)
        return try DiagramBuilder(options: options).build(loaded.resolved, title: "Hostile \"Model\"\n<x>")
    }

    func testMermaidParserReadsHostileNamesBack() throws {
        let bundle = try MermaidParser.bundle()
        let text = MermaidRenderer().render(try hostileDiagram())
        let parsed = try MermaidParser.parse(text, bundle: bundle)
        // Each entity's shown name (its label when aliased) decodes to the model's name.
        let shown = parsed.entities.values.map { MermaidParser.decodeEntityCodes($0.alias.isEmpty ? $0.label : $0.alias) }
        XCTAssertEqual(Set(shown), Set(HostileModel.entityNames.map { $0.replacingOccurrences(of: "\n", with: " ") }))
        XCTAssertEqual(parsed.relationships.count, 1)
        XCTAssertEqual(parsed.relationships.map { MermaidParser.decodeEntityCodes($0.roleA) }, ["to \"style\"> / back\\\""])
        let book = try XCTUnwrap(parsed.entities.values.first { $0.alias.hasPrefix("Book") })
        XCTAssertEqual(book.attributes.map(\.name), ["pk_", "_1st", "a_b_c", "x_y__TD_"])
        XCTAssertEqual(book.attributes.map { MermaidParser.decodeEntityCodes($0.comment) },
                       ["name: pk, optional", "name: 1st", "name: a b\"c, optional", "name: x\\y</TD>, optional"])
        XCTAssertEqual(book.attributes.last?.type, "Future_Type_")
    }

    func testHostileNamesStayInsideDOTStringsAndSVG() throws {
        try TestRequirements.tool("dot", install: "apt-get install graphviz")
        let diagram = try hostileDiagram(DiagramOptions(clustersConfigurations: true))
        var withFindings = diagram
        withFindings.entities[0].findings = [DiagramFinding(severity: .error, ruleID: "x", message: "a \"quoted\" \\N <b> & \n end")]
        let dot = DOTRenderer().render(withFindings)
        let (svg, warnings) = try Graphviz().svg(fromDOT: dot)
        XCTAssertEqual(warnings, "")
        let texts = try SVGText.read(svg)
        // Every name appears as drawn text, whole (line breaks become spaces).
        for name in HostileModel.entityNames {
            XCTAssertTrue(texts.strings.contains(name.replacingOccurrences(of: "\n", with: " ")), "missing \(name) in \(texts.strings)")
        }
        XCTAssertTrue(texts.strings.contains("x\\y</TD>"))
        XCTAssertTrue(texts.strings.contains("Cloud \"A\" <x>"))
        // The tooltip keeps the finding whole, on its own line.
        XCTAssertTrue(texts.titles.contains(HostileModel.entityNames[0] + "\nerror [x] a \"quoted\" \\N <b> & \n end"), "\(texts.titles)")
        // Edge tooltips are expanded once; the same names survive there too.
        XCTAssertTrue(texts.titles.contains(HostileModel.entityNames[0] + ".to \"style\"> / style.back\\\""), "\(texts.titles)")
    }
}

/// The drawn text and tooltips of an SVG, read with an XML parser (which
/// also proves the SVG well-formed).
struct SVGText {
    var strings: [String] = []
    var titles: [String] = []

    static func read(_ svg: String) throws -> SVGText {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw XMLError(message: parser.parserError.map { "\($0)" } ?? "unknown", line: parser.lineNumber)
        }
        return delegate.result
    }

    struct XMLError: Error { var message: String; var line: Int }

    private final class Collector: NSObject, XMLParserDelegate {
        var result = SVGText()
        private var current: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "text" { current = "" }
            if let title = attributes["xlink:title"] { result.titles.append(title) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current? += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let text = current { result.strings.append(text) }
            if name == "text" { current = nil }
        }
    }
}
