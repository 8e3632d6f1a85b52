// The write stage: plans what each output file needs (create, update, leave,
// keep a human file, prune) and applies the plan unless only checking.
import MomgenDiagnostics

/// Writes output files: only changed bytes, atomically, never a human file
/// twice, never outside the output folders.
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

    public init(guardrail: PathGuard = PathGuard(), disk: AtomicFile = AtomicFile()) {
        self.guardrail = guardrail
        self.disk = disk
    }

    /// Plans, and in `.write` mode applies, `files`; with `prune`, also
    /// removes stale machine files from each folder that holds regenerated
    /// files. Returns one result per file, sorted by path. Throws
    /// `MomgenError.output` for an unsafe path, a duplicate path, or a failed write.
    public func write(_ files: [OutputFile], mode: Mode, prune: Pruner? = nil) throws -> [WriteResult] {
        var results: [WriteResult] = []
        var seen: Set<String> = []
        var readyFolders: Set<String> = []
        for file in files {
            let path = try guardrail.resolve(file.path, in: file.folder)
            guard seen.insert(path).inserted else {
                throw MomgenError.output(path: file.displayPath, "two outputs have the same path")
            }
            let bytes = Array(file.contents.utf8)
            let action: WriteAction
            switch disk.existing(path) {
            case .notAFile:
                throw MomgenError.output(path: file.displayPath, "something other than a regular file is in the way")
            case .missing:
                action = .create
            case let .file(old):
                action = file.policy == .createOnce ? .keep : (old == bytes ? .unchanged : .update)
            }
            if mode == .write, action == .create || action == .update {
                let folder = AtomicFile.folder(of: path)
                if readyFolders.insert(folder).inserted { try disk.makeFolder(folder) }
                try disk.write(bytes, toPathInExistingFolder: path)
            }
            results.append(WriteResult(path: file.displayPath, action: action))
        }
        if let prune {
            let folders = Set(files.filter { $0.policy == .regenerate }.map(\.folder))
            for folder in folders.sorted() {
                let current = Set(files.filter { $0.folder == folder }.map(\.path))
                for name in prune.staleFiles(in: folder, current: current) {
                    let path = try guardrail.resolve(name, in: folder)
                    if mode == .write { try disk.remove(path) }
                    results.append(WriteResult(path: folder + "/" + name, action: .prune))
                }
            }
        }
        return results.sorted { $0.path < $1.path }
    }
}
