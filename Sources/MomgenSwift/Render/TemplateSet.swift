// The Mustache templates the emitter renders with: the defaults compiled into
// the module (DefaultTemplates.swift, kept equal to Templates/ by a test), or
// a shipped set (`--template-set mogenerator`, Templates/mogenerator/) over
// them, and a user's folder (`--templates DIR`) whose files replace those by name.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenDiagnostics

/// Template texts by name (file name without `.mustache`).
public struct TemplateSet: Sendable {
    /// The names the emitter renders or includes, in the order documented.
    public static let names = [
        "machine", "human", "xcode-class", "xcode-properties", "single",
        "model-protocol", "model-protocol-body", "members", "imports",
        "attribute-managed", "attribute-scalar", "attribute-enum", "attribute-codable", "fetch-template",
        "mutators-unordered", "mutators-ordered", "fetched-property", "skipped-note",
        "swiftdata-entity", "swiftdata-class", "swiftdata-composite",
        "swiftdata-schema", "swiftdata-plan",
    ]

    /// The templates of each shipped set besides the defaults, by set
    /// (files in `Templates/<set>/`; a test keeps the two equal).
    public static let setNames: [TemplateSetName: [String]] = [
        .momgen: [],
        .mogenerator: ["machine", "model-protocol"],
    ]

    public var texts: [String: String]

    public init(texts: [String: String]) {
        self.texts = texts
    }

    /// The default templates, embedded in the module (the embedded texts of
    /// named sets are keyed `set/name` and left out).
    public static var defaults: TemplateSet {
        TemplateSet(texts: DefaultTemplates.texts.filter { !$0.key.contains("/") })
    }

    /// The shipped set `name`: the defaults with the set's own templates in
    /// place of those of the same name, and its partials beside them.
    public static func named(_ name: TemplateSetName) -> TemplateSet {
        var set = defaults
        let prefix = name.rawValue + "/"
        for (key, text) in DefaultTemplates.texts where key.hasPrefix(prefix) {
            set.texts[String(key.dropFirst(prefix.count))] = text
        }
        return set
    }

    /// `base` (the defaults unless given) with every `NAME.mustache` in
    /// `directory` in place of the template of that name (other files are
    /// partials a user may include).
    /// Throws `MomgenError.usage` when the folder cannot be read.
    public static func loading(directory: String, over base: TemplateSet = .defaults) throws -> TemplateSet {
        var set = base
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw MomgenError.usage("cannot read the templates folder \(directory)")
        }
        for file in names.sorted() where file.hasSuffix(".mustache") {
            let path = directory + "/" + file
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MomgenError.usage("cannot read template \(path)")
            }
            set.texts[String(file.dropLast(".mustache".count))] = String(decoding: data, as: UTF8.self)
        }
        return set
    }
}
