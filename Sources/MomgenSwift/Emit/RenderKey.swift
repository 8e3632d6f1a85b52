// The key under which an entity's rendered files can be reused by a later
// run: a SHA-256 over what rendering reads — the facts the entity's context
// is made from (see `EntityKeys`), the template texts and the options that
// shape the files.
import Crypto

/// A digest of one entity's rendering inputs, as 64 lowercase hex digits.
///
/// For example, `EntityKeys(model: m, scope: s, options: o, templatesDigest: d).keys[0].text`.
public struct RenderKey: Sendable, Hashable {
    /// Bump whenever the same facts, options and templates give other
    /// files: `ContextBuilder` decides a name or a flag differently, the
    /// Mustache engine or the file wrapping in `SwiftEmitter.file` changes.
    /// Every earlier key is then stale (momgen's version is in the key too).
    public static let format = "momgen-render 3"

    public let text: String

    /// The key of a previously recorded run (as read back from a cache).
    public init(text: String) {
        self.text = text
    }

    /// The key whose digest is `digest`.
    init(digest: SHA256.Digest) {
        text = digest.hexText
    }

    /// One digest of every template text, by name, computed once per run.
    static func digest(of templates: TemplateSet) -> String {
        var hasher = SHA256()
        for (name, text) in templates.texts.sorted(by: { $0.key < $1.key }) {
            hasher.update(data: Array("\(name.utf8.count):\(name)\(text.utf8.count):".utf8))
            hasher.update(data: Array(text.utf8))
        }
        return hasher.finalize().hexText
    }
}

private extension SHA256.Digest {
    /// Lowercase hex, two digits a byte.
    var hexText: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        for byte in self {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
