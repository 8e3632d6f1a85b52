// The first two stages composed: read → resolve. The CLI, the plugins and the
// tests all load models through here, so there is one way to do it.
import MomgenModel
import MomgenReader

/// Reads and resolves models.
public struct ModelLoader: Sendable {
    public var reader: ModelReader
    public var resolver: Resolver
    /// Where the notes of a compiled model's reader go.
    public var compiledNotes: CompiledModelNotes
    /// With SwiftData code as the model: more `.swift` files or folders read
    /// with it as one model (`momgen dump A.swift B.swift`).
    public var moreSwiftSources: [String] = []

    public init(reader: ModelReader = ModelReader(), resolver: Resolver = Resolver(),
                compiledNotes: CompiledModelNotes = .standardError) {
        self.reader = reader
        self.resolver = resolver
        self.compiledNotes = compiledNotes
    }

    /// Loads the model at `path` (bundle, model folder or `contents` file;
    /// or, compiled, a `.mom`, a `.momd` bundle or a Core Data store; or
    /// SwiftData code: a `.swift` file or a folder of them).
    /// Throws `MomgenError` when the input cannot be read as a model.
    public func load(_ path: String, version: String? = nil) throws -> LoadedModel {
        if let compiled = try CompiledModelLoading(loader: self).load(path, version: version) { return compiled }
        if let swift = try SwiftSourceLoading(loader: self).load(path, version: version) { return swift }
        let (source, model) = try reader.read(path, version: version)
        return LoadedModel(source: source, resolved: resolver.resolve(model))
    }
}
