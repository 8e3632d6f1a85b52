// Package.swift read as text, enough for the docs tests: the source targets
// with their dependencies, and the system libraries with their providers.
// Reading the text (not `swift package dump-package`) keeps the test from
// starting a second SwiftPM on the build folder the test run holds.

struct PackageManifest {
    struct Module: Equatable {
        var name: String
        var dependencies: [String]
    }

    struct SystemLibrary {
        var name: String
        var apt: [String]
        var brew: [String]
    }

    /// Source targets in declaration order (the test-support target under
    /// `Tests/` and the test targets left out; plugins are not modules).
    private(set) var modules: [Module] = []
    private(set) var systemLibraries: [SystemLibrary] = []

    init(source: String) {
        let targets = source.range(of: "targets: [").map { String(source[$0.lowerBound...]) } ?? ""
        var rest = Substring(targets)
        while let call = Self.nextCall(in: &rest) {
            guard let name = Self.firstString(after: "name:", in: call), !call.contains("path: \"Tests/") else { continue }
            if call.hasPrefix(".systemLibrary(") {
                let apt = Self.bracket(after: ".apt(", in: call).map(Self.strings) ?? []
                let brew = Self.bracket(after: ".brew(", in: call).map(Self.strings) ?? []
                systemLibraries.append(SystemLibrary(name: name, apt: apt, brew: brew))
            }
            var dependencies: [String] = []
            if let list = Self.bracket(after: "dependencies:", in: call) {
                dependencies = Self.dependencyNames(list)
            }
            modules.append(Module(name: name, dependencies: dependencies))
        }
    }

    /// The README's table rows, one module a line.
    var moduleGraphTable: String {
        var table = "| module | depends on |\n| --- | --- |\n"
        for module in modules {
            let dependencies = module.dependencies.isEmpty ? "—" : module.dependencies.map { "`\($0)`" }.joined(separator: ", ")
            table += "| `\(module.name)` | \(dependencies) |\n"
        }
        return table
    }

    /// The next `.target(…)`, `.executableTarget(…)` or `.systemLibrary(…)`
    /// call, whole, with `rest` advanced past it.
    private static func nextCall(in rest: inout Substring) -> Substring? {
        let starts = [".target(", ".executableTarget(", ".systemLibrary("].compactMap { rest.range(of: $0) }
        guard let start = starts.min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        guard let end = matchingClose(of: "(", ")", from: rest.index(before: start.upperBound), in: rest) else { return nil }
        defer { rest = rest[end...] }
        return rest[start.lowerBound..<end]
    }

    /// The index after the bracket that closes the one at `open`.
    private static func matchingClose(of opening: Character, _ closing: Character, from open: Substring.Index, in text: Substring) -> Substring.Index? {
        var depth = 0
        var index = open
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == opening { depth += 1 }
                if character == closing {
                    depth -= 1
                    if depth == 0 { return text.index(after: index) }
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The `[…]` (or `(…)`) that follows `marker`, without its brackets.
    private static func bracket(after marker: String, in call: Substring) -> Substring? {
        guard let found = call.range(of: marker) else { return nil }
        let tail = call[found.upperBound...]
        guard let open = tail.firstIndex(where: { $0 == "[" || $0 == "(" }) else { return nil }
        let closing: Character = tail[open] == "[" ? "]" : ")"
        guard let end = matchingClose(of: tail[open], closing, from: open, in: tail) else { return nil }
        return tail[tail.index(after: open)..<tail.index(before: end)]
    }

    private static func firstString(after marker: String, in text: Substring) -> String? {
        guard let found = text.range(of: marker) else { return nil }
        return strings(text[found.upperBound...]).first
    }

    /// The string literals of `text`, line comments skipped.
    private static func strings(_ text: Substring) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            let parts = code.split(separator: "\"", omittingEmptySubsequences: false)
            found += stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
        }
        return found
    }

    /// `"A", .product(name: "B", package: "C")` → `A`, `B`.
    private static func dependencyNames(_ list: Substring) -> [String] {
        var names: [String] = []
        var rest = list
        while let product = rest.range(of: ".product(") {
            names += strings(rest[..<product.lowerBound])
            guard let end = matchingClose(of: "(", ")", from: rest.index(before: product.upperBound), in: rest) else { break }
            names += firstString(after: "name:", in: rest[product.lowerBound..<end]).map { [$0] } ?? []
            rest = rest[end...]
        }
        return names + strings(rest)
    }
}
