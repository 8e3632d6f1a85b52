// Hands out unique SQL names, adding Core Data's numeric suffixes on clashes
// (`ZLABEL`, then `ZLABEL1`, `ZLABEL2`, … — R4, R11).

/// Unique names within one scope (a table's columns, join-table columns, …).
struct NameAllocator {
    private(set) var used: Set<String>

    init(reserved: Set<String> = []) {
        used = reserved
    }

    /// `base` if unused, otherwise `base1`, `base2`, …; the result is marked used.
    mutating func claim(_ base: String) -> String {
        if used.insert(base).inserted { return base }
        var suffix = 1
        while !used.insert(base + String(suffix)).inserted { suffix += 1 }
        return base + String(suffix)
    }

    /// Whether `name` is taken.
    func contains(_ name: String) -> Bool { used.contains(name) }
}
