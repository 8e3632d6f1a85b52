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

    /// Reads `explicit` if given, else the nearest file above `near`.
    static func load(explicit: String?, near: String) throws -> ConfigurationFile {
        guard let path = explicit ?? ConfigLocator().locate(from: near) else {
            return ConfigurationFile(path: nil, configuration: MomgenConfiguration(), problems: [])
        }
        let (configuration, problems) = try ConfigReader().read(path)
        return ConfigurationFile(path: path, configuration: configuration, problems: problems)
    }

    /// Whether a problem makes the file unusable (an error-level problem).
    var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
