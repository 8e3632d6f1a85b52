// `momgen dump`: print the resolved model.
import ArgumentParser
import MomgenCore
import MomgenDump

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the resolved model as JSON (stable, documented) or as a text outline."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    @OptionGroup var modelOptions: ModelOptions

    @Option(help: "Output format: json or text.")
    var format: Format = .json

    func run() throws {
        let loaded = try ModelLoader().load(modelOptions.model, version: modelOptions.modelVersion)
        switch format {
        case .json: print(ModelJSONDump().render(loaded.resolved, source: loaded.source), terminator: "")
        case .text: print(ModelTextDump().render(loaded.resolved, source: loaded.source), terminator: "")
        }
    }
}
