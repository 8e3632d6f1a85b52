// Options every subcommand that reads a model shares.
import ArgumentParser

struct ModelOptions: ParsableArguments {
    @Argument(help: "The model: a .xcdatamodeld bundle, a .xcdatamodel folder, a 'contents' file, a compiled .mom or .momd, or a Core Data SQLite store (its model cache); or SwiftData code: a .swift file or a folder of them (one version per VersionedSchema).")
    var model: String

    @Option(name: .customLong("model-version"),
            help: "For a bundle: the version to read, by folder name without .xcdatamodel (default: the current version).")
    var modelVersion: String?
}
