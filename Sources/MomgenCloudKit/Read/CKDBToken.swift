// The tokens of the CloudKit Schema Language.

/// One token with the line and column it starts at.
struct CKDBToken: Equatable {
    enum Kind: Equatable {
        /// A bare word: a keyword or an identifier.
        case word(String)
        /// A double-quoted name, without its quotes.
        case quoted(String)
        /// One of `( ) , ; < >`.
        case punctuation(Character)
        case end
    }

    let kind: Kind
    let line: Int
    let column: Int

    /// How an error message names the token.
    var shown: String {
        switch kind {
        case let .word(word): return "'\(word)'"
        case let .quoted(name): return "'\"\(name)\"'"
        case let .punctuation(character): return "'\(character)'"
        case .end: return "the end of the file"
        }
    }
}
