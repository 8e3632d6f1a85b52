// The bounds the Swift-source reader keeps: it reads a pull request's code,
// so a folder of a million files, a 1 GB file or a thousand nested types end
// in a one-line error, never in unbounded time or memory.

/// How much Swift source one read may take in.
public struct SwiftSourceLimits: Hashable, Sendable {
    /// `.swift` files in one folder walk (after skipping hidden folders).
    public var maximumFiles: Int
    /// Bytes of one file.
    public var maximumFileBytes: Int
    /// Bytes of all files together.
    public var maximumTotalBytes: Int
    /// Nesting of type declarations (and of folders walked).
    public var maximumNestingDepth: Int
    /// Typealias hops followed while resolving one type name.
    public var maximumAliasHops: Int

    /// Bounds well above real apps (dashpay's schema: 36 files, 300 KB).
    public init(maximumFiles: Int = 5_000, maximumFileBytes: Int = 4 << 20, maximumTotalBytes: Int = 64 << 20,
                maximumNestingDepth: Int = 32, maximumAliasHops: Int = 16) {
        self.maximumFiles = maximumFiles
        self.maximumFileBytes = maximumFileBytes
        self.maximumTotalBytes = maximumTotalBytes
        self.maximumNestingDepth = maximumNestingDepth
        self.maximumAliasHops = maximumAliasHops
    }
}
