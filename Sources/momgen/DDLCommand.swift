// `momgen ddl`: print the SQLite schema Core Data creates for a model, or
// compare a real store with it (`--compare`, read-only).
import ArgumentParser
import MomgenCore
import MomgenDDL
import MomgenDiagnostics
import MomgenStore
import MomgenVersions
import MomgenWriter

struct DDLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ddl",
        abstract: "Print the SQLite schema Core Data creates for the model, or compare a store with it.",
        discussion: """
        The plain SQL is what `sqlite3 STORE .schema` shows for a fresh store (modern layout, iOS 14+), \
        statement for statement. With --compare, the store is opened read-only and never modified; \
        the exit code is 1 when it differs from the model's schema.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case sql, json
    }

    @OptionGroup var modelOptions: ModelOptions

    @Option(help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Append the Z_PRIMARYKEY rows a fresh store starts with.")
    var rows = false

    @Flag(help: "Comment every table, column and index with the model element it comes from.")
    var annotate = false

    @Option(help: "Output format: sql or json.")
    var format: Format = .sql

    @Flag(name: .customLong("legacy-index-names"),
          help: "Name indexed-attribute and compound indexes as iOS 10 and older did (<TABLE>_<COLUMN>_INDEX); short for the index naming of --framework-version 754.")
    var legacyIndexNames = false

    @Option(name: .customLong("framework-version"),
            help: ArgumentHelp("The layout a Core Data framework version writes (NSPersistenceFrameworkVersion, e.g. 641, 866, 1251; default: today's). With --compare, the store's own version is the default.", valueName: "N"))
    var frameworkVersion: Int?

    @Option(help: ArgumentHelp("Compare this .sqlite store (opened read-only) with the model's schema instead of printing the schema.", valueName: "store"))
    var compare: String?

    func run() throws {
        let loaded = try modelOptions.loader.load(modelOptions.model, version: modelOptions.modelVersion)
        var layout = CoreDataLayout()
        // Compare with the layout the store's own framework wrote, unless asked otherwise.
        if let version = frameworkVersion ?? compare.flatMap({ try? StoreMetadata.read(path: $0).frameworkVersion }) {
            layout = CoreDataLayout(frameworkVersion: version)
        }
        if legacyIndexNames { layout.indexNaming = .legacy }
        let schema = SchemaBuilder(layout: layout).build(loaded.resolved)
        let inputs = ModelInputFiles.of(loaded.source) + (compare.map { [$0] } ?? [])
        if let compare {
            let snapshot = try StoreReader.read(path: compare, note: { printNote($0, about: compare) }) { try StoreSnapshot(database: $0) }
            let report = StoreComparator(layout: layout).compare(schema, with: snapshot)
            let text = format == .json ? report.json() : report.text()
            try emit(text, inputs: inputs)
            if !report.isIdentical { throw ExitCode(ExitStatus.problemsFound) }
            return
        }
        switch format {
        case .sql: try emit(SQLRenderer(annotate: annotate, includeRows: rows).render(schema), inputs: inputs)
        case .json: try emit(SchemaJSONRenderer(layout: layout).render(schema), inputs: inputs)
        }
    }

    /// Prints `text`, or writes it to `--output`: a regular file atomically,
    /// a FIFO or device through, a link followed (see `SingleFileOutput`);
    /// never the model's own files.
    private func emit(_ text: String, inputs: [String]) throws {
        guard let output else {
            print(text, terminator: "")
            return
        }
        // The store's log and WAL index are inputs too, even before SQLite makes them.
        let companions = compare.map { store in ["-wal", "-shm", "-journal"].map { store + $0 } } ?? []
        try SingleFileOutput(inputs: ProtectedInputs(inputs, evenIfMissing: companions)).write(text, to: output)
    }
}
