// `momgen diagram`: draw the model as Mermaid, Graphviz DOT or SVG. A thin
// shell: load (MomgenCore) → optional lint → DiagramJob → stdout or a file
// written through the write stage (only when its bytes change, atomically,
// never over one of the model's own files).
import ArgumentParser
import MomgenCore
import MomgenDiagnostics
import MomgenDiagram
import MomgenWriter

struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagram",
        abstract: "Draw the model: Mermaid erDiagram (default), Graphviz DOT, or SVG rendered by Graphviz's dot.",
        discussion: """
        Mermaid shows entities, attributes and relationships and renders inline on GitHub. DOT and SVG also \
        show inheritance, abstract entities, ordered relationships, delete rules, transient and derived \
        properties, fetched properties and, with --clusters, configurations. --format svg needs Graphviz's \
        'dot' on PATH (exit 3 without it). See docs/diagram.md.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid, markdown, dot, svg
    }

    @OptionGroup var modelOptions: ModelOptions

    @Option(help: "Output format: mermaid, markdown (Mermaid in a ```mermaid block), dot or svg.")
    var format: Format = .mermaid

    @Option(help: ArgumentHelp("Write to this file (only when its contents change, atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Draw only these entities (comma-separated, or the option repeated) and their neighbours.", valueName: "names"))
    var entities: [String] = []

    @Option(help: ArgumentHelp("Draw only the member entities of this configuration.", valueName: "name"))
    var configuration: String?

    @Flag(inversion: .prefixedNo, help: "List each entity's attributes (--no-attributes draws names only, for an overview).")
    var attributes = true

    @Flag(help: "Group entities into boxes by the configurations they belong to (dot and svg).")
    var clusters = false

    @Flag(help: "Run the linter and colour entities and relationships with warnings or errors; the SVG tooltip lists the rule ids.")
    var lint = false

    @Option(help: "With --lint: the configuration file (default: .momgen.yml or momgen.yml found by walking up from the model).")
    var config: String?

    func run() throws {
        let loaded = try modelOptions.loader.load(modelOptions.model, version: modelOptions.modelVersion)
        var findings: [Diagnostic] = []
        if lint {
            var configs = LintConfigCache(explicit: config, forceCloudKit: false)
            var configProblems: [Diagnostic] = []
            findings = try configs.linter(for: modelOptions.model, diagnostics: &configProblems).lint(loaded.resolved)
        }
        let options = DiagramOptions(
            entities: entities.flatMap { $0.split(separator: ",").map { String($0).trimmingSpaces() } }.filter { !$0.isEmpty },
            configuration: configuration, showsAttributes: attributes, clustersConfigurations: clusters)
        let job = DiagramJob(format: DiagramFormat(rawValue: format.rawValue)!, options: options)
        let rendered: (text: String, warnings: String)
        do {
            rendered = try job.render(loaded, findings: findings)
        } catch let failure as Graphviz.Failure {
            printError(failure.description.split(separator: "\n").map { TerminalText.escaped(String($0)) }.joined(separator: "\n"))
            throw ExitCode(failure == .notInstalled ? ExitStatus.unreadableInput : ExitStatus.problemsFound)
        }
        // Graphviz's warnings quote model names: each of its lines escaped.
        if !rendered.warnings.isEmpty {
            printError(rendered.warnings.split(separator: "\n").map { TerminalText.escaped(String($0)) }.joined(separator: "\n"))
        }
        guard let output else {
            print(rendered.text, terminator: "")
            return
        }
        let folder = output.lastIndex(of: "/").map { output[..<$0].isEmpty ? "/" : String(output[..<$0]) } ?? "."
        let name = output.lastIndex(of: "/").map { String(output[output.index(after: $0)...]) } ?? output
        _ = try OutputWriter().write([OutputFile(folder: folder, path: name, contents: rendered.text, policy: .regenerate)],
                                     mode: .write, inputs: ProtectedInputs(ModelInputFiles.of(loaded.source)))
    }
}

extension String {
    /// Without leading and trailing spaces (`--entities "Book, Page"`).
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
