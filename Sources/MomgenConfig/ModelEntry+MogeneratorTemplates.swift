// `template-path` (or its older spelling `mogenerator-templates`) runs the
// team's own `.motemplate` files, which
// decide the files' layout, types and API themselves: the keys that shape
// momgen's Mustache output have nothing to act on there, so an entry that
// has both is refused at the key's line instead of silently ignoring one.

extension ModelEntry {
    /// Keys that only steer momgen's own templates.
    static let mustacheOnlyKeys = ["templates", "template-set", "access", "required-style", "platform-guard",
                                   "version-checksums", "xcode-version", "deployment-target", "swiftdata-start-version",
                                   "swiftdata-copy-every-class"]
    /// Keys that only mean something with `template-path`.
    static let mogeneratorTemplateKeys = ["template-vars", "mogenerator-language", "base-class-import", "base-class-force",
                                          "includem", "includeh"]
    /// The two spellings of the template folder's key: mogenerator's
    /// option name, and the one momgen wrote first (kept as an alias).
    public static let templatePathKeys = ["template-path", "mogenerator-templates"]

    /// `KEY=VALUE` with a non-empty key, as `--template-var` takes it.
    static func isTemplateVariable(_ text: String) -> Bool {
        guard let equals = text.firstIndex(of: "=") else { return false }
        return equals != text.startIndex
    }

    /// Whether the entry's keys go together; reports each key that does not.
    static func checkMogeneratorTemplates(_ entries: [ConfigEntry], path: String, problems: inout ConfigProblems) -> Bool {
        let keys = Set(entries.map(\.key))
        var valid = true
        if keys.isSuperset(of: templatePathKeys), let field = entries.last(where: { templatePathKeys.contains($0.key) }) {
            problems.add("config-invalid-value", .error,
                         "'\(path).\(field.key)' repeats the template folder: 'template-path' and 'mogenerator-templates' are one key (keep 'template-path')",
                         line: field.line)
            valid = false
        }
        if let folderKey = templatePathKeys.first(where: keys.contains) {
            for field in entries where mustacheOnlyKeys.contains(field.key)
                || (field.key == "layout" && field.value.string != "mogenerator") {
                problems.add("config-invalid-value", .error,
                             "'\(path).\(field.key)' cannot be used with '\(folderKey)': the team's .motemplate files decide what it would (remove one of them)",
                             line: field.line)
                valid = false
            }
        } else {
            for field in entries where mogeneratorTemplateKeys.contains(field.key) {
                problems.add("config-invalid-value", .error, "'\(path).\(field.key)' needs 'template-path' (a folder of .motemplate files)",
                             line: field.line)
                valid = false
            }
        }
        return valid
    }
}
