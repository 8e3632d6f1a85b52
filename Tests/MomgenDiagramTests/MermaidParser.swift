// Mermaid's own parser (Mermaid 11, as bundled in the PyPI package
// mermaid-parser-py) run with node: parses erDiagram text exactly as GitHub's
// renderer does before drawing, and returns what it understood.
import Foundation
import MomgenTestSupport
import XCTest

/// What Mermaid's parser read from an erDiagram.
struct ParsedMermaid: Decodable {
    struct Entity: Decodable {
        struct Attribute: Decodable {
            var type: String
            var name: String
            var comment: String
            var keys: [String]
        }
        var label: String
        var alias: String
        var attributes: [Attribute]
        var cssClasses: String
    }
    struct Relationship: Decodable {
        struct Spec: Decodable {
            /// Mermaid's own naming: `cardA` is the symbol right of `--`.
            var cardA: String
            var cardB: String
        }
        var entityA: String
        var entityB: String
        var roleA: String
        var relSpec: Spec
    }
    /// By entity id as written in the text.
    var entities: [String: Entity]
    var relationships: [Relationship]
}

/// Runs the parser.
enum MermaidParser {
    /// Skips (fails under MOMGEN_STRICT_TESTS) unless node and the bundle are installed.
    static func bundle() throws -> String {
        try TestRequirements.tool("node", install: "apt-get install nodejs")
        let probe = "import importlib.util, sys; sys.exit(importlib.util.find_spec('mermaid_parser') is None)"
        try TestRequirements.python(probe, install: "python3 -m pip install --no-deps mermaid-parser-py==0.0.4 (or scripts/install-dependencies)")
        let result = try run(["python3", "-c", "import importlib.util, os; s = importlib.util.find_spec('mermaid_parser'); "
                              + "print(os.path.join(os.path.dirname(s.origin), 'js', 'parser.bundle.js'))"], input: "")
        return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Parses `text`; throws with Mermaid's message when it does not parse.
    static func parse(_ text: String, bundle: String) throws -> ParsedMermaid {
        try parseAll([text], bundle: bundle)[0].get()
    }

    /// Parses each text in one node process (node's start-up is most of
    /// the cost of one parse).
    static func parseAll(_ texts: [String], bundle: String) throws -> [Result<ParsedMermaid, MermaidParseError>] {
        let script = """
        const parse = require(process.argv[1]);
        const texts = JSON.parse(require('fs').readFileSync(0, 'utf8'));
        (async () => {
          const results = [];
          for (const text of texts) {
            try {
              const db = JSON.parse(await parse(text)).graph_data;
              const ids = {};
              for (const [name, e] of Object.entries(db.entities)) ids[e.id] = name;
              for (const rel of db.relationships) { rel.entityA = ids[rel.entityA]; rel.entityB = ids[rel.entityB]; }
              results.push({ ok: { entities: db.entities, relationships: db.relationships } });
            } catch (e) { results.push({ error: String(e.message || e) }); }
          }
          process.stdout.write(JSON.stringify(results));
        })();
        """
        let input = String(decoding: try JSONEncoder().encode(texts), as: UTF8.self)
        let result = try run(["node", "-e", script, bundle], input: input)
        guard result.status == 0 else { throw MermaidParseError(message: result.err) }
        struct Outcome: Decodable { var ok: ParsedMermaid?; var error: String? }
        return try JSONDecoder().decode([Outcome].self, from: Data(result.out.utf8)).map {
            if let parsed = $0.ok { return .success(parsed) }
            return .failure(MermaidParseError(message: $0.error ?? "no result"))
        }
    }

    /// Turns Mermaid's entity codes back into characters as its renderer
    /// does (`#quot;` → `"`, `#35;` → `#`); the parser keeps them as
    /// `ﬂ°…¶ß` placeholders until drawing.
    static func decodeEntityCodes(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "ﬂ°°", with: "#").replacingOccurrences(of: "ﬂ°", with: "#")
            .replacingOccurrences(of: "¶ß", with: ";")
        for (code, character) in [("#quot;", "\""), ("#lt;", "<"), ("#gt;", ">"), ("#amp;", "&"), ("#37;", "%"), ("#92;", "\\"), ("#35;", "#")] {
            result = result.replacingOccurrences(of: code, with: character)
        }
        return result
    }

    private static func run(_ arguments: [String], input: String) throws -> (status: Int32, out: String, err: String) {
        let folder = TestPaths.temporaryFolder("mermaid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inURL = folder.appendingPathComponent("in"), outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        try Data(input.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// Mermaid did not parse the text.
struct MermaidParseError: Error, CustomStringConvertible {
    var message: String
    var description: String { "Mermaid's parser rejected the diagram: \(message)" }
}
