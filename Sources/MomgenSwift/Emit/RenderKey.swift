// The key under which an entity's rendered files can be reused by a later
// run: a SHA-256 over exactly what rendering reads — the entity's template
// context (every value a template can reach, already resolved from the
// entity, its parents, sub-entities and destinations), the template texts and
// the options that shape the files. Keying by the context rather than by the
// model means an edit anywhere that changes what an entity's files say
// changes its key, and an edit that does not leaves it alone, with no
// dependency graph of our own to get wrong.
import Crypto

/// A digest of one entity's rendering inputs, as 64 lowercase hex digits.
///
/// For example, `RenderKey(entity: book, options: options, templates: set).text`.
public struct RenderKey: Sendable, Hashable {
    /// Bump when the way a context becomes text changes without the
    /// context or the templates changing (the Mustache engine, the file
    /// wrapping in `SwiftEmitter.file`): every earlier key is then stale.
    public static let format = "momgen-render 2"

    public let text: String

    /// The key of a previously recorded run (as read back from a cache).
    public init(text: String) {
        self.text = text
    }

    /// The key of `entity` rendered with `options`, from templates whose
    /// digest is `templatesDigest` (see `digest(of:)`).
    init(entity: EntityContext, options: GenerationOptions, templatesDigest: String) throws {
        var hasher = SHA256()
        hasher.update(data: Array(Self.format.utf8))
        hasher.update(data: Array(templatesDigest.utf8))
        hasher.update(data: try DigestEncoder.bytes(of: options))
        hasher.update(data: try DigestEncoder.bytes(of: entity))
        text = hasher.finalize().map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// One digest of every template text, by name, computed once per run.
    static func digest(of templates: TemplateSet) -> String {
        var hasher = SHA256()
        for (name, text) in templates.texts.sorted(by: { $0.key < $1.key }) {
            hasher.update(data: Array("\(name.utf8.count):\(name)\(text.utf8.count):".utf8))
            hasher.update(data: Array(text.utf8))
        }
        return hasher.finalize().map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
