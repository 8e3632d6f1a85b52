// Core Data sorts properties, constraints and entities with
// `-[NSString compare:]` and no options: a literal, case-sensitive comparison
// of UTF-16 code units. Swift's `<` on String compares Unicode scalars in
// canonical-equivalence order, which differs for characters outside the
// Basic Multilingual Plane and for strings that normalise differently, so
// the hash code never sorts with `<`.

/// `-[NSString compare:]` without options, on any platform.
enum CocoaStringOrder {
    /// Whether `lhs` sorts before `rhs` by UTF-16 code units.
    ///
    /// For example, `"Z"` precedes `"a"` (uppercase first), and U+FF5E
    /// precedes U+1F600 (a surrogate pair starts with 0xD83D).
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf16.lexicographicallyPrecedes(rhs.utf16)
    }
}
