// Bounds for the compiled-model readers, beside the plist reader's own.
import MomgenPlist

/// Limits for reading compiled models.
public struct CompiledLimits: Sendable {
    /// Largest `.mom`, `VersionInfo.plist` or compressed model cache read.
    public var maximumFileSize: Int
    /// Largest model cache once inflated.
    public var maximumInflatedSize: Int
    /// Most `.mom` versions a bundle may hold.
    public var maximumVersions: Int
    public var plist: PlistLimits

    public init(maximumFileSize: Int = 64 << 20, maximumInflatedSize: Int = 64 << 20,
                maximumVersions: Int = 1_000, plist: PlistLimits = .standard) {
        self.maximumFileSize = maximumFileSize
        self.maximumInflatedSize = maximumInflatedSize
        self.maximumVersions = maximumVersions
        self.plist = plist
    }

    public static let standard = CompiledLimits()
}
