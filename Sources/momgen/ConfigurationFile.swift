// Finding and reading momgen.yml for a command: `--config FILE`, or the file
// found by walking up from the model (or from the current folder).
import MomgenConfig
import MomgenDiagnostics

/// A configuration as a command sees it.
struct ConfigurationFile {
    /// The file read, or nil when none applies (the defaults).
    let path: String?
    let configuration: MomgenConfiguration
    /// Unknown keys and bad values, as diagnostics on the file.
    let problems: [Diagnostic]

    /// The file that applies: `explicit` if given, else the nearest one above `near`.
    static func path(explicit: String?, near: String) -> String? {
        explicit ?? ConfigLocator().locate(from: near)
    }

    /// Reads the file at `path`; the defaults when there is none.
    static func read(_ path: String?) throws -> ConfigurationFile {
        guard let path else {
            return ConfigurationFile(path: nil, configuration: MomgenConfiguration(), problems: [])
        }
        let (configuration, problems) = try ConfigReader().read(path)
        return ConfigurationFile(path: path, configuration: configuration, problems: problems)
    }

    /// Whether a problem makes the file unusable (an error-level problem).
    var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
