// One folder of ../shared/motemplates/cases: a real project's own
// mogenerator templates, model, committed machine and human files, and
// the command line it ran. `momgenArguments` is that command line pointed
// at the case's folders and a scratch output folder.
import Foundation
import MomgenTestSupport

/// A real project that ran its own mogenerator templates.
struct MotemplateCase {
    var name: String
    var folder: URL

    /// Whether its templates write Objective-C (`.h`/`.m`) instead of Swift.
    var isObjectiveC: Bool { !files(in: "generated/machine", ending: ".m").isEmpty }

    /// The committed files of `sub` (`generated/machine`, `generated/human`) ending in `suffix`, sorted.
    func files(in sub: String, ending suffix: String) -> [URL] {
        let url = folder.appendingPathComponent(sub)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { url.appendingPathComponent($0) }
    }

    /// The `.xcdatamodeld` under `model/`.
    var model: URL? {
        let url = folder.appendingPathComponent("model")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().first { $0.hasSuffix(".xcdatamodeld") }.map { url.appendingPathComponent($0) }
    }

    /// The project's mogenerator words, without its own paths.
    var projectArguments: [String] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("invocation.txt"), encoding: .utf8)) ?? ""
        return MotemplateInvocation.withoutPaths(MotemplateInvocation.arguments(text))
    }

    /// The base class the project names (`--base-class X`), if not NSManagedObject.
    var baseClass: String? {
        let words = projectArguments
        guard let index = words.firstIndex(where: { $0 == "--base-class" || $0 == "-base-class" }), index + 1 < words.count else { return nil }
        return words[index + 1] == "NSManagedObject" ? nil : words[index + 1]
    }

    /// `momgen mogenerator …`: the project's options, its templates and
    /// model, machine files into `machine`, human files into `human`.
    func momgenArguments(machine: URL, human: URL) -> [String] {
        var arguments = ["mogenerator"] + projectArguments
        arguments += ["--model", model?.path ?? "", "--template-path", folder.appendingPathComponent("templates").path,
                      "--machine-dir", machine.path, "--human-dir", human.path]
        if let release = MotemplateInvocation.releases[name] { arguments += ["--mogenerator-version", release] }
        return arguments
    }

    /// Every case under `root` that has an invocation.txt, sorted by name.
    static func all(in root: URL) -> [MotemplateCase] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        return names.map { MotemplateCase(name: $0, folder: root.appendingPathComponent($0)) }
            .filter { FileManager.default.fileExists(atPath: $0.folder.appendingPathComponent("invocation.txt").path) }
    }
}
