// What happened to one corpus model version in the corpus type-check.
import Foundation

/// The result of generating and type-checking one model version.
struct CorpusOutcome {
    /// How the run ended.
    enum Verdict: Equatable {
        /// Generated code type-checked.
        case typechecks
        /// `momgen lint` reports error-level findings: not type-checked (issue 4
        /// type-checks only models without them).
        case lintErrors
        /// `momgen generate` refused or failed (exit status), e.g. error-level lint findings.
        case notGenerated(Int32)
        /// Generated, but the compiler rejected it.
        case rejected
        /// Generated no file: every entity is left to Xcode's own codegen or
        /// has no class, and the layout has no model-wide file (xcode).
        case nothingGenerated
    }

    /// The version folder, relative to ../shared.
    var model: String
    var verdict: Verdict
    /// momgen's stderr or the compiler's errors (first lines), for the report.
    var detail: String
    /// Types the model names that the app must supply, declared as stubs for the check.
    var appTypes: [String]
    /// Wall time of generate plus type-check, in seconds.
    var seconds: Double
}
