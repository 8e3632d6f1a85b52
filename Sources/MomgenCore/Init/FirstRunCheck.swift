// What `momgen init` tells a team before the first `momgen`: the momgen.yml
// it is about to write is planned as the build would plan it (every entry
// rendered, nothing written), and the build's own duplicate-type check runs
// on the result, so a class the project declares outside the files momgen
// owns is named, with its file and line, before the switch starts. A model
// with error-level lint findings is named too: the build generates nothing
// for it, where mogenerator, which never linted, wrote its files anyway.
import MomgenConfig
import MomgenDiagnostics

/// The first run of a momgen.yml that is not written yet, checked.
///
/// For example, an entry generating Swift beside a project whose `App/User.h`
/// declares `@interface User : _User` gives one `duplicate-type` error there.
public enum FirstRunCheck {
    /// The duplicate-type errors the first `momgen` would stop with, for
    /// the configuration `text` written to `folder/momgen.yml`; an entry
    /// that cannot be planned (its model does not load) is left out, as the
    /// build reports it itself.
    public static func duplicates(configurationText text: String, folder: String) -> [Diagnostic] {
        let file = folder + "/momgen.yml"
        guard let (configuration, _) = try? ConfigReader().parse(text, file: file) else { return [] }
        let plan = BuildPlan(configuration: configuration, configFile: file, force: true, sourceRoot: nil)
        let outputs = configuration.models.models.flatMap { entry in (try? plan.step(for: entry))?.outputs ?? [] }
        return DuplicateTypeCheck(root: folder).findings(outputs)
    }

    /// The entries of `text` that generate (they have an `output`) but whose
    /// model has error-level lint findings under the file's lint settings,
    /// so the first `momgen` writes nothing for them: each model's path as
    /// written, with the findings' rule identifiers, sorted.
    public static func lintBlocked(configurationText text: String, folder: String) -> [(model: String, rules: [String])] {
        guard let (configuration, _) = try? ConfigReader().parse(text, file: folder + "/momgen.yml") else { return [] }
        return configuration.models.models.compactMap { entry in
            guard entry.output != nil,
                  let loaded = try? ModelLoader().load(entry.path.hasPrefix("/") ? entry.path : folder + "/" + entry.path, version: entry.version) else { return nil }
            let errors = LintGate(section: configuration.lint).findings(loaded).filter { $0.severity == .error }
            return errors.isEmpty ? nil : (entry.path, Set(errors.map(\.ruleID)).sorted())
        }
    }
}
