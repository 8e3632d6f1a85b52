// How large a value is once expanded: `set a = a, a` stores `a` twice by
// reference (Swift arrays share their storage), so the value itself stays
// small while its expansion doubles with every `set`; printing, comparing or
// mapping a key over it walks the expansion. The count memoises each shared
// list by its storage, so counting costs the distinct lists, not the
// expansion, and stops at the bound.

/// The expanded size of template values.
enum MergeValueSize {
    /// The elements of `value`, nested lists' and dictionaries' elements
    /// counted in full, or the first count above `limit` found.
    ///
    /// For example, `[[x, y], [x, y]]` has 6: two lists of two, and the two lists.
    static func elements(of value: MergeValue, upTo limit: Int) -> Int {
        var memo: [UnsafeRawPointer: Int] = [:]
        return count(value, limit: limit, memo: &memo)
    }

    private static func count(_ value: MergeValue, limit: Int, memo: inout [UnsafeRawPointer: Int]) -> Int {
        switch value {
        case let .list(items):
            let key = items.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
            if let key, let known = memo[key] { return known }
            var total = items.count
            for item in items where total <= limit {
                total += count(item, limit: limit, memo: &memo)
            }
            if let key { memo[key] = total }
            return total
        case let .dictionary(dictionary):
            var total = dictionary.count
            for entry in dictionary.entries where total <= limit {
                total += count(entry.value, limit: limit, memo: &memo)
            }
            return total
        case .string, .number, .bool, .object, .null:
            return 0
        }
    }
}
