// Small shallow look-ups over a binary property list: one dictionary's keys,
// one key's value, one string. None of them follows more than one level, so
// callers decode exactly what they need and nothing else.

extension BinaryPlist {
    /// A dictionary's entries whose keys are strings, as (key, value index),
    /// in file order; `nil` when the object is not a dictionary. Each entry
    /// and each key's bytes are spent from `cost` as they are decoded, so a
    /// table whose keys all share one long string stops at the budget.
    public func stringKeyedEntries(_ index: Int, cost: ArchiveCost? = nil) throws -> [(key: String, value: Int)]? {
        guard case let .dictionary(keys, values) = try object(index) else { return nil }
        try cost?.spend(1 + keys.count)
        var entries: [(key: String, value: Int)] = []
        entries.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) {
            if case let .string(text) = try object(key) {
                try cost?.spend(1 + text.utf8.count)
                entries.append((text, value))
            }
        }
        return entries
    }

    /// The index of `key`'s value in dictionary `index` (the last one when a
    /// key repeats), or `nil`.
    public func lookup(_ key: String, in index: Int) throws -> Int? {
        try stringKeyedEntries(index)?.last { $0.key == key }?.value
    }

    /// Object `index` when it is a string.
    public func string(_ index: Int) throws -> String? {
        if case let .string(text) = try object(index) { return text }
        return nil
    }
}
