// `--xcfilelist DIR`: the input and output file lists of an Xcode run-script
// phase, so Xcode runs momgen only when the model or the configuration
// changed. Paths under $SRCROOT (set when Xcode runs the script) are written as
// `$(SRCROOT)/…`, so the lists can be committed; others stay as given.
import MomgenWriter

/// Builds `momgen-inputs.xcfilelist` and `momgen-outputs.xcfilelist`.
public struct XcodeFileLists: Sendable {
    public static let inputsName = "momgen-inputs.xcfilelist"
    public static let outputsName = "momgen-outputs.xcfilelist"

    /// The project root to write paths relative to, e.g. Xcode's `SRCROOT`.
    public let sourceRoot: String?

    public init(sourceRoot: String?) {
        self.sourceRoot = sourceRoot.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// The two lists as files in `folder`: inputs are the model's files and the
    /// configuration file, outputs are the regenerated (machine) files.
    public func files(folder: String, inputs: [String], outputs: [OutputFile]) -> [OutputFile] {
        let machine = outputs.filter { $0.policy == .regenerate }.map { "\($0.folder)/\($0.path)" }
        return [
            OutputFile(folder: folder, path: Self.inputsName, contents: list(inputs), policy: .regenerate),
            OutputFile(folder: folder, path: Self.outputsName, contents: list(machine), policy: .regenerate),
        ]
    }

    private func list(_ paths: [String]) -> String {
        let lines = Set(paths.map(spelled)).sorted()
        return lines.map { $0 + "\n" }.joined()
    }

    private func spelled(_ path: String) -> String {
        guard let root = sourceRoot, path.hasPrefix(root + "/") else { return path }
        return "$(SRCROOT)" + path.dropFirst(root.count)
    }
}
