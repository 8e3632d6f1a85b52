// One way a real store differs from the schema the model would create.

/// A difference found by `momgen ddl --compare`.
///
/// For example, `.missingColumn` on `ZBOOK`: "ZBOOK: missing column ZPRICE FLOAT".
public struct StoreDifference: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case missingTable, extraTable, missingColumn, extraColumn, columnType, tableText
        case missingIndex, extraIndex, indexText
        case missingEntity, extraEntity, entityMismatch, noPrimaryKeyTable
    }

    public var kind: Kind
    /// The table, index or entity the difference is about.
    public var subject: String
    public var message: String

    public init(kind: Kind, subject: String, message: String) {
        self.kind = kind
        self.subject = subject
        self.message = message
    }
}
