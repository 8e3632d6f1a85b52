// Options every subcommand that reads a model shares.
import ArgumentParser

struct ModelOptions: ParsableArguments {
    @Argument(help: "The model: a .xcdatamodeld bundle, a .xcdatamodel folder, or a 'contents' file.")
    var model: String

    @Option(name: .customLong("model-version"),
            help: "For a bundle: the version to read, by folder name without .xcdatamodel (default: the current version).")
    var modelVersion: String?
}
