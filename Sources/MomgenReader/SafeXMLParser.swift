// libxml2 → `XMLElementNode` tree, safely.
//
// Uses libxml2's SAX2 push parser over the in-memory bytes: libxml2 checks
// well-formedness and reports elements and text as they are parsed, and
// `XMLTreeBuilder` keeps just the small tree momgen needs (a libxml2 document
// would be built and freed node by node for nothing). The callbacks keep it
// off the network and away from DTDs: no DTD loading, no declared entities.
// On top of that it refuses entity references, internal DTD subsets and (for
// models) any DOCTYPE at all, and bounds depth and size, so a hostile file
// gets one clear error instead of a hang. Every error is one
// `path:line:col: error:` line (line 1, column 1 when nothing better is
// known), and libxml2 itself never prints (see `LibraryErrors`).
import CLibXML2
import MomgenDiagnostics

/// Parses an XML document into an element tree with positions.
struct SafeXMLParser {
    /// Whether a `<!DOCTYPE …>` without internal declarations is accepted
    /// (plists have one; models never do).
    var allowsDoctype = false
    /// Whether character data is kept in `XMLElementNode.text`.
    var keepsText = false
    /// File-size and nesting bounds.
    var limits = ReaderLimits.standard

    /// Parses `bytes`, naming `path` in errors. Returns the root element.
    /// With `topLevel`, each child of the root goes to it (with the open
    /// root) as soon as it is complete, and the returned root has no children.
    func parse(_ bytes: [UInt8], path: String,
               topLevel: ((XMLElementNode, XMLElementNode) -> Void)? = nil) throws -> XMLElementNode {
        func fail(_ line: Int, _ column: Int, _ message: String) -> MomgenError {
            // Line 1, column 1 when the position is unknown (never omitted).
            .unreadableInput(SourceLocation(file: path, line: max(line, 1), column: max(column, 1)), message)
        }
        if bytes.isEmpty { throw fail(1, 1, "file is empty, expected a Core Data model (XML)") }
        if let nul = bytes.firstIndex(of: 0) {
            let (line, column) = BytePosition.of(nul, in: bytes)
            throw fail(line, column, "file is binary, not XML (a NUL byte)")
        }
        let prolog = Prolog(bytes)
        if let found = prolog.firstContent, found != UInt8(ascii: "<") {
            throw fail(1, 1, "not XML: a model starts with '<', this file starts with '\(Unicode.Scalar(found))'")
        }
        if !allowsDoctype, let line = prolog.doctypeLine {
            throw fail(line, 1, "a DOCTYPE is not allowed in a Core Data model (refusing DTDs and entities)")
        }

        let locator = ElementLocator(bytes: bytes)
        let builder = XMLTreeBuilder(path: path, allowsDoctype: allowsDoctype, keepsText: keepsText,
                                     maximumDepth: limits.maximumDepth, locator: locator)
        builder.onTopLevelElement = topLevel
        // libxml2 copies the handler table. The builder is handed over
        // unretained: it is used below, so it outlives the parser.
        var handler = SAX2Handler.make()
        let userData = Unmanaged.passUnretained(builder).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&handler, userData, nil, 0, nil) else {
            throw fail(1, 1, "libxml2 could not start reading the file")
        }
        defer {
            // For an entity declaration libxml2 makes a stand-in document
            // even in SAX mode (for expat compatibility). Nothing reads it
            // (`getEntity` ignores it) and the first declaration stops the
            // parse, but freeing it is left to the caller.
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
        builder.context = context
        xmlCtxtUseOptions(context, Self.options)
        let libraryErrors = LibraryErrors()
        let (status, failedBeforeTheEnd) = libraryErrors.capturing { Self.feed(bytes, to: context, unless: builder) }

        if let failure = builder.failure { throw failure }
        if status != 0 || context.pointee.wellFormed == 0 {
            guard let (line, column, message) = Self.lastError(of: context) else {
                throw Self.contextFreeFailure(libraryErrors.firstMessage, bytes: bytes, path: path)
            }
            if !failedBeforeTheEnd, let open = builder.openElement, line >= locator.lineCount {
                throw fail(line, column, "the file ends before <\(open.name)> from line \(open.line) is closed (truncated file?)")
            }
            let detail = libraryErrors.firstMessage.map { $0 == message ? "" : " (\($0))" } ?? ""
            throw fail(line, column, "malformed XML: \(message)\(detail)")
        }
        guard let root = builder.root, builder.isBalanced else {
            throw fail(1, 1, "malformed XML: the document has no complete root element")
        }
        return root
    }

    /// Pushes `bytes` into the parser, then tells it there are no more,
    /// stopping early once libxml2 or `builder` has failed. Returns libxml2's
    /// status and whether it failed before being told the input ended.
    ///
    /// The bytes go in pieces because libxml2 before 2.11 fails any single
    /// push of more than 10 MB ("Huge input lookup"). The end gets a call of
    /// its own so that a file that merely stops early can be told from one
    /// that is wrong: only that call fails on a truncated file.
    private static func feed(_ bytes: [UInt8], to context: xmlParserCtxtPtr,
                             unless builder: XMLTreeBuilder) -> (status: Int32, failedBeforeTheEnd: Bool) {
        func hasFailed(_ status: Int32) -> Bool {
            status != 0 || context.pointee.wellFormed == 0 || builder.failure != nil
        }
        var status: Int32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                var offset = 0
                while offset < buffer.count, !hasFailed(status) {
                    let count = min(pieceSize, buffer.count - offset)
                    status = xmlParseChunk(context, base + offset, Int32(count), 0)
                    offset += count
                }
            }
        }
        if hasFailed(status) { return (status, true) }
        return (xmlParseChunk(context, nil, 0, 1), false)
    }

    /// How much of the file each push hands libxml2.
    private static let pieceSize = 1 << 20

    /// No network, and entities replaced as they are parsed, which only ever
    /// means the five predefined ones and character references: the handler
    /// resolves nothing else (and without this libxml2 hands attribute values
    /// over with `&` still escaped). The reader's tree options (no blanks,
    /// big lines, compact text) have no SAX counterpart; the builder keeps
    /// the reader's whitespace rule and reads the parser's own line counter.
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue
        | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// The parser's last error as (line, column, message on one line); nil
    /// when the parser recorded none (the failure happened outside it).
    private static func lastError(of context: xmlParserCtxtPtr) -> (Int, Int, String)? {
        guard let error = xmlCtxtGetLastError(context), error.pointee.code != 0,
              let text = error.pointee.message else { return nil }
        let message = LibraryErrors.oneLine(String(cString: text))
        return (Int(error.pointee.line), Int(error.pointee.int2), message.isEmpty ? "libxml2 error \(error.pointee.code)" : message)
    }

    /// The error for a parse that failed outside the parser context: in
    /// practice bytes that do not decode in the declared encoding. It is
    /// placed at the bytes libxml2 names (`bytes 0xFF 0xFE …`) when they are
    /// found in the file, else at line 1, column 1.
    static func contextFreeFailure(_ message: String?, bytes: [UInt8], path: String) -> MomgenError {
        guard let message else {
            return .unreadableInput(SourceLocation(file: path, line: 1, column: 1), "malformed XML: libxml2 stopped without saying why")
        }
        var position = (line: 1, column: 1)
        let words = message.split(separator: " ")
        if let index = words.firstIndex(of: "bytes") {
            let named = words[(index + 1)...].prefix(4).compactMap { word -> UInt8? in
                guard word.hasPrefix("0x") else { return nil }
                return UInt8(word.dropFirst(2).prefix(2), radix: 16)
            }
            if let offset = BytePosition.find(named, in: bytes) { position = BytePosition.of(offset, in: bytes) }
        }
        let isEncoding = message.contains("conversion") || message.contains("encod")
        let text = isEncoding
            ? "the file's bytes are not valid in its declared encoding (\(message)); Core Data writes models in UTF-8"
            : "malformed XML: \(message)"
        return .unreadableInput(SourceLocation(file: path, line: position.line, column: position.column), text)
    }
}
