// The folder a run's templates come from, and the only place `include` may
// read: template files are untrusted, so an include that names an absolute
// path or climbs out of the folder (by `..` or a symbolic link) is refused,
// as are include cycles and includes nested deeper than the limit.
import Foundation
import MomgenDiagnostics

/// A template folder with the bounds for reading from it.
public struct TemplateFolder {
    /// The folder, or nil when templates come from strings (no includes).
    public let url: URL?
    public let limits: MergeLimits
    /// How template files are decoded: UTF-8, or Latin-1 as mogenerator
    /// 1.30 and earlier read them (as "ASCII").
    public let encoding: String.Encoding

    public init(url: URL?, limits: MergeLimits = .standard, encoding: String.Encoding = .utf8) {
        self.url = url
        self.limits = limits
        self.encoding = encoding
    }

    /// The same folder read with `encoding`.
    public func reading(as encoding: String.Encoding) -> TemplateFolder {
        TemplateFolder(url: url, limits: limits, encoding: encoding)
    }

    /// The path and text of `name` inside the folder.
    func read(_ name: String, from location: SourceLocation) throws -> (path: String, text: String) {
        guard let url else {
            throw MomgenError.unreadableInput(location, "'include \(name)': no template folder to include from")
        }
        guard !name.hasPrefix("/"), !name.hasPrefix("~") else {
            throw MomgenError.unreadableInput(location, "'\(name)': templates may only read files inside the template folder")
        }
        let root = url.standardizedFileURL.resolvingSymlinksInPath().path
        let target = url.appendingPathComponent(name).standardizedFileURL.resolvingSymlinksInPath().path
        guard target.hasPrefix(root + "/") else {
            throw MomgenError.unreadableInput(location, "'\(name)' is outside the template folder")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: target)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw MomgenError.unreadableInput(location, "'\(name)': no such template file in \(url.path)")
        }
        if let size = attributes?[.size] as? Int, size > limits.maxTemplateBytes {
            throw MomgenError.unreadableInput(location, "'\(name)' is larger than \(limits.maxTemplateBytes) bytes")
        }
        guard let data = FileManager.default.contents(atPath: target), let text = String(data: data, encoding: encoding) else {
            throw MomgenError.unreadableInput(location, "'\(name)' cannot be read as \(encoding == .utf8 ? "UTF-8" : "text")")
        }
        return (url.appendingPathComponent(name).path, text)
    }

    /// Parses `source`, resolving its includes; `includeStack` holds the
    /// files being parsed, outermost first, to find cycles. `cache` holds
    /// what each include gave, so a file included many times (each of ten
    /// files including the next four times) is read and parsed once per
    /// place in the include chain, not once per path through it.
    func parse(source: String, file: String, delimiters: MergeDelimiters, includeStack: [String],
               cache: IncludeCache = IncludeCache()) throws -> [MergeNode] {
        if source.utf8.count > limits.maxTemplateBytes {
            throw MomgenError.unreadableInput(SourceLocation(file: file), "template larger than \(limits.maxTemplateBytes) bytes")
        }
        let pieces = try TemplateSplitter(delimiters: delimiters, file: file, maxNesting: limits.maxNesting).split(source)
        let parser = TemplateParser(delimiters: delimiters, maxNesting: limits.maxNesting) { name, ownDelimiters, location in
            guard includeStack.count <= limits.maxIncludeDepth else {
                throw MomgenError.unreadableInput(location, "includes nested more than \(limits.maxIncludeDepth) deep")
            }
            let chosen = ownDelimiters ?? delimiters
            // The result depends on the file, its delimiters and the chain
            // of files including it (for cycles and depth): the key.
            let key = [name, chosen.start, chosen.end].joined(separator: "\u{0}") + "\u{1}" + includeStack.joined(separator: "\u{0}")
            if let known = cache.nodes[key] { return known }
            let (path, text) = try read(name, from: location)
            let canonical = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            let open = includeStack.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
            if open.contains(canonical) {
                throw MomgenError.unreadableInput(location, "include cycle: '\(name)' is already being included")
            }
            cache.files.insert(path)
            let nodes = try parse(source: text, file: path, delimiters: chosen, includeStack: includeStack + [path], cache: cache)
            cache.nodes[key] = nodes
            return nodes
        }
        return try parser.parse(pieces, file: file)
    }
}

/// What the includes of one template gave, by file name, delimiters and
/// include chain. One template's parse owns one.
final class IncludeCache {
    var nodes: [String: [MergeNode]] = [:]
    /// The paths of the files included, for the run's inputs.
    var files: Set<String> = []
}
