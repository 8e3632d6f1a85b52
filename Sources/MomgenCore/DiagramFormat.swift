// The diagram formats `momgen diagram` and the build step's `diagram:` key
// write, and the one function that renders a loaded model in each.
import MomgenDiagnostics
import MomgenDiagram

/// A diagram output format.
public enum DiagramFormat: String, CaseIterable, Sendable {
    /// Mermaid `erDiagram` text.
    case mermaid
    /// The Mermaid text in a Markdown ```` ```mermaid ```` block, which GitHub draws.
    case markdown
    /// Graphviz DOT.
    case dot
    /// SVG, laid out by Graphviz's `dot`.
    case svg

    /// The format a file name asks for: `.mmd`, `.md`, `.dot`/`.gv`, `.svg`.
    public init?(fileName: String) {
        let lowered = fileName.lowercased()
        if lowered.hasSuffix(".mmd") { self = .mermaid }
        else if lowered.hasSuffix(".md") { self = .markdown }
        else if lowered.hasSuffix(".dot") || lowered.hasSuffix(".gv") { self = .dot }
        else if lowered.hasSuffix(".svg") { self = .svg }
        else { return nil }
    }

    /// The file name endings `init(fileName:)` knows, for messages.
    public static let fileEndings = [".mmd", ".md", ".dot", ".gv", ".svg"]
}

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
            return (result.svg, result.warnings)
        }
    }
}
