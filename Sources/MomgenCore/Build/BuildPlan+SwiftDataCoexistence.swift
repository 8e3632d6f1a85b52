// A model a configuration generates both as Core Data classes and as the
// swiftdata layout: Apple's rules for the two sharing one store keep the
// entity names, so a Core Data class named like its entity clashes with the
// @Model class of the same name when both outputs compile into one module.
// momgen.yml does not say which module an output belongs to, so the clash is
// a warning that says so (SwiftDataCoexistence reports it as an error, which
// it is when the modules are the same).
import MomgenConfig
import MomgenDiagnostics
import MomgenSwiftData
import MomgenVersions

extension BuildPlan {
    /// One warning per entity whose two classes would share a name, for each
    /// model that has a swiftdata entry and an entry of another layout.
    /// A model that cannot be read is left to its build step to report.
    public func swiftDataCoexistenceFindings() -> [Diagnostic] {
        var layouts: [String: (entry: ModelEntry, layouts: Set<String>)] = [:]
        for entry in configuration.models.models where entry.output != nil {
            let path = resolve(entry.path)
            layouts[path, default: (entry, [])].layouts.insert(entry.layout ?? "mogenerator")
        }
        return layouts.keys.sorted().flatMap { path -> [Diagnostic] in
            guard let (entry, kinds) = layouts[path], kinds.contains("swiftdata"), kinds.count > 1,
                  let loaded = try? ModelLoader().load(path, version: entry.version) else { return [] }
            return SwiftDataCoexistence.classNameClashes(in: loaded.resolved).map { clash in
                var warning = clash
                warning.severity = .warning
                // The check's own message states the clash as certain; here
                // it holds only if both outputs share a module.
                warning.message = clash.message.replacingOccurrences(of: " in one module", with: "")
                    + " if both outputs compile into one module (\(configFile) does not say whether they do)"
                return warning
            }
        }
    }
}
