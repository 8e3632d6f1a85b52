// The swiftdata layout's versions, loaded: every version of the model's
// bundle before the one generated for, in the order they shipped
// (`VersionOrder`), then that one, handed to the planner in MomgenSwiftData.
// A start version (`--swiftdata-start-version`, momgen.yml
// `swiftdata-start-version`) leaves the versions before it out: an app whose
// users' stores Core Data has migrated to that version already (the last
// Core Data release) needs no schema for older ones.
import MomgenDiagnostics
import MomgenModel
import MomgenSwift
import MomgenSwiftData
import MomgenVersions

extension SwiftDataVersionPlanner {
    /// The plan for `loaded` (the version the run generates for): the
    /// bundle's versions before it, in the order they shipped (`VersionOrder`), then it. A model that is
    /// not in a bundle is one version. Versions after it are left out (the
    /// app opens its store with `loaded`; a later version is not released).
    /// `startVersion`, when set, is the version the plan starts at: it must
    /// be that version or one before it in the order (else
    /// `MomgenError.usage`), and the versions before it are left out, with a
    /// note saying how their stores reach it.
    public func plan(for loaded: LoadedModel, modelName: String, startVersion: String? = nil,
                     loader: ModelVersionsLoader = ModelVersionsLoader()) throws -> SwiftDataPlanning {
        var notes: [Diagnostic] = []
        var versions: [SwiftDataPlanVersion] = []
        let selected = loaded.source.versionName
        if let bundle = loaded.source.bundlePath, let selected {
            // The order the versions shipped in, as every command sees it.
            let order = try loader.order(bundle)
            let names = order?.names ?? loaded.source.availableVersions
            for note in order?.notes ?? [] {
                notes.append(Diagnostic(ruleID: "swiftdata-version-order", severity: .info, message: note,
                                        location: SourceLocation(file: bundle)))
            }
            let position = names.firstIndex(of: selected) ?? names.count
            let first = try Self.firstVersion(startVersion, names: names, selected: selected, position: position)
            if first > 0, let startVersion {
                notes.append(Self.startNote(startVersion, leftOut: Array(names[..<first]), at: SourceLocation(file: bundle)))
            }
            let earlier = Array(names[first..<position])
            // Only the earlier versions are read: the generated one is at hand.
            let others = try loader.load(bundle) { available, _ in available.filter(earlier.contains) }
            versions = others.versions.filter { earlier.contains($0.name) }.map {
                SwiftDataPlanVersion(name: $0.name, model: $0.loaded.resolved, hashes: $0.hashes)
            }
            let later = names.count > position ? Array(names[(position + 1)...]) : []
            if !later.isEmpty {
                notes.append(Diagnostic(ruleID: "swiftdata-later-versions", severity: .info,
                                        message: "versions after '\(selected)' (\(later.map { "'\($0)'" }.joined(separator: ", "))) are not in the migration plan: the app opens its store with '\(selected)'",
                                        location: Self.location(of: loaded.resolved)))
            }
        }
        let name = selected ?? modelName
        if let startVersion, loaded.source.bundlePath == nil || selected == nil, startVersion != name {
            throw MomgenError.usage("swiftdata-start-version '\(TerminalText.escaped(startVersion))': the model is not in a versioned bundle, so its only version is '\(TerminalText.escaped(name))'")
        }
        versions.append(SwiftDataPlanVersion(name: name, model: loaded.resolved, hashes: ModelVersionHashes(loaded.resolved)))
        // The lock records the versions that shipped: their stores exist, so
        // one that no schema opens is an error, not a possibility. An
        // unreadable lock is lint's to report; here it only marks nothing.
        let released = loaded.source.bundlePath.flatMap { bundle -> Set<String>? in
            let path = VersionLock.defaultPath(forModel: bundle)
            return (try? VersionLock.read(path)).map { Set($0.versions.map(\.name)) }
        } ?? []
        return plan(versions, naming: SwiftDataSchemaNaming(modelName: modelName), notes: notes, released: released)
    }

    /// The index in `names` the plan starts at: 0, or `startVersion`'s,
    /// which must be at or before `position` (the version generated for).
    /// The names in the errors come from momgen.yml or the bundle's folders,
    /// so they are escaped for the terminal (MomgenError prints as given).
    static func firstVersion(_ startVersion: String?, names: [String], selected: String, position: Int) throws -> Int {
        guard let startVersion else { return 0 }
        guard let index = names.firstIndex(of: startVersion) else {
            throw MomgenError.usage("swiftdata-start-version '\(TerminalText.escaped(startVersion))' is no version of the bundle (momgen versions lists them)")
        }
        guard index <= position else {
            throw MomgenError.usage("swiftdata-start-version '\(TerminalText.escaped(startVersion))' comes after '\(TerminalText.escaped(selected))', the version generated for, in the version order (momgen versions shows it)")
        }
        return index
    }

    /// The note for the versions a start version leaves out.
    static func startNote(_ startVersion: String, leftOut: [String], at location: SourceLocation) -> Diagnostic {
        let shown = leftOut.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (leftOut.count > 3 ? " and \(leftOut.count - 3) more" : "")
        return Diagnostic(
            ruleID: "swiftdata-start-version", severity: .info,
            message: "the migration plan starts at '\(startVersion)' (swiftdata-start-version): \(leftOut.count) older version\(leftOut.count == 1 ? "" : "s") (\(shown)) \(leftOut.count == 1 ? "is" : "are") not in it, "
                + "so SwiftData opens a store they wrote only after Core Data has migrated it to '\(startVersion)'",
            location: location,
            fixHint: "ship a Core Data release with '\(startVersion)' as its current version (its own lightweight or staged migration takes every older store there) before the release that opens the store with SwiftData")
    }
}
