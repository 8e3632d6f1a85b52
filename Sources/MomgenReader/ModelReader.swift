// read: the stage's entry point. Path → located `contents` → safe XML parse →
// declared `Model`.
import MomgenDiagnostics
import MomgenModel

/// Reads a Core Data model from disk.
public struct ModelReader: Sendable {
    public var limits: ReaderLimits

    public init(limits: ReaderLimits = .standard) {
        self.limits = limits
    }

    /// Locates and reads the model at `path` (bundle, model folder or `contents`).
    public func read(_ path: String, version: String? = nil) throws -> (source: ModelSource, model: Model) {
        let source = try ModelLocator(limits: limits).locate(path, version: version)
        return (source, try readContents(source.contentsPath))
    }

    /// Reads one `contents` file.
    public func readContents(_ path: String) throws -> Model {
        let bytes = try FileBytes.read(path, limit: limits.maximumFileSize)
        return try decode(bytes, path: path)
    }

    /// Decodes model XML held in memory, naming `path` in locations.
    public func decode(_ bytes: [UInt8], path: String) throws -> Model {
        let root = try SafeXMLParser(allowsDoctype: false, keepsText: false, limits: limits).parse(bytes, path: path)
        var decoder = ModelDecoder(file: path)
        return try decoder.decode(root)
    }
}
