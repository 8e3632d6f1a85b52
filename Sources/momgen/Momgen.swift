// The root command: lists the subcommands.
import ArgumentParser
import MomgenDiagnostics
import MomgenLint

struct Momgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "momgen",
        abstract: "A schema compiler for Core Data models: dump, lint, generate Swift, print SQLite DDL, draw diagrams.",
        discussion: """
        MODEL is a .xcdatamodeld bundle (its current version, or --model-version NAME), \
        a .xcdatamodel folder, a model's 'contents' file, a compiled .mom file or .momd \
        bundle, or a Core Data SQLite store (the model cached inside it).

        Exit codes: 0 fine, 1 problems found, 2 usage error, 3 unreadable input.

        momgen \(MomgenVersion.current). With no arguments it runs momgen.yml (see 'momgen init').
        """,
        version: MomgenVersion.current,
        subcommands: [BuildCommand.self, InitCommand.self, DumpCommand.self, DDLCommand.self, DiagramCommand.self, GenerateCommand.self, MogeneratorCommand.self, LintCommand.self, DiffCommand.self, DecompileCommand.self, LockCommand.self, StoreCommand.self, VersionsCommand.self, CloudKitCommand.self],
        defaultSubcommand: BuildCommand.self
    )
}
