// What `momgen init` tells a team before the first `momgen`: the momgen.yml
// it is about to write is planned as the build would plan it (every entry
// rendered, nothing written), and the build's own duplicate-type check runs
// on the result, so a class the project declares outside the files momgen
// owns is named, with its file and line, before the switch starts.
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
}
