// The write stage: plans what each output file needs (create, update, leave,
// keep a human file, prune), checks every path, and only then writes. A run
// that fails a check — two outputs on one file, a name too long, a file
// momgen did not write in the way, a special file, an input of the run —
// leaves the output folders exactly as they were; so does a run whose write
// fails, because every new file is written to a temporary file first and
// the renames happen only once all of them are on disk.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MomgenDiagnostics

/// Writes output files: only changed bytes, atomically, never a human file
/// twice, never a file momgen did not generate, never outside the output
/// folders.
public struct OutputWriter: Sendable {
    /// What to do with the plan.
    public enum Mode: Sendable {
        /// Write the changes.
        case write
        /// Change nothing; report what would change (`--check`, `--dry-run`).
        case plan
    }

    public let guardrail: PathGuard
    public let disk: AtomicFile
    public let limits: PathLimits
    /// When this writer was made (the run's start, near enough): a stale
    /// temporary of a live PID must be older than this (`AtomicFile.clearStaleTemporaries`).
    public let runStarted: time_t

    public init(guardrail: PathGuard = PathGuard(), disk: AtomicFile = AtomicFile(), limits: PathLimits = .standard) {
        self.guardrail = guardrail
        self.disk = disk
        self.limits = limits
        self.runStarted = time(nil)
    }

    /// One checked output: where it goes, its bytes and what will happen.
    struct Step {
        let file: OutputFile
        let path: String
        let bytes: [UInt8]
        let action: WriteAction
    }

    /// Plans, checks and, in `.write` mode, applies `files`; with `prune`,
    /// also removes stale machine files from each folder that holds
    /// regenerated files. No output may replace a file of `inputs`. Returns
    /// one result per file, sorted by path. Throws `MomgenError.output`
    /// before touching the disk when any output fails a check.
    public func write(_ files: [OutputFile], mode: Mode, prune: Pruner? = nil,
                      inputs: ProtectedInputs = ProtectedInputs()) throws -> [WriteResult] {
        let steps = try plan(files, inputs: inputs)
        var stale: [(folder: String, name: String, path: String)] = []
        if let prune {
            let folders = Set(files.filter { $0.policy == .regenerate }.map(\.folder))
            for folder in folders.sorted() {
                let current = Set(files.filter { $0.folder == folder }.map(\.path))
                for name in prune.staleFiles(in: folder, current: current) {
                    let path = try guardrail.resolve(name, in: folder)
                    if inputs.input(at: path) != nil { continue }
                    stale.append((folder, name, path))
                }
            }
        }
        if mode == .write {
            clearStaleTemporaries(steps)
            try apply(steps)
            for file in stale { try disk.remove(file.path) }
        }
        let results = steps.map { WriteResult(path: $0.file.displayPath, action: $0.action) }
            + stale.map { WriteResult(path: $0.folder + "/" + $0.name, action: .prune) }
        return results.sorted { $0.path < $1.path }
    }

    /// Removes what killed runs left of the temporaries of this run's own
    /// outputs, one folder listing per folder.
    private func clearStaleTemporaries(_ steps: [Step]) {
        var names: [String: Set<String>] = [:]
        for step in steps {
            names[AtomicFile.folder(of: step.path), default: []].insert(AtomicFile.name(of: step.path))
        }
        for (folder, owned) in names.sorted(by: { $0.key < $1.key }) where AtomicFile.isFolder(folder.isEmpty ? "." : folder) {
            disk.clearStaleTemporaries(in: folder, names: owned, runStarted: runStarted)
        }
    }

    // MARK: Plan

    /// Checks every output and decides its action; reads, never writes.
    func plan(_ files: [OutputFile], inputs: ProtectedInputs) throws -> [Step] {
        var steps: [Step] = []
        // Paths folded to lower case: on a case-insensitive file system
        // (macOS by default) `_Book.swift` and `_book.swift` are one file.
        var taken: [String: (file: OutputFile, path: String)] = [:]
        // Folders already found to be folders (or missing): a thousand
        // outputs in one folder check it once, not with two stats each.
        var checkedFolders: Set<String> = []
        let current = OutputClash.currentFolder
        for file in files {
            let shown = OutputClash.printable(file.displayPath)
            if file.folder.unicodeScalars.contains("\u{0}") {
                throw MomgenError.output(path: shown, "refusing to write: the output folder contains a NUL character")
            }
            let folder = OutputClash.normalized(file.folder)
            let path = try guardrail.resolve(file.path, in: folder)
            if let other = taken.updateValue((file, path), forKey: path.lowercased()) {
                throw OutputClash.error(file, at: path, other.file, at: other.path)
            }
            if let problem = limits.problem(with: path, absolute: OutputClash.absolute(path, current: current)) {
                throw MomgenError.output(path: shown, "refusing to write: \(problem)")
            }
            if checkedFolders.insert(folder + "\u{0}" + AtomicFile.folder(of: file.path)).inserted {
                try checkFolders(above: file.path, in: folder, shown: shown)
                if let why = GitFolderGuard.problem(with: path) {
                    throw MomgenError.output(path: shown, "refusing to write: \(why)")
                }
            }
            if let input = inputs.input(at: path) {
                throw MomgenError.output(path: shown, "refusing to write: this is \(input), an input of this run")
            }
            steps.append(Step(file: file, path: path, bytes: Array(file.contents.utf8), action: try action(for: file, at: path, shown: shown)))
        }
        return steps
    }

    /// What writing `file` at `path` means, given what is there now.
    private func action(for file: OutputFile, at path: String, shown: String) throws -> WriteAction {
        let kind = FileKind.of(path)
        switch kind {
        case .missing:
            return .create
        case .regular:
            if file.policy == .createOnce { return .keep }
            if file.matchesDisk { return .unchanged }
            guard case let .file(old) = disk.existing(path) else {
                throw MomgenError.output(path: shown, "cannot read the file to compare it")
            }
            if old == Array(file.contents.utf8) { return .unchanged }
            if let header = file.header, !Pruner(header: header).isMachineFile(old),
               !file.replacesHeaders.contains(where: { Pruner(header: $0).isMachineFile(old) }) {
                throw MomgenError.output(path: shown, "refusing to replace this file: it does not start with momgen's header '\(TerminalText.escaped(header))', so it was not generated (it may be hand-written, e.g. the file created once for an entity named like this one's machine file); move it away or rename the entity")
            }
            if let shape = file.ownShape, !shape.holds(for: old) {
                throw MomgenError.output(path: shown, "refusing to replace this file: momgen did not write it (momgen writes \(shape.name), and this file holds other text); move it away or choose another path")
            }
            return .update
        default:
            throw MomgenError.output(path: shown, "refusing to write: \(kind.description) is in the way; momgen only replaces regular files")
        }
    }

    /// Throws unless every folder from `folder` down to the file's own
    /// folder is a folder or still missing (a file there would stop the run
    /// half-way, after other outputs were written).
    private func checkFolders(above relative: String, in folder: String, shown: String) throws {
        var path = folder
        // The output folder itself may be a link to a folder.
        if FileKind.of(folder) != .missing, !AtomicFile.isFolder(folder) {
            throw MomgenError.output(path: shown, "refusing to write: the output folder \(folder) is \(FileKind.of(folder).description), not a folder")
        }
        for component in relative.split(separator: "/").dropLast() {
            path += "/" + component
            let kind = FileKind.of(path)
            if kind != .missing, kind != .directory {
                throw MomgenError.output(path: shown, "refusing to write: \(path) is \(kind.description), not a folder")
            }
        }
    }

    // MARK: Apply

    /// Writes every new or changed file to a temporary file, then renames
    /// them all. When a temporary file cannot be written, the others are
    /// removed, and so are the folders this run created, so nothing changed.
    private func apply(_ steps: [Step]) throws {
        let writes = steps.filter { $0.action == .create || $0.action == .update }
        var createdFolders: [String] = []
        var readyFolders: Set<String> = []
        var temporaries: [(temporary: String, path: String)] = []
        do {
            for step in writes {
                let folder = AtomicFile.folder(of: step.path)
                if readyFolders.insert(folder).inserted {
                    createdFolders += AtomicFile.missingFolders(folder)
                    try disk.makeFolder(folder)
                }
                temporaries.append((try disk.writeTemporary(step.bytes, beside: step.path), step.path))
            }
        } catch {
            for file in temporaries { disk.discard(file.temporary) }
            // Deepest first; a folder that is not empty is left alone.
            for folder in createdFolders.sorted(by: { $0.count > $1.count }) { disk.removeEmptyFolder(folder) }
            throw error
        }
        for (index, file) in temporaries.enumerated() {
            do {
                try disk.commit(file.temporary, to: file.path)
            } catch {
                for rest in temporaries[(index + 1)...] { disk.discard(rest.temporary) }
                throw error
            }
        }
    }
}
