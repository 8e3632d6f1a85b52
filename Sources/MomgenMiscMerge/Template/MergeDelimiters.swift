// The strings that open and close a command in a template.

/// A pair of tag delimiters.
///
/// For example, mogenerator's `<$` and `$>`; MiscMerge's own default is
/// `«` and `»`, and `include` may name a pair for the included file.
public struct MergeDelimiters: Sendable, Equatable {
    public let start: String
    public let end: String

    public init(start: String, end: String) {
        self.start = start
        self.end = end
    }

    /// The delimiters mogenerator sets on every template.
    public static let mogenerator = MergeDelimiters(start: "<$", end: "$>")
    /// MiscMerge's own defaults.
    public static let miscMerge = MergeDelimiters(start: "«", end: "»")
}
