// What incremental regeneration needs from the emitter: the files an earlier
// run rendered for an entity, offered back under that entity's `RenderKey`,
// and, after a run, which files each entity's key produced.

/// Files rendered by an earlier run, by key. Implementations must hand back
/// only what they can vouch for (the bytes on disk as recorded); when in
/// doubt, nil, and the entity is rendered again.
public protocol RenderMemo: Sendable {
    /// The files rendered under `key`, in render order, or nil.
    func files(for key: RenderKey) -> [GeneratedFile]?
}

/// One entity's rendering in a run: its key and the files it gave.
///
/// For example, `EntityRender(key: k, files: [_Book.swift (machine), Book.swift (human)])`.
public struct EntityRender: Sendable, Equatable {
    public let key: RenderKey
    public let files: [GeneratedFile]
    /// Whether the files came from the memo instead of the templates.
    public let reused: Bool
}

/// The emitter's result when a memo is offered: the files, sorted by path,
/// and each entity's render (in entity order) for the next run's memo.
public struct EmitResult: Sendable {
    public let files: [GeneratedFile]
    public let entityRenders: [EntityRender]

    /// How many entities were taken from the memo.
    public var reusedEntities: Int { entityRenders.filter(\.reused).count }
}
