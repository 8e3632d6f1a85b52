// Which `contents` file a path given by the user stands for.

/// The model file chosen for a path, and where it came from.
public struct ModelSource: Hashable, Sendable {
    /// The `contents` file that is read.
    public var contentsPath: String
    /// The `.xcdatamodeld` bundle, when the path was one.
    public var bundlePath: String?
    /// The chosen version's folder name without `.xcdatamodel` (e.g. `Model 2`).
    public var versionName: String?
    /// Every version in the bundle, by folder name without extension, sorted.
    public var availableVersions: [String]
    /// How the version was chosen.
    public var selection: VersionSelection
    /// For a compiled model (`.mom`, a store's model cache): what its
    /// archive held that momgen keeps as unknown or cannot recover, one
    /// line each (`CompiledModel.notes`); empty for a source model.
    public var compiledNotes: [String] = []
    /// The files the reader took in, when it lists them itself (SwiftData
    /// code: every `.swift` file read); nil for a bundle or a `contents` file,
    /// whose files follow from the paths above.
    public var inputFiles: [String]?

    /// How a bundle's version was picked.
    public enum VersionSelection: String, Hashable, Sendable {
        /// Not a bundle: a single model folder or a `contents` file.
        case notBundle = "not-a-bundle"
        /// Named by `.xccurrentversion`.
        case currentVersionFile = "xccurrentversion"
        /// The bundle has no `.xccurrentversion` and a single version.
        case onlyVersion = "only-version"
        /// Picked by the user (`--model-version`).
        case requested = "requested"
    }

    public init(contentsPath: String, bundlePath: String? = nil, versionName: String? = nil,
                availableVersions: [String] = [], selection: VersionSelection = .notBundle) {
        self.contentsPath = contentsPath
        self.bundlePath = bundlePath
        self.versionName = versionName
        self.availableVersions = availableVersions
        self.selection = selection
    }
}
