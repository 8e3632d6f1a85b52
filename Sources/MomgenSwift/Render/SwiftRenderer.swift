// Renders template contexts to text with swift-mustache. The only file that
// knows about Mustache.
import MomgenDiagnostics
import Mustache
import MomgenParallel

/// A compiled set of templates.
public struct SwiftRenderer: Sendable {
    let library: MustacheLibrary

    /// Compiles the templates named in `names` (all when nil: parsing is a
    /// good part of a small model's run time, so a run parses only what it
    /// can reach); throws `MomgenError.usage` naming a template that does not parse.
    public init(templates: TemplateSet, parsing names: Set<String>? = nil) throws {
        let wanted = templates.texts.sorted(by: { $0.key < $1.key }).filter { names?.contains($0.key) ?? true }
        // Parsed on all cores: for a small model, parsing the templates is
        // about a third of the whole run.
        let parsed = try ParallelMap.run(count: wanted.count, minimum: 2) { index in
            let (name, text) = wanted[index]
            do {
                return try MustacheTemplate(string: text)
            } catch {
                throw MomgenError.usage("template '\(name)' does not parse: \(error)")
            }
        }
        var library = MustacheLibrary()
        for (index, template) in parsed.enumerated() {
            library.register(template, named: wanted[index].key)
        }
        self.library = library
    }

    /// Renders `context` with the template `name`. Throws when there is no such template.
    public func render(_ context: Any, template name: String) throws -> String {
        guard let text = library.render(context, withTemplate: name) else {
            throw MomgenError.usage("no template named '\(name)'")
        }
        return text
    }
}
