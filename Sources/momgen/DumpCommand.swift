// `momgen dump`: print the resolved model.
import ArgumentParser
import MomgenCore
import MomgenDump
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        let loaded = try modelOptions.loader.load(modelOptions.model, version: modelOptions.modelVersion)
        switch format {
        case .json:
            // Straight to standard output: a large dump is megabytes, and a
            // String of it would be one more copy. (main.swift checks that
            // standard output took it all.)
            ModelJSONDump().write(loaded.resolved, source: loaded.source) { bytes in
                _ = fwrite(bytes.baseAddress, 1, bytes.count, stdout)
            }
        case .text: print(ModelTextDump().render(loaded.resolved, source: loaded.source), terminator: "")
        }
    }
}
