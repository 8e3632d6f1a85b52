// Why an error-level rule is an error. An error blocks CI, so it is kept for
// what demonstrably breaks; the evidence says what breaks and where that is
// shown, and a test fails for an error rule without it.

/// What demonstrably breaks when an error rule fires, and the source that shows it.
public struct RuleEvidence: Sendable, Hashable {
    /// The kinds of breakage that justify `error` severity.
    public enum Breakage: String, Sendable, CaseIterable {
        case momcRefuses = "momc refuses the model"
        case runtimeFails = "Core Data throws or traps at run time"
        case dataLost = "data is lost"
        case codeDoesNotCompile = "generated code does not compile"
    }

    public var breakage: Breakage
    /// What happens, with the message where one is known. One line, no trailing period.
    public var detail: String
    /// Where this is shown: Apple documentation, an observed message in a
    /// public project, Core Data's own code, or the compiler's diagnostic.
    public var source: String

    public init(_ breakage: Breakage, _ detail: String, source: String) {
        self.breakage = breakage
        self.detail = detail
        self.source = source
    }
}
