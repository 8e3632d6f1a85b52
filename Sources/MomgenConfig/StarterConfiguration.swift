// The commented `momgen.yml` that `momgen init` writes: one entry per model
// found, each generating Swift into its own folder, with the other settings
// present but commented out so a user sees what exists without reading the
// docs first. The same models always give the same bytes.

import MomgenDiagnostics

/// One setting `momgen init` writes for every model because it found
/// evidence for it (e.g. mogenerator's files: `template-set: mogenerator`).
public struct StarterSetting: Sendable, Equatable {
    public var key: String
    /// The YAML value as written.
    public var value: String
    /// Why it is there, written after it.
    public var comment: String

    public init(key: String, value: String, comment: String) {
        self.key = key
        self.value = value
        self.comment = comment
    }
}

/// A starter configuration file for a list of models.
public struct StarterConfiguration: Sendable {
    /// Model paths relative to the folder the file goes in, in the order listed.
    public var models: [String]
    /// Settings found in the project for a model (by its path), each
    /// `(key, value, comment)` with `value` already YAML (paths through
    /// `scalar`): written as active lines, in place of the commented
    /// default of that key.
    public var detected: [String: [(key: String, value: String, comment: String)]]
    /// Settings detected from the project's files that hold for every model
    /// (e.g. mogenerator's machine files), written the same way.
    public var settings: [StarterSetting]

    public init(models: [String], detected: [String: [(key: String, value: String, comment: String)]] = [:],
                settings: [StarterSetting] = []) {
        self.models = models
        self.detected = detected
        self.settings = settings
    }

    /// The file's text.
    public var text: String {
        var lines = [
            "# momgen.yml: what `momgen` (the same as `momgen build`) does on every run. For each model",
            "# below it lints the model, then generates its Swift classes; error-level lint findings stop",
            "# generation. Paths are relative to this file. Every key: docs/integration.md in momgen's",
            "# repository, or `momgen help build`. Written by `momgen init`; edit it freely.",
            "models:",
        ]
        var outputs: Set<String> = []
        for path in models {
            let found = detected[path] ?? []
            let output = found.first { $0.key == "output" }?.value ?? uniqueOutput(for: path, taken: &outputs)
            outputs.insert(output)
            var entry = [
                "  - path: \(Self.scalar(path))",
                "    output: \(Self.scalar(output))   # generated Swift goes here (remove this line to lint only)",
            ]
            entry += [
                "    # layout: mogenerator             # mogenerator (machine + human files) | xcode | single",
                "    # access: internal                # internal | public | open",
                "    # base-class: NSManagedObject     # superclass of the root classes",
                "    # required-style: non-optional    # non-optional | implicitly-unwrapped | optional (the xcode layout's default)",
                "    # template-set: momgen            # momgen | mogenerator (mogenerator's API, mogenerator layout)",
                "    # xcode-version: 26               # with layout xcode: the Xcode whose files to reproduce (8-16, 26)",
                "    # deployment-target: [ios:15.0]   # nothing is generated that these systems cannot use",
                "    # platform-guard: false           # wrap the code in #if canImport(CoreData)",
                "    # ddl: \(Self.scalar(Self.stem(path) + ".sql"))   # also write the SQLite schema Core Data creates",
                "    # xcfilelist: BuildSupport        # input/output file lists for an Xcode run-script phase",
            ]
            let everyModel = settings.map { (key: $0.key, value: $0.value, comment: $0.comment) }
            for setting in everyModel + found where setting.key != "output" {
                let line = "    \(setting.key): \(setting.value)   # \(Self.comment(setting.comment))"
                if let index = entry.firstIndex(where: { $0.hasPrefix("    # \(setting.key): ") }) {
                    entry[index] = line
                } else if let index = entry.firstIndex(where: { $0.hasPrefix("    \(setting.key): ") }) {
                    entry[index] = line
                } else {
                    entry.append(line)
                }
            }
            if let output = found.first(where: { $0.key == "output" }), output.value.isEmpty {
                // An empty detected output: the entry only lints until the comment's condition is met.
                entry[1] = "    # output: \(uniqueOutput(for: path, taken: &outputs))   # \(Self.comment(output.comment))"
            } else if let output = found.first(where: { $0.key == "output" }) {
                entry[1] = "    output: \(output.value)   # \(Self.comment(output.comment))"
            }
            lines += entry
        }
        lines += [
            "",
            "# Lint settings for every model above (docs/lint.md; `momgen lint --list-rules` lists the rules):",
            "# lint:",
            "#   disabled: [no-action-delete-rule]",
            "#   severity: { missing-inverse: error }",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Generated/<Model>` beside the model; a second model of the same name
    /// in the same folder gets `Generated/<Model>-2`, so no two models share
    /// an output folder (and its generation stamp).
    private func uniqueOutput(for path: String, taken: inout Set<String>) -> String {
        let stem = Self.stem(path)
        let slash = stem.lastIndex(of: "/")
        let folder = slash.map { String(stem[..<$0]) + "/" } ?? ""
        let name = slash.map { String(stem[stem.index(after: $0)...]) } ?? stem
        var candidate = folder + "Generated/" + name
        var counter = 2
        while taken.contains(candidate) {
            candidate = folder + "Generated/\(name)-\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// The path without its `.xcdatamodeld` or `.xcdatamodel` ending.
    static func stem(_ path: String) -> String {
        for ending in [".xcdatamodeld", ".xcdatamodel"] where path.hasSuffix(ending) {
            return String(path.dropLast(ending.count))
        }
        return path
    }

    /// `text` safe after a `#` on one line of YAML: a comment quotes
    /// project files (target, build configuration and folder names from
    /// `project.pbxproj`), where a name may hold a line break that would start
    /// a key of its own (`template-path: /etc`), or CR, NEL or U+2028/2029,
    /// which YAML reads as line breaks too. Every control character, those
    /// separators and the bidi controls become visible escapes (the terminal
    /// escaper's, so `--dry-run` shows the same text).
    ///
    /// For example, `"App\ntemplate-path: /etc"` gives `App\ntemplate-path: /etc`
    /// with a backslash and `n`, on one line.
    public static func comment(_ text: String) -> String {
        TerminalText.escaped(text)
    }

    /// A YAML scalar for `value`: plain when that reads back as the same
    /// string, double-quoted (with escapes) otherwise — a path may hold `#`,
    /// `: `, quotes or leading spaces, and words like `true` or `null` would
    /// read back as other types.
    public static func scalar(_ value: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-+")
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
        if let first = value.first, first != "-", first != ".", value.allSatisfy(plain.contains),
           !reserved.contains(value.lowercased()), Double(value) == nil {
            return value
        }
        var quoted = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                // YAML 1.1 reads NEL, U+2028 and U+2029 as line breaks even
                // inside quotes (a folded break would end or inject an
                // entry), so they are escapes, with the C1 controls and the
                // bidi controls that would reorder the file on screen.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    quoted += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
                } else if [0x2028, 0x2029, 0x061C, 0x200E, 0x200F].contains(scalar.value)
                            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
