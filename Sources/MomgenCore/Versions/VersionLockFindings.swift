// The lock check as diagnostics, for `momgen lint` and the build step: a
// released version edited in place or deleted (errors), and the step from the
// last released version to the current one when lightweight migration cannot
// infer it or it drops data (warnings; `--strict` fails on them).
import Foundation
import MomgenDiagnostics
import MomgenLint
import MomgenVersions

/// Checks a model bundle against its version lock.
public enum VersionLockFindings {
    /// The lock file to use: `explicit`, or `Model.momgen-lock.json` beside
    /// the bundle when it exists; nil when there is none.
    public static func lockPath(model: String, explicit: String?) -> String? {
        if let explicit { return explicit }
        let path = VersionLock.defaultPath(forModel: model)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The findings for `model` against its lock (none without a lock).
    /// Throws when the lock (explicit or found) or the model cannot be read.
    public static func diagnostics(model: String, lockPath explicit: String?, linter: Linter,
                                   loader: ModelVersionsLoader = ModelVersionsLoader()) throws -> [Diagnostic] {
        guard let path = lockPath(model: model, explicit: explicit) else { return [] }
        let lock = try VersionLock.read(path)
        let loaded = try loader.load(model)
        let versions = loaded.versions.map { LockCheckVersion(name: $0.name, hashes: $0.hashes, model: $0.loaded.resolved) }
        let check = LockCheck()
        var diagnostics: [Diagnostic] = check.findings(lock: lock, lockPath: path, bundle: model, versions: versions).compactMap {
            let rule = $0.kind == .lockedVersionMissing ? VersionRules.lockedVersionMissing : VersionRules.lockedVersionChanged
            return linter.versionDiagnostic(rule, message: $0.message, at: $0.location, entity: $0.entity)
        }
        if let released = check.lastReleased(lock: lock, versions: versions), let current = loaded.current, current.name != released.name {
            let result = ModelDiff().diff(from: released.model, named: released.name, to: current.loaded.resolved, named: current.name)
            diagnostics += MigrationFindings.diagnostics(result, linter: linter, newer: current.loaded.resolved)
                .filter { $0.ruleID != VersionRules.migrationNeeded.id && $0.ruleID != VersionRules.migrationNote.id }
        }
        return diagnostics
    }
}
