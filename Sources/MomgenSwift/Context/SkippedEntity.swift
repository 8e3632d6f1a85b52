// An entity the emitter leaves out, and why.
import MomgenModel

/// An entity left out, why, and what would include it (for the one line
/// `momgen generate` prints for it, `--dry-run` listings and tests).
///
/// For example: `Note`, "its Codegen is Xcode's (class)", "--include-xcode-generated includes it".
public struct SkippedEntity: Sendable, Equatable {
    public let name: String
    public let reason: String
    /// The option or model change that includes it.
    public var remedy: String = ""
    /// The entity's element in the model file.
    public var location: SourceLocationRef = .unknown

    /// `reason; remedy`, one sentence.
    public var explanation: String {
        remedy.isEmpty ? reason : reason + "; " + remedy
    }
}
