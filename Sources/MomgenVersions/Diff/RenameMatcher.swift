// Which item (entity or property) of the older version each item of the newer
// one continues. Apple documents the rule on `renamingIdentifier`
// (NSEntityDescription and NSPropertyDescription): "a source … and a
// destination … that share the same identifier indicate that a … mapping
// should be configured to migrate from the source to the destination", and
// "if unset, the identifier will return the … name". So both sides' renaming
// identifiers are read, each falling back to its own name.
//
// momgen used to read it another way (the newer item's identifier names an
// older item, else the names are equal), and so do many developers: Apple's
// migration guide tells them to set the new identifier to the old name. The
// two readings agree whenever the older item has no identifier of its own;
// where they would match differently, the diff says so with both readings
// rather than silently picking one (docs/migration.md).

/// One entity or property as the matcher sees it.
struct RenameKey: Sendable {
    let name: String
    let renamingIdentifier: String?
    /// Items match only within one kind (an attribute never continues a relationship).
    let kind: String

    /// Apple's identifier: the renaming identifier, or the name when unset.
    var identifier: String { renamingIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? name }
}

/// A newer item the two readings match differently (indices into the lists).
struct RenameDisagreement: Sendable, Equatable {
    let new: Int
    /// The older item Apple's documented rule continues, or nil (added).
    let documented: Int?
    /// The older item the "new identifier = old name" reading continues, or nil.
    let byOldName: Int?
}

/// The matching of two lists of items, in linear time (one index per side).
struct RenameMatching: Sendable {
    /// Newer index → older index, by Apple's documented rule.
    let oldByNew: [Int: Int]
    /// Older indices no newer item continues, in order.
    let removed: [Int]
    /// Newer indices that continue no older item, in order.
    let added: [Int]
    /// Newer items the other reading would match differently, in order.
    let disagreements: [RenameDisagreement]

    init(old: [RenameKey], new: [RenameKey]) {
        let documented = Self.match(old: old, new: new, oldKey: \.identifier) { [$0.identifier] }
        let byOldName = Self.match(old: old, new: new, oldKey: \.name) { [$0.renamingIdentifier, $0.name].compactMap { $0 }.filter { !$0.isEmpty } }
        oldByNew = documented
        let taken = Set(documented.values)
        removed = old.indices.filter { !taken.contains($0) }
        added = new.indices.filter { documented[$0] == nil }
        disagreements = new.indices.compactMap { index in
            documented[index] == byOldName[index] ? nil
                : RenameDisagreement(new: index, documented: documented[index], byOldName: byOldName[index])
        }
    }

    /// Each newer item takes the first older item of its kind, not yet taken,
    /// whose `oldKey` equals one of its keys (tried in order).
    private static func match(old: [RenameKey], new: [RenameKey], oldKey: (RenameKey) -> String,
                              newKeys: (RenameKey) -> [String]) -> [Int: Int] {
        var index: [String: [Int]] = [:]
        for (position, item) in old.enumerated() { index[item.kind + "\u{0}" + oldKey(item), default: []].append(position) }
        var taken = Set<Int>()
        var result: [Int: Int] = [:]
        for (position, item) in new.enumerated() {
            for key in newKeys(item) {
                if let found = index[item.kind + "\u{0}" + key]?.first(where: { !taken.contains($0) }) {
                    result[position] = found
                    taken.insert(found)
                    break
                }
            }
        }
        return result
    }
}
