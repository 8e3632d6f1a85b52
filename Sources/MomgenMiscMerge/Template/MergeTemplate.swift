// A parsed MiscMerge template, ready to run against any number of objects.
import Foundation
import MomgenDiagnostics

/// A template parsed into commands, includes resolved.
///
/// For example, `MergeTemplate(source: "<$name$>", file: "t.motemplate")`
/// prints the main object's `name`.
public struct MergeTemplate {
    /// The commands, in order.
    let nodes: [MergeNode]
    /// The path errors name.
    public let file: String
    /// The files its `include`s read, sorted: inputs of the run as much as
    /// the template itself (a stamp that left them out would call a build
    /// current after one of them changed).
    public let includedFiles: [String]

    /// Parses `source`; `folder`, when given, is where `include` may read
    /// files (without one, `include` is an error).
    public init(source: String, file: String, delimiters: MergeDelimiters = .mogenerator,
                folder: TemplateFolder? = nil, limits: MergeLimits = .standard) throws {
        let loader = folder ?? TemplateFolder(url: nil, limits: limits)
        self.file = file
        let cache = IncludeCache()
        nodes = try loader.parse(source: source, file: file, delimiters: delimiters, includeStack: [], cache: cache)
        includedFiles = cache.files.sorted()
    }

    /// Reads and parses `name` from `folder`.
    public init(named name: String, in folder: TemplateFolder, delimiters: MergeDelimiters = .mogenerator) throws {
        let location = SourceLocation(file: name, line: 0, column: 0)
        let (path, source) = try folder.read(name, from: location)
        file = path
        let cache = IncludeCache()
        nodes = try folder.parse(source: source, file: path, delimiters: delimiters, includeStack: [path], cache: cache)
        includedFiles = cache.files.sorted()
    }
}
