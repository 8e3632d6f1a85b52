// Templates are untrusted input (a pull request can change them): these
// bounds keep a hostile or broken template from exhausting memory, time or
// the stack.

/// The bounds a template run stays within; exceeding one is an error at the
/// template location that did it.
public struct MergeLimits: Sendable {
    /// The largest output one template may produce for one entity, in UTF-8 bytes.
    public var maxOutputBytes: Int
    /// The most `foreach` iterations one rendering may run, over all loops.
    public var maxLoopIterations: Int
    /// How deeply `include` may nest.
    public var maxIncludeDepth: Int
    /// How deeply blocks (`if`, `foreach`) and expressions (parentheses,
    /// `!`, `-`) may nest: recursion depth in the parser and the engine.
    public var maxNesting: Int
    /// The largest template file read, in bytes.
    public var maxTemplateBytes: Int

    public init(maxOutputBytes: Int = 16 << 20, maxLoopIterations: Int = 1_000_000, maxIncludeDepth: Int = 16,
                maxNesting: Int = 100, maxTemplateBytes: Int = 4 << 20) {
        self.maxOutputBytes = maxOutputBytes
        self.maxLoopIterations = maxLoopIterations
        self.maxIncludeDepth = maxIncludeDepth
        self.maxNesting = maxNesting
        self.maxTemplateBytes = maxTemplateBytes
    }

    /// The defaults: far above any real template (the largest stock
    /// template writes a few kilobytes per entity).
    public static let standard = MergeLimits()
}
