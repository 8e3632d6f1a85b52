// `swift package --allow-writing-to-package-directory generate-models`: for
// teams that commit generated code. Regenerates the Swift classes of every
// Core Data model in the package's targets into a `Generated/<Model>` folder
// beside the model (mogenerator layout: machine files rewritten, human files
// created once), or into `--output DIR` when given. Only changed files are
// written. Extra arguments are passed to `momgen generate`.
import Foundation
import PackagePlugin

@main
struct GenerateModelsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputOverride = extractor.extractOption(named: "output").last
        let targets = try context.package.targets(named: targetNames.isEmpty ? context.package.targets.map(\.name) : targetNames)
        let models = targets.compactMap { $0 as? SourceModuleTarget }.flatMap(ModelDiscovery.models(in:))
        guard !models.isEmpty else {
            Diagnostics.remark("momgen: no Core Data models found")
            return
        }
        let momgen = try context.tool(named: "momgen").path
        let config = ModelDiscovery.configFile(in: context.package)
        for model in models {
            let output = outputOverride.map { Path($0).appending(subpath: model.name) }
                ?? model.path.removingLastComponent().appending(subpath: "Generated").appending(subpath: model.name)
            var generateArguments = ["generate", model.path.string, "--output", output.string] + extractor.remainingArguments
            if let config { generateArguments += ["--config", config.string] }
            let status = try run(momgen, generateArguments)
            if status != 0 {
                Diagnostics.error("momgen generate failed for \(model.name) (exit status \(status))")
            }
        }
    }
}
