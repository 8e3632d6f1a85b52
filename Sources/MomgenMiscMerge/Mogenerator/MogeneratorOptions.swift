// mogenerator's command line (1.28–1.32), parsed as its getopt_long_only
// parser reads it: long options with one or two dashes, abbreviated to any
// unique prefix (`--swif` is `--swift`, `--base` is ambiguous), `--opt value` or
// `--opt=value`, the short letters, and `--template-var KEY=VALUE` any
// number of times. Other words are accepted and ignored, as mogenerator
// ignores them (a stray `/` is common in real Run Scripts).
import MomgenDiagnostics

/// A mogenerator invocation.
public struct MogeneratorOptions: Sendable, Equatable {
    public var model: String?
    public var configuration: String?
    public var baseClass: String?
    public var baseClassImport: String?
    public var baseClassForce: String?
    public var includeM: String?
    public var includeH: String?
    public var templatePath: String?
    public var templateGroup: String?
    public var templateVariables: [TemplateVariable] = []
    public var outputDir: String?
    public var machineDir: String?
    public var humanDir: String?
    public var swift = false
    public var v2 = false
    public var orphaned = false
    public var listSourceFiles = false
    public var version = false
    public var help = false
    /// `--force` (momgen's own option): run even when a model name is not an
    /// identifier, which a template would write as code.
    public var force = false
    /// `--mogenerator-version` (momgen's own option): the release whose
    /// key results to reproduce.
    public var release: MogeneratorRelease = .v1_32
    /// Whether `--mogenerator-version` was given (else the release is
    /// found from the committed machine files).
    public var releaseIsGiven = false
    /// `--stock-templates DIR` (momgen's own option): a folder holding
    /// mogenerator's stock templates of each release (`DIR/<release>/templates`),
    /// used when no `--template-path` or `--template-group` is given.
    public var stockTemplates: String?
    /// Words that are no option (mogenerator ignores them).
    public var ignoredArguments: [String] = []

    public init() {}

    /// One `--template-var` pair.
    public struct TemplateVariable: Sendable, Equatable {
        public var key: String
        public var value: String
    }

    /// The settings the template keys depend on.
    public var settings: MogeneratorSettings {
        MogeneratorSettings(swift: swift, baseClass: baseClass, baseClassImport: baseClassImport, baseClassForce: baseClassForce,
                            release: release, v2: v2)
    }

    /// Options that take a value, by long name, with the field they set.
    private static let valued: [String: WritableKeyPath<MogeneratorOptions, String?>] = [
        "model": \.model, "configuration": \.configuration, "base-class": \.baseClass, "baseClass": \.baseClass,
        "base-class-import": \.baseClassImport, "base-class-force": \.baseClassForce, "includem": \.includeM,
        "includeh": \.includeH, "template-path": \.templatePath, "templatePath": \.templatePath,
        "template-group": \.templateGroup, "stock-templates": \.stockTemplates, "output-dir": \.outputDir, "machine-dir": \.machineDir, "human-dir": \.humanDir,
    ]
    /// Flags, by long name.
    private static let flags: [String: WritableKeyPath<MogeneratorOptions, Bool>] = [
        "swift": \.swift, "v2": \.v2, "orphaned": \.orphaned, "list-source-files": \.listSourceFiles,
        "version": \.version, "help": \.help, "force": \.force,
    ]
    /// Short letters and the long option each stands for.
    private static let shortNames: [Character: String] = [
        "m": "model", "C": "configuration", "O": "output-dir", "M": "machine-dir", "H": "human-dir",
        "S": "swift", "2": "v2", "h": "help",
    ]

    /// Every long name, mogenerator's and momgen's own.
    private static var longNames: [String] {
        (Array(valued.keys) + Array(flags.keys) + ["template-var", "mogenerator-version"]).sorted()
    }

    /// The long option `body` names, by getopt_long's rule (`GetoptLongOption`);
    /// nil when none matches; an error when it begins several (getopt_long's
    /// "ambiguous option").
    static func longName(abbreviated body: String, argument: String, allowsPrefix: Bool = true) throws -> String? {
        switch GetoptLongOption.match(body, among: longNames, allowsPrefix: allowsPrefix) {
        case .name(let name): return name
        case .unknown: return nil
        case .ambiguous(let matches):
            throw MomgenError.usage("mogenerator option \(argument) is ambiguous (--\(matches.joined(separator: ", --")))")
        }
    }

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws -> MogeneratorOptions {
        var options = MogeneratorOptions()
        var index = 0
        func value(for name: String, inline: String?) throws -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw MomgenError.usage("mogenerator option --\(name) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            guard argument.hasPrefix("-"), argument.count > 1, argument != "--" else {
                options.ignoredArguments.append(argument)
                continue
            }
            var body = String(argument.drop { $0 == "-" })
            var inline: String?
            if let equals = body.firstIndex(of: "=") {
                inline = String(body[body.index(after: equals)...])
                body = String(body[..<equals])
            }
            // A long name or its unique prefix (getopt_long; with a single
            // dash too, getopt_long_only, unless it is one letter).
            let isSingleDash = !argument.hasPrefix("--")
            if let long = try longName(abbreviated: body, argument: argument, allowsPrefix: !(isSingleDash && body.count == 1)) {
                body = long
            } else if isSingleDash, let letter = body.first, let long = shortNames[letter] {
                // A short letter, with its value attached or next.
                let rest = String(body.dropFirst())
                if flags[long] != nil {
                    guard rest.isEmpty, inline == nil else { throw MomgenError.usage("unknown mogenerator option \(argument)") }
                    body = long
                } else {
                    body = long
                    if !rest.isEmpty { inline = rest + (inline.map { "=" + $0 } ?? "") }
                }
            }
            if let field = valued[body] {
                options[keyPath: field] = try value(for: body, inline: inline)
            } else if let flag = flags[body] {
                guard inline == nil else { throw MomgenError.usage("mogenerator option --\(body) takes no value") }
                options[keyPath: flag] = true
            } else if body == "mogenerator-version" {
                let version = try value(for: body, inline: inline)
                guard let release = MogeneratorRelease(version: version) else {
                    throw MomgenError.usage("--mogenerator-version: unknown release '\(version)' (\(MogeneratorRelease.supportedRange))")
                }
                options.release = release
                options.releaseIsGiven = true
            } else if body == "template-var" {
                let pair = try value(for: body, inline: inline)
                guard let equals = pair.firstIndex(of: "=") else {
                    throw MomgenError.usage("--template-var needs KEY=VALUE, got '\(pair)'")
                }
                options.templateVariables.append(TemplateVariable(key: String(pair[..<equals]), value: String(pair[pair.index(after: equals)...])))
            } else {
                throw MomgenError.usage("unknown mogenerator option \(argument)")
            }
        }
        return options
    }
}
