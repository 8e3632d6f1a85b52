// MomgenConfig: momgen's configuration file (`.momgen.yml` / `momgen.yml`),
// read with Yams and validated with key paths.
//
// The file is a mapping of sections. Each section is decoded by its own type;
// adding a section (`models`, `generate`, `ddl`) takes one stored property and
// one line in `sections` below.

/// The whole configuration file.
public struct MomgenConfiguration: Hashable, Sendable {
    /// `lint:` settings.
    public var lint = LintSection()
    /// `models:`, what `momgen` with no arguments (a build step) processes.
    public var models = ModelsSection()
    // Add new sections here, and one line in `sections`.

    /// Where the configuration was read from, or nil for the defaults.
    public var file: String?

    public init() {}

    /// How each top-level key is decoded into this value.
    static let sections: [(key: String, decode: @Sendable (inout MomgenConfiguration, ConfigValue, inout ConfigProblems) -> Void)] = [
        ("lint", { $0.lint = LintSection($1, problems: &$2) }),
        ("models", { $0.models = ModelsSection($1, problems: &$2) }),
    ]

    /// Decodes a parsed document; problems (unknown keys, bad values) go to `problems`.
    public init(_ document: ConfigValue?, problems: inout ConfigProblems) {
        file = problems.file
        guard let document else { return } // an empty file is the defaults
        guard let entries = document.entries else {
            problems.invalidValue("(top level)", line: document.line, expected: "a mapping of sections")
            return
        }
        problems.checkKeys(entries, known: Self.sections.map(\.key), path: "")
        for entry in entries {
            Self.sections.first { $0.key == entry.key }?.decode(&self, entry.value, &problems)
        }
    }
}
