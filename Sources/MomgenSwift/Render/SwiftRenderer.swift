// Renders template contexts to text with swift-mustache. The only file that
// knows about Mustache.
import MomgenDiagnostics
import Mustache

/// A compiled set of templates.
public struct SwiftRenderer: Sendable {
    let library: MustacheLibrary

    /// Compiles `templates`; throws `MomgenError.usage` naming a template that
    /// does not parse.
    public init(templates: TemplateSet) throws {
        var library = MustacheLibrary()
        for (name, text) in templates.texts.sorted(by: { $0.key < $1.key }) {
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch {
                throw MomgenError.usage("template '\(name)' does not parse: \(error)")
            }
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
