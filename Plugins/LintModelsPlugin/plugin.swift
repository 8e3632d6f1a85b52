// `swift package lint-models`: lints every Core Data model in the package's
// targets (or the targets named with --target) and fails on error-level
// findings, as `momgen lint` does. Extra arguments (e.g. --strict,
// --format sarif) are passed to `momgen lint`.
import Foundation
import PackagePlugin

@main
struct LintModelsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames.isEmpty ? context.package.targets.map(\.name) : targetNames)
        let models = targets.compactMap { $0 as? SourceModuleTarget }.flatMap(ModelDiscovery.models(in:))
        guard !models.isEmpty else {
            Diagnostics.remark("momgen: no Core Data models found")
            return
        }
        var lintArguments = ["lint"] + extractor.remainingArguments
        if let config = ModelDiscovery.configFile(in: context.package) { lintArguments += ["--config", config.string] }
        lintArguments += models.map(\.path.string)
        let status = try run(try context.tool(named: "momgen").path, lintArguments)
        if status != 0 {
            Diagnostics.error("momgen lint found problems (exit status \(status))")
        }
    }
}
