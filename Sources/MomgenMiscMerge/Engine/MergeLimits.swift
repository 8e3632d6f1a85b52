// Templates are untrusted input (a pull request can change them): these
// bounds keep a hostile or broken template from exhausting memory, time or
// the stack. The output, loop and step bounds hold for a whole run (every
// template over every entity, through one `MergeBudget`), not per entity:
// a bound per entity lets a 100-entity model multiply it by 100.

/// The bounds a template run stays within; exceeding one is an error at the
/// template location that did it.
public struct MergeLimits: Sendable {
    /// The largest output a run may produce, over all its renderings, in UTF-8 bytes.
    public var maxOutputBytes: Int
    /// The most `foreach` iterations a run may make, over all its renderings.
    public var maxLoopIterations: Int
    /// How deeply `include` may nest.
    public var maxIncludeDepth: Int
    /// How deeply blocks (`if`, `foreach`) and expressions (parentheses,
    /// `!`, `-`) may nest: recursion depth in the parser and the engine.
    public var maxNesting: Int
    /// The largest template file read, in bytes.
    public var maxTemplateBytes: Int
    /// The most commands a run may execute (text, tags, blocks, each
    /// element a `set` stores): what bounds the time of a template that
    /// writes nothing, such as includes nested four times each.
    public var maxSteps: Int
    /// The most elements one `set` value may hold, nested lists counted in
    /// full (`set a = a, a` doubles it): what every later use of the value
    /// costs.
    public var maxValueElements: Int

    public init(maxOutputBytes: Int = 32 << 20, maxLoopIterations: Int = 1_000_000, maxIncludeDepth: Int = 16,
                maxNesting: Int = 100, maxTemplateBytes: Int = 4 << 20, maxSteps: Int = 10_000_000,
                maxValueElements: Int = 100_000) {
        self.maxOutputBytes = maxOutputBytes
        self.maxLoopIterations = maxLoopIterations
        self.maxIncludeDepth = maxIncludeDepth
        self.maxNesting = maxNesting
        self.maxTemplateBytes = maxTemplateBytes
        self.maxSteps = maxSteps
        self.maxValueElements = maxValueElements
    }

    /// The defaults: far above any real template set, and low enough that
    /// a run that reaches one ends within the promised time. Real sets over
    /// a 690 KB model (440 entities: planck-objc's four Objective-C
    /// templates, clark's, doordash's, gatekeeper's and soundcloud's Swift
    /// ones) write at most 4.7 MB in under 50,000 loop iterations and
    /// 700,000 steps: the bounds are 7, 20 and 14 times that. A hostile run
    /// that reaches the loop or step bound takes about 0.6 s of CPU in a
    /// release build (docs/mogenerator-templates.md).
    public static let standard = MergeLimits()
}

/// What a run has spent of its `MergeLimits`, shared by every rendering of
/// the run (each template, each entity). A run owns one; nothing else does.
public final class MergeBudget {
    public let limits: MergeLimits
    var outputBytes = 0
    var loopIterations = 0
    var steps = 0

    public init(limits: MergeLimits = .standard) {
        self.limits = limits
    }
}
