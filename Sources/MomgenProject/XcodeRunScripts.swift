// The Run Script phases of one `project.pbxproj` with what Xcode gives each
// when it runs: its shell (`shellPath`, which may carry a script of its own:
// `/bin/sh Scripts/mogenerator.sh`), the target running it (`TARGET_NAME`)
// and the project's name (`PROJECT_NAME`). The scripts' text and lines come
// from PBXShellScripts' one pass; the property list says whose they are.

/// One Run Script phase as Xcode runs it.
///
/// For example, a phase of target `App` in `App.xcodeproj` with `shellPath =
/// /bin/sh;` gives `shell: ["/bin/sh"]`, `target: "App"`, `projectName: "App"`.
struct XcodeRunScript {
    var script: String
    /// The line of `shellScript =` in the project file.
    var line: Int
    /// `shellPath` as words: the interpreter and any arguments.
    var shell: [String]
    var target: String?
    var projectName: String?

    /// Every Run Script phase of the project at `path` (for its name), in file order.
    static func scripts(in text: String, path: String) -> [XcodeRunScript] {
        let projectName = path.split(separator: "/").dropLast().last
            .map { String($0.hasSuffix(".xcodeproj") ? $0.dropLast(".xcodeproj".count) : $0) }
        var owners: [String: [(shell: [String], target: String?)]] = [:]
        if let root = OpenStepPlist.parse(text), let objects = root["objects"]?.dictionary {
            var targetOfPhase: [String: String] = [:]
            for (_, object) in objects.sorted(by: { $0.key < $1.key }) where object["buildPhases"] != nil {
                for phase in object["buildPhases"]?.array.compactMap(\.string) ?? [] { targetOfPhase[phase] = object["name"]?.string }
            }
            for (id, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"]?.string == "PBXShellScriptBuildPhase" {
                guard let script = object["shellScript"]?.string else { continue }
                let shell = ShellWords.commands(in: object["shellPath"]?.string ?? "/bin/sh").first ?? ["/bin/sh"]
                owners[script, default: []].append((shell, targetOfPhase[id]))
            }
        }
        return PBXShellScripts.scripts(in: text).map { script, line in
            let owner = owners[script]?.isEmpty == false ? owners[script]!.removeFirst() : (shell: ["/bin/sh"], target: nil)
            return XcodeRunScript(script: script, line: line, shell: owner.shell, target: owner.target, projectName: projectName)
        }
    }
}
