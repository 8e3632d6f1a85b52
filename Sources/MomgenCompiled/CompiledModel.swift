// What the compiled-model reading stage hands on: the declared model (the
// same type the XML reader produces, so resolve, lint, hash, diff, DDL and
// generate need no second path) and what the archive held that has no place
// in it.
import MomgenModel

/// A model decoded from an `NSKeyedArchiver` archive (`.mom` or a store's
/// model cache).
public struct CompiledModel: Sendable {
    /// The declared model. Positions are unknown (`.unknown`) and entities and
    /// properties are in name order: an archive keeps neither.
    public var model: Model
    /// `NSVersionIdentifiers`, sorted.
    public var versionIdentifiers: [String]
    /// Things kept as unknown: archived classes or values momgen does not
    /// decode (one line each, sorted, deduplicated).
    public var notes: [String]

    public init(model: Model, versionIdentifiers: [String], notes: [String]) {
        self.model = model
        self.versionIdentifiers = versionIdentifiers
        self.notes = notes
    }
}
