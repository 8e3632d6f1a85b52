// The Swift half of the SAX2 parse. libxml2 reports the document as a stream
// of events (see `SAX2Handler`); this class turns them into the
// `XMLElementNode` tree and applies momgen's own refusals (DOCTYPE, internal
// DTD declarations, entity references, nesting depth). The first refusal
// stops the parser and is kept here for `SafeXMLParser` to throw.
//
// The text rules copy what the tree-building reader used to produce, so plist
// values read the same: character data between two pieces of markup forms
// one run, a run of only whitespace is dropped, CDATA is always kept. (Not
// copied: libxml2's no-blanks heuristic also dropped whitespace that starts
// a run and ends at a carriage return, as in `<string>  \r\nName`.)
import CLibXML2
import MomgenDiagnostics

/// Grows the element tree from parse events and records the first refusal.
final class XMLTreeBuilder {
    /// The running parser, for line numbers and for stopping it. Set right
    /// after the parser is created, before any event arrives.
    var context: xmlParserCtxtPtr?
    /// Element and attribute names, each made into a String once.
    private var names = XMLNameTable()
    /// The first refusal; once set, later events are ignored.
    private(set) var failure: MomgenError?
    /// The document element, once its end tag has been seen.
    private(set) var root: XMLElementNode?
    /// The open elements, outermost first.
    private var stack: [XMLElementNode] = []
    /// Takes each child of the root element, with the (still open) root,
    /// as soon as it is complete, instead of adding it to the root: the
    /// model decoder consumes entities one by one, so a large model is never
    /// held as a whole tree.
    var onTopLevelElement: ((XMLElementNode, XMLElementNode) -> Void)?

    private let path: String
    private let allowsDoctype: Bool
    private let keepsText: Bool
    private let maximumDepth: Int
    private let locator: ElementLocator

    /// Character data since the last markup, not yet added to its element.
    private var textRun: [UInt8] = []
    private var textRunHasContent = false

    init(path: String, allowsDoctype: Bool, keepsText: Bool, maximumDepth: Int, locator: ElementLocator) {
        self.path = path
        self.allowsDoctype = allowsDoctype
        self.keepsText = keepsText
        self.maximumDepth = maximumDepth
        self.locator = locator
    }

    /// The innermost element still open (after a parse error: the one the
    /// file stopped inside).
    var openElement: XMLElementNode? { stack.last }

    /// Whether every element that was opened has been closed.
    var isBalanced: Bool { stack.isEmpty }

    /// Runs `body` with the name table: one exclusive access for a whole
    /// start tag rather than one (checked at run time) per attribute.
    func withNames<Result>(_ body: (inout XMLNameTable) -> Result) -> Result {
        body(&names)
    }

    /// The parser's current line: for a start tag, the line of its `>`.
    private var currentLine: Int { Int(context?.pointee.input.pointee.line ?? 0) }

    /// The parser's current column on `currentLine`.
    private var currentColumn: Int { Int(context?.pointee.input.pointee.col ?? 0) }

    /// Whether libxml2 is inside `<!DOCTYPE … [ … ]>`.
    private var isInInternalSubset: Bool { context?.pointee.inSubset == 1 }

    // MARK: Elements

    /// A start tag. `attributes` are in document order, namespace
    /// declarations first.
    func startElement(_ name: String, attributes: [(name: String, value: String)]) {
        guard failure == nil, startTagIsClosed else { return }
        endTextRun()
        let tagEnd = context.map { Int(xmlByteConsumed($0)) } ?? -1
        let (line, column) = locator.locate(element: name, tagEnd: tagEnd, reportedLine: currentLine)
        if stack.count >= maximumDepth {
            return refuse(line, column, "elements nest deeper than \(maximumDepth) levels; this is not a Core Data model")
        }
        if root != nil, stack.isEmpty {
            return refuse(line, column, "malformed XML: more than one root element")
        }
        stack.append(XMLElementNode(name: name, attributes: attributes, children: [], line: line, column: column))
    }

    /// Whether the start tag just reported ends in `>` or `/>`. libxml2
    /// reports a tag before checking, so a tag cut off by the end of the
    /// file arrives here too; it is an error, not an element to open.
    private var startTagIsClosed: Bool {
        guard let input = context?.pointee.input.pointee, let next = input.cur, let end = input.end, next < end else { return false }
        if next.pointee == UInt8(ascii: ">") { return true }
        return next.pointee == UInt8(ascii: "/") && next + 1 < end && next[1] == UInt8(ascii: ">")
    }

    /// An end tag (or the end of an empty-element tag).
    func endElement() {
        guard failure == nil, !stack.isEmpty else { return }
        endTextRun()
        let node = stack.removeLast()
        if stack.isEmpty {
            root = node
        } else if stack.count == 1, let onTopLevelElement {
            onTopLevelElement(node, stack[0])
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    // MARK: Text

    /// Character data (entity and character references already replaced).
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard keepsText, failure == nil, !stack.isEmpty else { return }
        textRun.append(contentsOf: bytes)
        if !textRunHasContent { textRunHasContent = bytes.contains { !Self.isBlank($0) } }
    }

    /// A CDATA section: kept even when it is only whitespace.
    func cdata(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard keepsText, failure == nil, !stack.isEmpty else { return }
        endTextRun()
        stack[stack.count - 1].text += String(decoding: bytes, as: UTF8.self)
    }

    /// A comment or processing instruction: it ends a text run, and inside
    /// the internal subset it counts as a declaration (the reader refused a
    /// DOCTYPE whose subset held anything at all).
    func otherMarkup() {
        if isInInternalSubset { return declaration() }
        endTextRun()
    }

    /// Adds the pending text run to the innermost element, unless it is only
    /// whitespace (the reader reported such runs as whitespace, not text).
    private func endTextRun() {
        guard keepsText, !textRun.isEmpty, !stack.isEmpty else { return }
        if textRunHasContent { stack[stack.count - 1].text += String(decoding: textRun, as: UTF8.self) }
        textRun.removeAll(keepingCapacity: true)
        textRunHasContent = false
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    // MARK: DTDs and entities

    // The reader could not date a DOCTYPE and reported line 1 for it; the
    // refusals below keep that so the messages stay the same.

    /// `<!DOCTYPE …`: refused at once unless DOCTYPEs are allowed.
    func doctype() {
        guard failure == nil, !allowsDoctype else { return }
        refuse(1, 1, "a DOCTYPE is not allowed in a Core Data model (refusing DTDs and entities)")
    }

    /// Anything declared in the internal subset: refused before the subset
    /// ends, so no declaration is ever used.
    func declaration() {
        guard failure == nil else { return }
        refuse(1, 1, "internal DTD declarations are not allowed (refusing entities)")
    }

    /// A reference to an entity libxml2 could not resolve.
    func entityReference() {
        guard failure == nil else { return }
        refuse(max(currentLine, 1), max(currentColumn, 1), "entity references are not allowed (refusing entity expansion)")
    }

    /// Records the refusal and stops libxml2; `SafeXMLParser` throws it.
    private func refuse(_ line: Int, _ column: Int, _ message: String) {
        // Line 1, column 1 stand in for an unknown position: every refusal
        // prints as path:line:col.
        failure = .unreadableInput(SourceLocation(file: path, line: max(line, 1), column: max(column, 1)), message)
        if let context { xmlStopParser(context) }
    }
}
