// Where a mogenerator invocation reads and writes, decided as mogenerator
// decides it: a relative `--template-path` is looked up beside the model
// first (and beside its `.xcdatamodeld` when the model is a version inside
// one), then as given; `-M`/`-H` default to `-O`, which defaults to the
// current folder.
import Foundation

/// The folders of one run.
public struct MogeneratorPaths: Sendable, Equatable {
    /// The template folder.
    public var templates: String
    public var machine: String
    public var human: String

    /// The folders for `options`; `exists` answers whether a path is present
    /// (injected so that tests need no files).
    public static func resolve(_ options: MogeneratorOptions, home: String?,
                               exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> MogeneratorPaths? {
        let output = options.outputDir ?? "."
        let machine = nonEmpty(options.machineDir) ?? nonEmpty(output) ?? "."
        let human = nonEmpty(options.humanDir) ?? nonEmpty(output) ?? "."
        guard let templates = templateFolder(options, home: home, exists: exists) else { return nil }
        return MogeneratorPaths(templates: templates, machine: machine, human: human)
    }

    /// The stock templates of `release` under `root`: `root/<release>/templates`
    /// (as mogenerator's repository holds them at each tag: a folder of
    /// checkouts, one per tag) or `root/<release>`; when `root` has neither
    /// but is one checkout of mogenerator (`root/templates`), that one
    /// release's templates stand for every release.
    public static func stockFolder(_ root: String, release: MogeneratorRelease,
                                   exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String {
        let folder = (root as NSString).appendingPathComponent(release.rawValue)
        let nested = (folder as NSString).appendingPathComponent("templates")
        if exists(nested) { return nested }
        let checkout = (root as NSString).appendingPathComponent("templates")
        return !exists(folder) && exists(checkout) ? checkout : folder
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    private static func templateFolder(_ options: MogeneratorOptions, home: String?, exists: (String) -> Bool) -> String? {
        if let path = options.templatePath {
            guard !path.hasPrefix("/"), let model = options.model else { return path }
            let base = (model as NSString).deletingLastPathComponent
            var candidates = [((base as NSString).appendingPathComponent(path) as NSString).standardizingPath]
            if (base as NSString).pathExtension == "xcdatamodeld" {
                let parent = (base as NSString).deletingLastPathComponent
                candidates.append(((parent as NSString).appendingPathComponent(path) as NSString).standardizingPath)
            }
            return candidates.first(where: exists) ?? path
        }
        if options.templateGroup == nil, let stock = options.stockTemplates {
            return stockFolder(stock, release: options.release, exists: exists)
        }
        if let group = options.templateGroup {
            let roots = [home.map { $0 + "/Library/Application Support" }, "/Library/Application Support"].compactMap { $0 }
            return roots.map { "\($0)/mogenerator/\(group)" }.first(where: exists)
        }
        return nil
    }
}
