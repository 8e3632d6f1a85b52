// mogenerator's command line as a project wrote it (a Run Script phase, a
// script, a Makefile): the options `momgen init` carries into momgen.yml so
// that momgen writes where mogenerator wrote. Only the options of 1.28–1.32
// are read; anything else is kept in `unknown` and named, never guessed.
import MomgenDiagnostics

/// One mogenerator command line, its paths relative to the search root.
///
/// For example, `cd DataModel` then `mogenerator --swift --model
/// ../App/App.xcdatamodeld --human-dir classes --machine-dir properties`
/// gives `model: App/App.xcdatamodeld`, `humanDir: DataModel/classes` and
/// `machineDir: DataModel/properties`.
public struct MogeneratorInvocation: Sendable, Equatable {
    public var model: String?
    public var machineDir: String?
    public var humanDir: String?
    public var outputDir: String?
    public var baseClass: String?
    public var baseClassImport: String?
    /// `--base-class-force CLASS`: the base class even of sub-entities.
    public var baseClassForce: String?
    public var configuration: String?
    public var templatePath: String?
    /// `--template-path` as written: mogenerator looks for it beside the
    /// model first, then in the folder it runs in (`templatePath`).
    public var templatePathAsWritten: String?
    public var templateGroup: String?
    public var templateVars: [String] = []
    public var includem: String?
    public var includeh: String?
    public var swift: Bool = false
    public var v2: Bool = false
    public var orphaned: Bool = false
    /// Arguments mogenerator 1.28–1.32 does not have (named by `init`).
    public var unknown: [String] = []
    /// The file the command line was read from (relative to the root) and
    /// its line there (a Run Script phase: the `shellScript` line).
    public var file: String = ""
    public var line: Int = 0

    /// The folder machine files go to: `-M`, else `-O`, else the current folder.
    public var machineFolder: String? { machineDir ?? outputDir }
    /// The folder human files go to: `-H`, else `-O`.
    public var humanFolder: String? { humanDir ?? outputDir }

    /// Reads mogenerator's options from `arguments` (the words after the
    /// program name), resolving paths against `folder` (relative to the root,
    /// "" for the root itself). Both `--opt value` and `--opt=value` spellings.
    public init(arguments: [String], folder: String) {
        var index = 0
        func value(_ inline: String?) -> String? {
            if let inline { return inline }
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        func path(_ text: String?) -> String? {
            text.map { RelativePath.join(folder, $0) }
        }
        while index < arguments.count {
            let argument = arguments[index]
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            if name.hasPrefix("--"), let full = Self.longOption(abbreviated: String(name.dropFirst(2))) { name = "--" + full }
            switch name {
            case "-m", "--model": model = path(value(inline))
            case "-M", "--machine-dir": machineDir = path(value(inline))
            case "-H", "--human-dir": humanDir = path(value(inline))
            case "-O", "--output-dir": outputDir = path(value(inline))
            case "--base-class": baseClass = value(inline)
            case "--base-class-import": baseClassImport = value(inline)
            case "--base-class-force": baseClassForce = value(inline)
            case "-C", "--configuration": configuration = value(inline)
            case "--template-path":
                templatePathAsWritten = value(inline)
                templatePath = path(templatePathAsWritten)
            case "--template-group": templateGroup = value(inline)
            case "--template-var": value(inline).map { templateVars.append($0) }
            case "--includem": includem = path(value(inline))
            case "--includeh": includeh = path(value(inline))
            case "--swift": swift = true
            case "--v2": v2 = true
            case "--orphaned": orphaned = true
            case "/" where model != nil:
                break  // a stray `/` some projects pass after -m; mogenerator ignores it
            default: unknown.append(argument)
            }
            index += 1
        }
    }

    /// Every mogenerator command line in a shell script's text, with the
    /// folder each runs in: `cd` lines before it are followed, variables the
    /// script sets are expanded, scripts it calls are read (from `root`),
    /// and `${SRCROOT}`/`${PROJECT_DIR}` mean `projectFolder`. `scriptFolder`
    /// is where the script starts (relative to the root); `settings` are
    /// further Xcode build settings (`PROJECT_NAME`, `TARGET_NAME`).
    public static func find(inScript script: String, scriptFolder: String, projectFolder: String, file: String, firstLine: Int = 1,
                            oneLine: Bool = false, root: String = ".", settings: [String: String] = [:]) -> [MogeneratorInvocation] {
        var variables = ShellScriptReader.xcodeVariables(projectFolder: projectFolder, projectName: nil, target: nil)
        variables.merge(settings) { _, new in new }
        var reader = ShellScriptReader(root: root, variables: variables, folder: scriptFolder)
        reader.read(script, file: file, firstLine: firstLine, oneLine: oneLine)
        return reader.found
    }

    /// mogenerator's long options (1.28–1.32), as its getopt_long table lists them.
    static let longOptions = ["model", "configuration", "base-class", "base-class-import", "base-class-force", "includem", "includeh",
                              "template-path", "template-group", "template-var", "output-dir", "machine-dir", "human-dir",
                              "list-source-files", "orphaned", "swift", "v2", "help", "version"]

    /// The long option `name` stands for as getopt_long reads it
    /// (`GetoptLongOption`, the rule `momgen mogenerator` parses by): itself
    /// when it is one, else the one option it is a prefix of (`swif` →
    /// `swift`); nil when it is none or ambiguous (`base-class-` fits two),
    /// which mogenerator refuses and init leaves among the unknown words.
    static func longOption(abbreviated name: String) -> String? {
        guard case .name(let option) = GetoptLongOption.match(name, among: longOptions) else { return nil }
        return option
    }

    /// `mogenerator`, `/usr/local/bin/mogenerator`, `~/bin/mogenerator-beta`,
    /// `"${SRCROOT}/tmpl/mogenerator"`.
    static func isMogenerator(_ program: String) -> Bool {
        let name = program.split(separator: "/").last.map(String.init) ?? program
        return name == "mogenerator" || name.hasPrefix("mogenerator-")
    }
}
