// The diagram formats `momgen diagram` and the build step's `diagram:` key
// write.

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
