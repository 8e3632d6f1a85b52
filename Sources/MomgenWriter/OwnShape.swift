// How a write recognises its own earlier output when that output has no
// header line of momgen's: a plain schema must equal `momgen ddl`'s text, an
// include file is mogenerator's list of `#import` lines. A substring near the
// start is no proof (a hand-written SQL script holds `CREATE TABLE Z`, every
// `.m` file `#import "`), so the whole file must have the shape momgen writes:
// every line one of its statements.

/// The shape of every line of an output kind that momgen writes without a
/// header line.
///
/// For example, `OwnShape.everyLine(prefixes: ["#import \""], suffix: "\"")`
/// holds for `#import "_Book.m"\n#import "_Page.m"\n` and not for an
/// `AppDelegate.m`.
public struct OwnShape: Sendable, Equatable {
    /// Every non-empty line starts with one of these…
    public let prefixes: [String]
    /// …and ends with this.
    public let suffix: String
    /// What the shape is, for the refusal: `#import lines`.
    public let name: String

    public init(prefixes: [String], suffix: String, name: String) {
        self.prefixes = prefixes
        self.suffix = suffix
        self.name = name
    }

    /// momgen's plain schema: one `CREATE TABLE`/`CREATE INDEX` statement a line.
    public static let plainSchema = OwnShape(prefixes: ["CREATE TABLE ", "CREATE INDEX ", "CREATE UNIQUE INDEX "], suffix: ";",
                                             name: "one CREATE TABLE or CREATE INDEX statement a line")
    /// An includem/includeh file: `#import "…"` lines.
    public static let importLines = OwnShape(prefixes: ["#import \""], suffix: "\"", name: "#import \"…\" lines only")

    /// Whether every line of `bytes` (empty ones aside) has the shape, and
    /// there is at least one such line.
    public func holds(for bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = 0
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) where !line.isEmpty {
            guard prefixes.contains(where: { line.hasPrefix($0) }), line.hasSuffix(suffix) else { return false }
            lines += 1
        }
        return lines > 0
    }
}
