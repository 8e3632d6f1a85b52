// Options every subcommand that reads a model shares.
import ArgumentParser
import MomgenCore
import MomgenDiagnostics
import MomgenSwiftSource

struct ModelOptions: ParsableArguments {
    @Argument(help: "The model: a .xcdatamodeld bundle, a .xcdatamodel folder, a 'contents' file, a compiled .mom or .momd, or a Core Data SQLite store (its model cache); or SwiftData code: a .swift file or a folder of them (one version per VersionedSchema).")
    var model: String

    @Argument(help: ArgumentHelp("With SwiftData code as MODEL: more .swift files or folders, read with it as one model.", valueName: "more-sources"))
    var moreSources: [String] = []

    @Option(name: .customLong("model-version"),
            help: "For a bundle: the version to read, by folder name without .xcdatamodel (default: the current version).")
    var modelVersion: String?

    func validate() throws {
        try Self.checkMoreSources(model: model, more: moreSources)
    }

    /// Several inputs are one model only as SwiftData code: a second
    /// bundle or store has no meaning here, and is said so.
    static func checkMoreSources(model: String, more: [String]) throws {
        guard !more.isEmpty else { return }
        for path in [model] + more where !SwiftSourceFiles.isSwiftSource(path) {
            throw ValidationError("several models are read as one only when all are SwiftData code (.swift files or folders of them); '\(TerminalText.escaped(path))' is not")
        }
    }

    /// The loader, reading `moreSources` with `model`.
    var loader: ModelLoader {
        var loader = ModelLoader()
        loader.moreSwiftSources = moreSources
        return loader
    }

    /// Every input path.
    var paths: [String] { [model] + moreSources }

    /// The files of the inputs, for a run that has no loaded model to ask
    /// (`ModelInputFiles` lists a loaded one's): every `.swift` file of
    /// SwiftData code, else the MODEL path itself.
    var inputFiles: [String] {
        guard SwiftSourceFiles.isSwiftSource(model) else { return [model] }
        return (try? SwiftSourceFiles().paths(paths)) ?? paths
    }
}
