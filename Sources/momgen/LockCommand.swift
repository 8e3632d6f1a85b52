// `momgen lock`: records model versions as released, with their version
// hashes, in the bundle's lock file, so `momgen lint` and the build step can
// refuse an in-place edit or a deleted version later.
import ArgumentParser
import Foundation
import MomgenCore
import MomgenDiagnostics
import MomgenReader
import MomgenVersions
import MomgenWriter

struct LockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Record model versions as released (their version hashes) in the bundle's lock file.",
        discussion: """
        Writes Model.momgen-lock.json beside Model.xcdatamodeld (or --file), adding the current \
        version (or each --version NAME, or --all) to what is already locked. Commit the file: from \
        then on `momgen lint` reports a locked version whose hashes changed or that left the bundle \
        (errors), and a step from the last locked version that lightweight migration cannot infer \
        (warning). A locked version whose hashes differ from the lock is refused unless --force.
        """
    )

    @Argument(help: "The model bundle (.xcdatamodeld).")
    var model: String

    @Option(name: .customLong("version"), help: "A version to lock, by folder name without .xcdatamodel (repeatable; default: the current version).")
    var versionNames: [String] = []

    @Flag(help: "Lock every version in the bundle (when adopting the lock on a model that has shipped).")
    var all = false

    @Option(help: "The lock file (default: Model.momgen-lock.json beside the bundle).")
    var file: String?

    @Flag(help: "Re-lock versions whose hashes changed since they were locked (only for versions that never shipped).")
    var force = false

    func run() throws {
        let path = file ?? VersionLock.defaultPath(forModel: model)
        let bundle = try ModelVersionsLoader().load(model)
        VersionOrderNotes.print(bundle.order, bundle: bundle.bundlePath)
        var lock = FileManager.default.fileExists(atPath: path) ? try VersionLock.read(path) : VersionLock()
        let chosen: [LoadedModelVersion]
        if all {
            chosen = bundle.versions
        } else if versionNames.isEmpty {
            guard let current = bundle.current else {
                throw MomgenError.usage("the bundle names no current version; choose versions with --version NAME or --all")
            }
            chosen = [current]
        } else {
            chosen = try versionNames.map { name in
                guard let version = bundle.version(named: name) else {
                    throw MomgenError.usage("the bundle has no version '\(name)'; its versions are \(bundle.versions.map { "'\($0.name)'" }.joined(separator: ", "))")
                }
                return version
            }
        }
        for version in chosen {
            let entry = VersionLock.Version(name: version.name, hashes: version.hashes)
            if let index = lock.versions.firstIndex(where: { $0.name == version.name }) {
                if lock.versions[index].entityHashes != entry.entityHashes, !force {
                    throw MomgenError.usage("version '\(version.name)' is locked with other hashes: it was edited after it was locked; revert it and add a new model version, or pass --force if it never shipped")
                }
                lock.versions[index] = entry
                print("kept '\(TerminalText.escaped(version.name))'" + (lock.versions[index] == entry ? "" : " (re-locked)"))
            } else {
                lock.versions.append(entry)
                print("locked '\(TerminalText.escaped(version.name))' (checksum \(entry.checksum))")
            }
        }
        // The order the versions shipped in; versions locked but gone from the bundle stay, last.
        let order = Dictionary(bundle.versions.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        lock.versions = lock.versions.enumerated().sorted {
            (order[$0.element.name] ?? Int.max, $0.offset) < (order[$1.element.name] ?? Int.max, $1.offset)
        }.map(\.element)
        // Never over the model's own files (a --file pointing into the bundle).
        try SingleFileOutput(inputs: ProtectedInputs(ModelInputFiles.of(bundle.versions.first?.loaded.source ?? ModelSource(contentsPath: model)))).write(lock.rendered(), to: path)
        print("wrote \(TerminalText.escaped(path))")
    }
}
