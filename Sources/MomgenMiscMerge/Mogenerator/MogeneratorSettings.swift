// The command-line settings mogenerator's template keys depend on
// (`gSwift`, `gCustomBaseClass`, `gCustomBaseClassImport`,
// `gCustomBaseClassForced` in mogenerator.m), passed as a value instead of
// globals.

/// What `--swift`, `--base-class`, `--base-class-import` and
/// `--base-class-force` told mogenerator.
public struct MogeneratorSettings: Sendable, Equatable {
    /// `--swift`: Swift type names (`String`, `Int16`) instead of Objective-C ones.
    public var swift: Bool
    /// `--base-class` (or the forced class): the superclass of root entities.
    public var baseClass: String?
    /// `--base-class-import`.
    public var baseClassImport: String?
    /// `--base-class-force`: every entity's superclass, superentity or not.
    public var baseClassForce: String?
    /// The release whose key results to reproduce (1.32 unless the
    /// project's files show an earlier one).
    public var release: MogeneratorRelease

    public init(swift: Bool = true, baseClass: String? = nil, baseClassImport: String? = nil, baseClassForce: String? = nil,
                release: MogeneratorRelease = .v1_32) {
        self.swift = swift
        self.release = release
        self.baseClass = baseClass
        self.baseClassImport = baseClassImport
        self.baseClassForce = baseClassForce
    }

    /// mogenerator's `gCustomBaseClass`: the forced class wins over `--base-class`.
    var customBaseClass: String? { baseClassForce ?? baseClass }
}
