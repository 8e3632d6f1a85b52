// "a 'Book'", "an 'Account'": messages name entities after an article, and a
// wrong one reads as sloppy in every report line.

/// The indefinite article for a quoted name.
enum Article {
    /// `an 'Account'` for names starting with a vowel letter, otherwise `a 'Book'`
    /// (by spelling, which is right for nearly every entity name).
    static func quoted(_ name: String) -> String {
        let vowel = name.first.map { "AEIOUaeiou".contains($0) } ?? false
        return "\(vowel ? "an" : "a") '\(name)'"
    }
}
