// The ids entities get in rendered text. Names that are plain words are kept
// (the text stays readable and diffable); anything else — spaces, quotes,
// keywords, a duplicated name — becomes `entity-N`, so no model text is ever
// an identifier that a renderer would have to escape.

/// Each diagram entity's id in Mermaid or DOT text.
enum NodeIDs {
    /// `DiagramEntity.id` → rendered id: the name when `isSafe(name)` and it
    /// is not a duplicate, else `entity-N` with N the entity's 1-based place
    /// in the diagram. No plain word contains `-`, so the two kinds never clash.
    static func make(_ diagram: Diagram, isSafe: (String) -> Bool) -> [String: String] {
        var ids: [String: String] = [:]
        for (offset, entity) in diagram.entities.enumerated() {
            let keepsName = entity.id == entity.name && MermaidText.isPlainWord(entity.name) && isSafe(entity.name)
            ids[entity.id] = keepsName ? entity.name : "entity-\(offset + 1)"
        }
        return ids
    }
}
