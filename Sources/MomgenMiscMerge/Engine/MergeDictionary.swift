// An NSDictionary for templates: string keys, values in a fixed order so
// that a `foreach` over a dictionary is deterministic.

/// A dictionary value with an iteration order.
///
/// For example, `TemplateVar` built from `--template-var arc=true` holds
/// `arc → "true"`.
public struct MergeDictionary {
    /// Entries in iteration order (keys are unique).
    public private(set) var entries: [(key: String, value: MergeValue)] = []
    private var index: [String: Int] = [:]

    public init(_ pairs: [(String, MergeValue)] = []) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The value for `key`; assigning nil (or `.null`) removes the key, as
    /// `setObject:nil` would be refused and MiscMerge removes instead.
    public subscript(key: String) -> MergeValue? {
        get { index[key].map { entries[$0].value } }
        set {
            if let newValue, !newValue.isNull {
                if let position = index[key] {
                    entries[position].value = newValue
                } else {
                    index[key] = entries.count
                    entries.append((key, newValue))
                }
            } else if let position = index.removeValue(forKey: key) {
                entries.remove(at: position)
                for (otherKey, otherPosition) in index where otherPosition > position { index[otherKey] = otherPosition - 1 }
            }
        }
    }

    /// The number of entries.
    public var count: Int { entries.count }
}

extension MergeValue {
    /// Whether this is `.null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
