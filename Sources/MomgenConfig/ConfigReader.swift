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

    /// Reads the file at `path`. Throws `MomgenError.unreadableInput` when it
    /// cannot be read or is not YAML; key problems come back as diagnostics.
    public func read(_ path: String) throws -> (MomgenConfiguration, [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MomgenError.unreadableInput(SourceLocation(file: path), "cannot read the configuration file")
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path)
    }

    /// Parses YAML `text`, naming `file` in locations.
    public func parse(_ text: String, file: String) throws -> (MomgenConfiguration, [Diagnostic]) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw MomgenError.unreadableInput(SourceLocation(file: file), "not valid YAML: \(Self.firstLine(of: error))")
        } catch {
            throw MomgenError.unreadableInput(SourceLocation(file: file), "not valid YAML")
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

    private static func firstLine(of error: YamlError) -> String {
        String(describing: error).split(separator: "\n").first.map(String.init) ?? "parse error"
    }
}
