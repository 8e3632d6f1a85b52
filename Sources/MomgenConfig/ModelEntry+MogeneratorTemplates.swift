// `mogenerator-templates` runs the team's own `.motemplate` files, which
// decide the files' layout, types and API themselves: the keys that shape
// momgen's Mustache output have nothing to act on there, so an entry that
// has both is refused at the key's line instead of silently ignoring one.

extension ModelEntry {
    /// Keys that only steer momgen's own templates.
    static let mustacheOnlyKeys = ["templates", "template-set", "access", "required-style", "platform-guard",
                                   "version-checksums", "xcode-version", "deployment-target"]
    /// Keys that only mean something with `mogenerator-templates`.
    static let mogeneratorTemplateKeys = ["template-vars", "mogenerator-language"]

    /// `KEY=VALUE` with a non-empty key, as `--template-var` takes it.
    static func isTemplateVariable(_ text: String) -> Bool {
        guard let equals = text.firstIndex(of: "=") else { return false }
        return equals != text.startIndex
    }

    /// Whether the entry's keys go together; reports each key that does not.
    static func checkMogeneratorTemplates(_ entries: [ConfigEntry], path: String, problems: inout ConfigProblems) -> Bool {
        let keys = Set(entries.map(\.key))
        var valid = true
        if keys.contains("mogenerator-templates") {
            for field in entries where mustacheOnlyKeys.contains(field.key)
                || (field.key == "layout" && field.value.string != "mogenerator") {
                problems.add("config-invalid-value", .error,
                             "'\(path).\(field.key)' cannot be used with 'mogenerator-templates': the team's .motemplate files decide what it would (remove one of them)",
                             line: field.line)
                valid = false
            }
        } else {
            for field in entries where mogeneratorTemplateKeys.contains(field.key) {
                problems.add("config-invalid-value", .error, "'\(path).\(field.key)' needs 'mogenerator-templates' (a folder of .motemplate files)",
                             line: field.line)
                valid = false
            }
        }
        return valid
    }
}
