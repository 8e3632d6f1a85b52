// The one function that renders a loaded model's diagram in a format, for
// `momgen diagram` and the build step's `diagram:` key alike.
import MomgenDiagnostics
import MomgenDiagram

/// Renders a model's diagram: build the description, then the text.
public struct DiagramJob: Sendable {
    public var format: DiagramFormat
    public var options: DiagramOptions
    public var graphviz: Graphviz

    public init(format: DiagramFormat, options: DiagramOptions = DiagramOptions(), graphviz: Graphviz = Graphviz()) {
        self.format = format
        self.options = options
        self.graphviz = graphviz
    }

    /// The diagram text and, for SVG, Graphviz's warnings (else "").
    /// Throws `MomgenError.usage` for an unknown entity or configuration name
    /// or clusters asked of Mermaid, and `Graphviz.Failure` for SVG.
    public func render(_ loaded: LoadedModel, findings: [Diagnostic] = []) throws -> (text: String, warnings: String) {
        if options.clustersConfigurations && (format == .mermaid || format == .markdown) {
            throw MomgenError.usage("Mermaid's erDiagram cannot draw clusters; use --format dot or svg with --clusters")
        }
        let diagram = try DiagramBuilder(options: options).build(loaded.resolved, title: ModelName.of(loaded.source), findings: findings)
        switch format {
        case .mermaid: return (MermaidRenderer().render(diagram), "")
        case .markdown: return ("```mermaid\n" + MermaidRenderer().render(diagram) + "```\n", "")
        case .dot: return (DOTRenderer().render(diagram), "")
        case .svg:
            let result = try graphviz.svg(fromDOT: DOTRenderer().render(diagram))
            return (SVGHeader.inserted(into: result.svg, title: diagram.title), result.warnings)
        }
    }
}
