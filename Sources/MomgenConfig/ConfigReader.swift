// Reads a configuration file: YAML text → `ConfigValue` (via Yams) →
// `MomgenConfiguration`, with every problem reported as a diagnostic.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenDiagnostics
import Yams

/// Parses `.momgen.yml` files.
public struct ConfigReader: Sendable {
    public init() {}

    /// The size, nesting and alias bounds applied before parsing.
    public var bounds = ConfigBounds.standard

    /// Reads the file at `path`. Throws `MomgenError.unreadableInput` when it
    /// cannot be read, is out of bounds or is not YAML; key problems come
    /// back as diagnostics.
    public func read(_ path: String) throws -> (MomgenConfiguration, [Diagnostic]) {
        let start = SourceLocation(file: path, line: 1, column: 1)
        // The size is checked before reading: a huge file is never loaded.
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > bounds.maximumFileSize {
            throw MomgenError.unreadableInput(start, "the configuration file is \(size) bytes, larger than the \(bounds.maximumFileSize)-byte limit")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MomgenError.unreadableInput(start, "cannot read the configuration file")
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path)
    }

    /// Parses YAML `text`, naming `file` in locations. The text is checked
    /// against `bounds` first, so Yams never sees deep nesting or aliases.
    public func parse(_ text: String, file: String) throws -> (MomgenConfiguration, [Diagnostic]) {
        try bounds.check(Array(text.utf8), file: file)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw MomgenError.unreadableInput(Self.location(of: error, in: file), "not valid YAML: \(Self.problem(of: error))")
        } catch {
            throw MomgenError.unreadableInput(SourceLocation(file: file, line: 1, column: 1), "not valid YAML")
        }
        var problems = ConfigProblems(file: file)
        let configuration = MomgenConfiguration(node.map(Self.value), problems: &problems)
        return (configuration, problems.diagnostics.sorted(by: Diagnostic.reportOrder))
    }

    /// Converts a Yams node, keeping lines.
    static func value(_ node: Node) -> ConfigValue {
        let line = node.mark?.line ?? 0
        switch node {
        case let .scalar(scalar):
            return .scalar(scalar.string, line: line)
        case let .sequence(sequence):
            return .list(sequence.map(value), line: line)
        case let .mapping(mapping):
            return .mapping(mapping.map { ConfigEntry(key: $0.key.string ?? "", value: value($0.value), line: $0.key.mark?.line ?? line) }, line: line)
        }
    }

    /// Where Yams found the problem (line 1, column 1 when it does not say).
    private static func location(of error: YamlError, in file: String) -> SourceLocation {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _):
            return SourceLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
        default:
            return SourceLocation(file: file, line: 1, column: 1)
        }
    }

    /// Yams' problem text, without the copy of the offending line it appends.
    private static func problem(of error: YamlError) -> String {
        switch error {
        case let .scanner(context, problem, _, _), let .parser(context, problem, _, _), let .composer(context, problem, _, _):
            return context.map { "\($0.text) \(problem)" } ?? problem
        default:
            return String(describing: error).split(separator: "\n").first.map(String.init) ?? "parse error"
        }
    }
}
