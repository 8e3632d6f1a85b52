// What the read and resolve stages hand to every later stage.
import MomgenModel
import MomgenReader

/// A model read from disk and resolved, with where it came from.
public struct LoadedModel: Sendable {
    public let source: ModelSource
    public let resolved: ResolvedModel

    public init(source: ModelSource, resolved: ResolvedModel) {
        self.source = source
        self.resolved = resolved
    }

    /// The declared model.
    public var declared: Model { resolved.declared }
}
