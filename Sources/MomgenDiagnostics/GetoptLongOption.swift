// getopt_long's rule for reading a long option a user may abbreviate:
// the name itself, else the one name of the table it is a prefix of
// (`swif` → `swift`); a prefix of several is ambiguous (`base` fits
// `base-class` and `base-class-import`). mogenerator parses its command line
// with getopt_long_only, so both `momgen mogenerator` (running the command)
// and `momgen init` (reading a committed one) read options by this one rule,
// each over its own table of names.

/// How a long option's name, as written, matches a table of long names.
///
/// For example, `swif` among `["swift", "v2"]` gives `.name("swift")`;
/// `base-class` among `["base-class", "base-class-import"]` gives
/// `.name("base-class")` (an exact name wins); `base` gives `.ambiguous`.
public enum GetoptLongOption: Equatable, Sendable {
    /// The long name meant: `written` itself or the one name it begins.
    case name(String)
    /// Every name `written` begins, sorted (getopt_long's "ambiguous option").
    case ambiguous([String])
    /// No name of the table: not a long option of this program.
    case unknown

    /// The match for `written` (the option without its dashes and `=value`)
    /// among `names`; `allowsPrefix` false accepts only an exact name
    /// (getopt_long_only reads a one-letter `-m` as a short option first).
    public static func match(_ written: String, among names: [String], allowsPrefix: Bool = true) -> GetoptLongOption {
        if names.contains(written) { return .name(written) }
        guard allowsPrefix, !written.isEmpty else { return .unknown }
        let matches = Set(names.filter { $0.hasPrefix(written) }).sorted()
        switch matches.count {
        case 0: return .unknown
        case 1: return .name(matches[0])
        default: return .ambiguous(matches)
        }
    }
}
