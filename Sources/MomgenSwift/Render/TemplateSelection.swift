// Which templates one run needs. Parsing is a good part of a small model's
// run time, so only the templates a render can reach are parsed: the file
// templates of the layout, every partial they name, and the accessor
// templates that the model's attributes pick (`{{>*accessorTemplate}}`).

/// Finds the templates reachable from the file templates of a run.
struct TemplateSelection {
    /// The templates that render whole files in this run.
    var roots: Set<String>
    /// The values of `accessorTemplate` in the context: the names the dynamic
    /// partial `{{>*accessorTemplate}}` can resolve to.
    var accessorTemplates: Set<String>

    /// The names to parse, or nil when a template does something this
    /// reading cannot follow (new delimiters, another dynamic partial): then
    /// every template is parsed.
    func reachable(in templates: TemplateSet) -> Set<String>? {
        var found: Set<String> = []
        var pending = Array(roots)
        while let name = pending.popLast() {
            guard found.insert(name).inserted, let text = templates.texts[name] else { continue }
            guard let references = Self.references(in: text) else { return nil }
            for reference in references {
                switch reference {
                case .named(let partial): pending.append(partial)
                case .dynamic("accessorTemplate"): pending.append(contentsOf: accessorTemplates)
                case .dynamic: return nil
                }
            }
        }
        return found
    }

    /// A partial or parent tag: `{{> name}}`, `{{< name}}` or `{{>*key}}`.
    enum Reference: Equatable {
        case named(String)
        case dynamic(String)
    }

    /// The partial references in `text`, or nil when it changes delimiters.
    static func references(in text: String) -> [Reference]? {
        var references: [Reference] = []
        let bytes = Array(text.utf8)
        var index = 0
        func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }
        while index + 2 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            index += 2
            skipSpaces()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "=") { return nil }
            guard bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "<") else { continue }
            index += 1
            skipSpaces()
            let isDynamic = index < bytes.count && bytes[index] == UInt8(ascii: "*")
            if isDynamic { index += 1 }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: " ") { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            references.append(isDynamic ? .dynamic(name) : .named(name))
        }
        return references
    }
}
