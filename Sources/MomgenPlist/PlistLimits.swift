// The bounds every binary property list is read within. A plist in a store's
// metadata or a compiled model comes from outside: its object count, nesting
// and total decoded size are capped so a small hostile file cannot make
// momgen allocate without end (issue 25 items 1-2).

/// Limits for reading one binary property list.
public struct PlistLimits: Hashable, Sendable {
    /// Most objects the offset table may declare.
    public var maximumObjectCount: Int
    /// Deepest nesting a materialised value may have (cycles end here too).
    public var maximumDepth: Int
    /// Most values (each element, key and scalar counts one) plus bytes of
    /// strings and data one materialisation may produce. Shared references
    /// count each time they are reached, so a bomb that reuses one array many
    /// times runs out of budget instead of memory.
    public var maximumDecodedSize: Int
    /// Most a walk of one keyed archive may spend (`ArchiveCost`): entries
    /// and references parsed plus bytes of text decoded, counted at every
    /// look-up, shared objects each time they are reached.
    public var maximumArchiveCost: Int

    /// The budget for walking an archive of `size` bytes: in proportion to
    /// the input (an honest archive costs about 5 units per byte), with a
    /// floor for small ones, up to `maximumArchiveCost`. A small bomb thus
    /// stops after a few million units, not 24 million.
    public func archiveCost(forSize size: Int) -> Int {
        let (scaled, overflow) = size.multipliedReportingOverflow(by: 32)
        return overflow ? maximumArchiveCost : min(maximumArchiveCost, 1_000_000 + scaled)
    }

    public init(maximumObjectCount: Int, maximumDepth: Int, maximumDecodedSize: Int,
                maximumArchiveCost: Int = 24_000_000) {
        self.maximumObjectCount = maximumObjectCount
        self.maximumDepth = maximumDepth
        self.maximumDecodedSize = maximumDecodedSize
        self.maximumArchiveCost = maximumArchiveCost
    }

    /// Generous for any real metadata or model (the largest model caches seen
    /// hold a few thousand objects; compiled models are never materialised
    /// whole, only walked), small enough that a bomb stops within a second
    /// or two and tens of megabytes.
    public static let standard = PlistLimits(maximumObjectCount: 4_000_000, maximumDepth: 128,
                                             maximumDecodedSize: 4 * 1024 * 1024)
}
