// Bounds checked on a configuration's text before Yams sees it, as the model
// reader bounds XML. Yams composes a document recursively, so a file nested a
// few thousand levels deep overflows the stack (SIGSEGV), and it expands
// aliases into copies, so a 400-byte "billion laughs" file takes seconds and
// gigabytes. A configuration has no use for anchors or aliases and nests a
// handful of levels, so both are refused outright, with the place they occur.
import MomgenDiagnostics

/// The limits, and the scan that enforces them.
public struct ConfigBounds: Sendable {
    /// Largest file accepted. A configuration listing dozens of models is a
    /// few KB.
    public var maximumFileSize: Int
    /// Deepest nesting accepted, counted as a line's indentation plus its
    /// leading `- `/`? ` indicators plus open `[`/`{` brackets (an upper
    /// bound of the YAML nesting). Real configurations reach about 10.
    public var maximumDepth: Int

    public init(maximumFileSize: Int = 1 << 20, maximumDepth: Int = 128) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
    }

    public static let standard = ConfigBounds()

    /// Throws `MomgenError.unreadableInput` at the first place `bytes`
    /// exceed a bound or use an anchor or alias.
    public func check(_ bytes: [UInt8], file: String) throws {
        func refuse(_ line: Int, _ column: Int, _ message: String) -> MomgenError {
            .unreadableInput(SourceLocation(file: file, line: line, column: column), message)
        }
        if bytes.count > maximumFileSize {
            throw refuse(1, 1, "the configuration file is \(bytes.count) bytes, larger than the \(maximumFileSize)-byte limit")
        }
        var scan = Scan()
        for byte in bytes {
            switch scan.step(byte) {
            case .none:
                break
            case let .depth(depth):
                if depth > maximumDepth {
                    throw refuse(scan.line, scan.column, "the configuration nests deeper than \(maximumDepth) levels (indentation and brackets); a configuration needs a few")
                }
            case let .indicator(character):
                let what = character == UInt8(ascii: "*") ? "an alias" : "an anchor"
                throw refuse(scan.line, scan.column, "\(what) ('\(Unicode.Scalar(character))'): YAML anchors and aliases are not allowed in a configuration (refusing alias expansion)")
            }
        }
    }
}

/// A byte-by-byte look at YAML's structure: just enough to know where a
/// node may start (where `*` and `&` are indicators) and how deep a line
/// nests. Quoted scalars and comments are skipped; plain text elsewhere is
/// taken as written (a block scalar's lines count as indented content too,
/// which can only overestimate).
private struct Scan {
    /// 1-based position of the byte last stepped over.
    var line = 1
    var column = 0

    private enum Quote { case none, single, double }
    private var quote = Quote.none
    private var escaped = false
    /// The byte before was the `'` that ended a single-quoted scalar.
    private var closedSingleQuote = false
    private var inComment = false
    /// Still in the line's leading spaces and `- `/`? ` indicators.
    private var inLeader = true
    private var leaderWidth = 0
    /// Open `[` and `{` outside quotes.
    private var flowDepth = 0
    /// The previous byte outside quotes and comments (a newline at the start).
    private var previous = UInt8(ascii: "\n")

    enum Finding { case none, depth(Int), indicator(UInt8) }

    mutating func step(_ byte: UInt8) -> Finding {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 0
            inComment = false
            closedSingleQuote = false
            inLeader = true
            leaderWidth = 0
            if quote == .none { previous = byte }
            return .none
        }
        if byte & 0xC0 != 0x80 { column += 1 }  // UTF-8 continuation bytes share a column
        if inComment { return .none }
        switch quote {
        case .single:
            if byte == UInt8(ascii: "'") {
                quote = .none
                closedSingleQuote = true
            }
            return .none
        case .double:
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { quote = .none }
            return .none
        case .none:
            // `''` inside single quotes is an escaped quote, not an end.
            if closedSingleQuote, byte == UInt8(ascii: "'") {
                closedSingleQuote = false
                quote = .single
                return .none
            }
            closedSingleQuote = false
        }
        defer { previous = byte }
        let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        let afterBoundary = Self.isBoundary(previous)
        if inLeader {
            let isIndicator = (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?")) && afterBoundary
            if isSpace || isIndicator {
                leaderWidth += 1
                return .depth(leaderWidth + flowDepth)
            }
            if byte == UInt8(ascii: "\r") { return .none }
            inLeader = false
            return stepContent(byte, afterBoundary: afterBoundary)
        }
        return stepContent(byte, afterBoundary: afterBoundary)
    }

    /// A byte of content (not leading indentation).
    private mutating func stepContent(_ byte: UInt8, afterBoundary: Bool) -> Finding {
        switch byte {
        case UInt8(ascii: "#") where Self.isSpaceOrStart(previous):
            inComment = true
        case UInt8(ascii: "'") where afterBoundary:
            quote = .single
        case UInt8(ascii: "\"") where afterBoundary:
            quote = .double
        case UInt8(ascii: "*"), UInt8(ascii: "&"):
            if afterBoundary { return .indicator(byte) }
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            flowDepth += 1
            return .depth(leaderWidth + flowDepth)
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            flowDepth = max(0, flowDepth - 1)
        default:
            break
        }
        return .none
    }

    /// Whether a node may start right after `byte`: at a line start, after
    /// whitespace, or after a flow indicator.
    private static func isBoundary(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"),
             UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","):
            return true
        default:
            return false
        }
    }

    private static func isSpaceOrStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
