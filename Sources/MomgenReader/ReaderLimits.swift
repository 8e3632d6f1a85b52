// Bounds that keep a hostile or broken file from exhausting the machine.

/// Limits the XML reader enforces before and while parsing.
public struct ReaderLimits: Sendable {
    /// Largest file accepted. The biggest real models are a few MB; a
    /// 4,000-entity synthetic model is about 5 MB.
    public var maximumFileSize: Int
    /// Deepest element nesting accepted. Real models nest five levels.
    public var maximumDepth: Int
    /// Most ancestors an entity may have. Real models stay under 10 (the
    /// corpus's deepest is 2); every stage holds each entity's parent chain
    /// and inherited properties, so depth multiplies the work (InheritanceDepth).
    public var maximumInheritanceDepth: Int

    public init(maximumFileSize: Int = 64 << 20, maximumDepth: Int = 32, maximumInheritanceDepth: Int = 100) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumInheritanceDepth = maximumInheritanceDepth
    }

    public static let standard = ReaderLimits()
}
