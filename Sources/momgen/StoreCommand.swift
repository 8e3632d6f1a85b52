// `momgen store`: what a real Core Data SQLite store is to a model bundle —
// the version that wrote it, whether it opens without migration, what
// changed, and how its schema compares. The store is never modified.
import ArgumentParser
import Foundation
import MomgenConfig
import MomgenCore
import MomgenDDL
import MomgenDiagnostics
import MomgenDump
import MomgenLint
import MomgenModel
import MomgenReader
import MomgenStore
import MomgenVersions
import MomgenWriter

struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Check a real .sqlite store against a model: which version wrote it, whether it opens without migration.",
        discussion: """
        Reads the store's Z_METADATA (framework version, entity version hashes, checksum) read-only, \
        -wal/-shm respected and never touched, and compares it with every version of the bundle by \
        Core Data's own rule: a store opens without migration exactly when it has the same entities \
        with byte-equal version hashes. Exit 0: opens with the chosen version (default: the current \
        one); 1: needs a migration; 3: unreadable store or model. An app that merges several models \
        (NSManagedObjectModel.mergedModel(from:)) writes their entities into one store: give every \
        bundle, momgen store A.xcdatamodeld B.xcdatamodeld STORE, and each store entity is traced to \
        the bundle and version that wrote it. With only STORE given, the models of momgen.yml are used \
        (each with its `version:`, or its current one).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The model (a .xcdatamodeld bundle, a .xcdatamodel folder, a 'contents' file, a compiled .mom or .momd), or several bundles an app merges, then the Core Data SQLite store (.sqlite), opened read-only.")
    var paths: [String] = []

    @Option(name: .customLong("model-version"),
            help: "The version the app opens the store with (default: the bundle's current version; one model only).")
    var modelVersion: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Option(help: "With only STORE given: the configuration whose models the app merges (default: momgen.yml found by walking up from the current folder).")
    var config: String?

    @Option(name: .customLong("extract-model"),
            help: ArgumentHelp("Also write the model that wrote the store (its model cache) into this folder as an .xcdatamodel, ready to add to the bundle as the missing version.", valueName: "dir"))
    var extractModel: String?

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give a store: momgen store [MODEL…] STORE") }
        if modelVersion != nil, paths.count != 2 { throw ValidationError("--model-version needs a single model; several bundles are each opened with their current version") }
    }

    func run() throws {
        let store = paths[paths.count - 1]
        let bundles = paths.count > 1 ? try paths.dropLast().map { try bundle($0) } : try configuredBundles()
        let (metadata, snapshot) = try StoreReader.read(path: store, note: { printNote($0, about: store) }) { database in
            (try StoreMetadata(database: database, path: store), try StoreSnapshot(database: database))
        }
        // The store's own model decides where hashes cannot (one bundle given).
        let own = bundles.count == 1 ? ownModel(store) : nil
        var report = StoreCheck().check(storePath: store, metadata: metadata, snapshot: snapshot, bundles: bundles, ownModel: own)
        // Only for a store with SwiftData's marks: a Core Data store has no schema of SwiftData's.
        if bundles.count == 1, let only = bundles.first,
           StoreSwiftDataMarks.present(metadata: metadata, tables: Array(snapshot.tables.keys)) {
            report.swiftDataSchema = StoreSwiftDataSchemaFinder().find(in: only, modelName: StoreSwiftDataSchemaFinder.modelName(of: only.path),
                                                                       metadata: metadata)
        }
        switch format {
        case .text:
            print(StoreCheckRenderer().text(report), terminator: "")
            if let diff = report.ownModelDiff { printChanges(diff, newer: bundles[0].target.model) }
        case .json: print(StoreCheckRenderer().json(report), terminator: "")
        }
        if let extractModel {
            // The bundles and the store are inputs of this run: the extracted
            // model never replaces one (the store's version identifier may
            // name a version of the bundle it is extracted into).
            let inputs = ProtectedInputs(bundles.flatMap { Self.inputFiles(of: $0.path) } + [store])
            try DecompileCommand.write(try Decompiler().files(for: store), into: extractModel, listing: false, inputs: inputs)
        }
        if !report.compatible { throw ExitCode(ExitStatus.problemsFound) }
    }

    /// The store's own model (its Z_MODELCACHE), compared with a version by
    /// the semantic equality check (the documented losses of a compiled
    /// model aside), for the entities that version has; nil for a store
    /// without a model cache.
    private func ownModel(_ store: String) -> StoreOwnModel? {
        guard let own = try? ModelLoader().load(store) else { return nil }
        let declared = own.resolved.declared
        return StoreOwnModel(model: own.resolved) { version in
            let names = Set(version.declared.entities.map(\.name))
            var compiled = declared
            compiled.entities.removeAll { !names.contains($0.name) }
            for index in compiled.configurations.indices { compiled.configurations[index].members.removeAll { !names.contains($0.name) } }
            return CompiledFormComparison.differences(source: version.declared, compiled: compiled, form: .storeCache).map {
                "\($0.path): \($0.source ?? "absent") in the version, \($0.compiled ?? "absent") in the store's own model"
            }
        }
    }

    /// Those changes in the text report, through the lint reporter (which escapes every name).
    private func printChanges(_ result: ModelDiffResult, newer: ResolvedModel) {
        let diagnostics = MigrationFindings.diagnostics(result, linter: Linter(), newer: newer).sorted(by: Diagnostic.reportOrder)
        print("\nchanges from the model that wrote the store (its Z_MODELCACHE), as diff reports them: \(result.changes.count)")
        if let reporter = Reporters.reporter("xcode", rules: RuleRegistry.descriptions) {
            print(reporter.report(diagnostics), terminator: "")
        }
    }

    /// The models momgen.yml lists, each opened with its `version` (or its current one).
    private func configuredBundles() throws -> [CheckableBundle] {
        let current = FileManager.default.currentDirectoryPath
        guard let path = config ?? ConfigLocator().locate(from: current + "/momgen.yml") else {
            throw MomgenError.usage("give the model before the store (momgen store MODEL STORE), or run where a momgen.yml lists the models")
        }
        let (configuration, problems) = try ConfigReader().read(path)
        if let problem = problems.first(where: { $0.severity == .error }) { throw MomgenError.unreadableInput(problem.location, problem.message) }
        guard !configuration.models.models.isEmpty else { throw MomgenError.usage("\(path) lists no models; give them before the store") }
        let plan = BuildPlan(configuration: configuration, configFile: path, force: false, sourceRoot: nil)
        return try configuration.models.models.map { try bundle(plan.resolve($0.path), version: $0.version) }
    }

    /// The files of the model at `path` a run reads (every version's
    /// `contents`, `.xccurrentversion`), or the path itself when it is compiled.
    static func inputFiles(of path: String) -> [String] {
        guard let source = try? ModelLocator().locate(path) else { return [path] }
        return ModelInputFiles.of(source) + [path]
    }

    /// One model's versions and the one the app opens the store with.
    private func bundle(_ model: String, version configured: String? = nil) throws -> CheckableBundle {
        let loaded = try ModelVersionsLoader().load(model)
        let versions = loaded.versions.map {
            CheckableVersion(version: NamedVersionHashes(name: $0.name, isCurrent: $0.isCurrent, hashes: $0.hashes), model: $0.loaded.resolved)
        }
        if let modelVersion = modelVersion ?? configured {
            guard let name = loaded.version(named: modelVersion)?.name, let found = versions.first(where: { $0.version.name == name }) else {
                throw MomgenError.usage("the model has no version '\(modelVersion)'; its versions are \(versions.map { "'\($0.version.name)'" }.joined(separator: ", "))")
            }
            return CheckableBundle(path: model, versions: versions, target: found)
        }
        guard let current = versions.first(where: \.version.isCurrent) ?? (versions.count == 1 ? versions.first : nil) else {
            throw MomgenError.usage("\(model) names no current version; choose one with --model-version NAME")
        }
        return CheckableBundle(path: model, versions: versions, target: current)
    }
}
