// The momgen build-tool plugin: a target that contains a Core Data model gets
// Swift classes generated for it on every build where the model (or the
// configuration) changed, compiled into the target with no manual step.
//
// One file per model (`<Model>+CoreData.swift`, momgen's `single` layout), so
// the outputs are known before the tool runs and SwiftPM can skip the command
// when no input changed. Lint findings are printed in Xcode's format, which
// SwiftPM and Xcode show as build diagnostics on the model file.
import PackagePlugin

@main
struct MomgenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let momgen = try context.tool(named: "momgen")
        let config = ModelDiscovery.configFile(in: context.package)
        return ModelDiscovery.models(in: target).map { model in
            let output = context.pluginWorkDirectory.appending(subpath: model.name)
            var arguments = [
                "generate", model.path.string,
                "--layout", "single",
                "--output", output.string,
                "--platform-guard",
            ]
            if let config { arguments += ["--config", config.string] }
            return .buildCommand(
                displayName: "momgen: generating Swift for \(model.name)",
                executable: momgen.path,
                arguments: arguments,
                inputFiles: model.inputFiles + (config.map { [$0] } ?? []),
                outputFiles: [output.appending(subpath: "\(model.name)+CoreData.swift")]
            )
        }
    }
}
