// What `--freeze-as` hands the write stage: the file's text and the facts
// the command's note states (what was copied, what stays shared, what a
// copy left out, the checksum the proof established).

/// A frozen schema, proven.
public struct SwiftFrozenSchema: Sendable {
    /// The Swift file.
    public let text: String
    /// `NAME.swift`, or `NAME+Frozen.swift` when it extends a declared NAME.
    public let fileName: String
    /// The schema's name.
    public let schema: String
    /// Whether the file extends a schema the sources declare (its `models`
    /// then names the copies) rather than declaring a new one.
    public let extendsExisting: Bool
    /// For a declared schema: whether a later schema follows it (it has
    /// shipped, most likely, and its live classes may have changed since).
    public let isHistorical: Bool
    /// Whether the lock recorded the schema (and the proof checked it).
    public let checkedAgainstLock: Bool
    /// The new schema's `versionIdentifier` (`4.0.0`), nil when extending.
    public let versionIdentifier: String?
    /// The classes copied, by name.
    public let classes: [String]
    /// The schema's model checksum (SwiftData's), equal before and after.
    public let checksum: String
    /// Entities whose hash momgen cannot compute exactly: the proof holds
    /// for what momgen computes, and the note says which these are.
    public let inexactEntities: [String]
    /// Structs and enums the copies keep sharing with the live code.
    public let sharedTypes: [String]
    /// Methods, computed properties, subscripts and deinits left out.
    public let droppedMembers: Int
    /// Protocol conformances left out.
    public let droppedConformances: [String]
    /// Kept initializers naming a left-out member (`Note`'s initializer
    /// uses `touch`): to edit before the copy compiles.
    public let namesInInitializers: [String]
}
