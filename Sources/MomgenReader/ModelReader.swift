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
    /// Each entity is decoded as soon as it is parsed, so the element tree
    /// never holds more than one at a time.
    public func decode(_ bytes: [UInt8], path: String) throws -> Model {
        var decoder = ModelDecoder(file: path)
        let root = try withoutActuallyEscaping({ (child: XMLElementNode, root: XMLElementNode) in
            decoder.decodeTopLevel(child, in: root)
        }) { topLevel in
            try SafeXMLParser(allowsDoctype: false, keepsText: false, limits: limits).parse(bytes, path: path, topLevel: topLevel)
        }
        let model = try decoder.finish(root)
        try InheritanceDepth(limit: limits.maximumInheritanceDepth).check(model)
        return model
    }
}
