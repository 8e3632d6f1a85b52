// libxml2 → `XMLElementNode` tree, safely.
//
// Uses libxml2's streaming reader over an in-memory buffer with options that
// keep it off the network and away from DTDs: no DTD loading, no entity
// substitution, no network. On top of that it refuses entity references,
// internal DTD subsets and (for models) any DOCTYPE at all, and bounds depth
// and size, so a hostile file gets one clear error instead of a hang.
import CLibXML2
import MomgenDiagnostics

/// Parses an XML document into an element tree with positions.
struct SafeXMLParser {
    /// Whether a `<!DOCTYPE …>` without internal declarations is accepted
    /// (plists have one; models never do).
    var allowsDoctype = false
    /// Whether character data is kept in `XMLElementNode.text`.
    var keepsText = false
    var limits = ReaderLimits.standard

    /// Parses `bytes`, naming `path` in errors. Returns the root element.
    func parse(_ bytes: [UInt8], path: String) throws -> XMLElementNode {
        func fail(_ line: Int, _ column: Int, _ message: String) -> MomgenError {
            .unreadableInput(SourceLocation(file: path, line: line, column: column), message)
        }
        if bytes.isEmpty { throw fail(0, 0, "file is empty, expected a Core Data model (XML)") }
        if bytes.contains(0) { throw fail(0, 0, "file is binary, not XML") }
        let prolog = Prolog(bytes)
        if let found = prolog.firstContent, found != UInt8(ascii: "<") {
            throw fail(1, 1, "not XML: a model starts with '<', this file starts with '\(Unicode.Scalar(found))'")
        }
        if !allowsDoctype, let line = prolog.doctypeLine {
            throw fail(line, 1, "a DOCTYPE is not allowed in a Core Data model (refusing DTDs and entities)")
        }

        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOBLANKS.rawValue | XML_PARSE_COMPACT.rawValue)
        xmlResetLastError()
        let reader: xmlTextReaderPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReaderForMemory($0, Int32(buffer.count), nil, nil, options)
            }
        }
        guard let reader else { throw fail(0, 0, "libxml2 could not start reading the file") }
        defer { xmlFreeTextReader(reader) }

        let locator = ElementLocator(bytes: bytes)
        // libxml2 interns element and attribute names in the reader's
        // dictionary, so each distinct name pointer becomes a String once.
        var names: [UnsafePointer<xmlChar>: String] = [:]
        func interned(_ pointer: UnsafePointer<xmlChar>?) -> String {
            guard let pointer else { return "" }
            if let known = names[pointer] { return known }
            let created = String(cString: pointer)
            names[pointer] = created
            return created
        }
        // The stack holds the open elements; the root ends up alone in it.
        var stack: [XMLElementNode] = []
        var root: XMLElementNode?

        // The buffer must stay alive while the reader runs.
        return try bytes.withUnsafeBufferPointer { _ in
            while true {
                let status = xmlTextReaderRead(reader)
                if status == 0 { break }
                if status < 0 {
                    let (line, column, message) = Self.lastError()
                    if let open = stack.last, line >= locator.lineCount {
                        throw fail(line, column, "the file ends before <\(open.name)> from line \(open.line) is closed (truncated file?)")
                    }
                    throw fail(line, column, "malformed XML: \(message)")
                }
                switch xmlTextReaderNodeType(reader) {
                case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                    let depth = Int(xmlTextReaderDepth(reader))
                    let name = interned(xmlTextReaderConstName(reader))
                    let (line, column) = locator.locate(element: name, reportedLine: Int(xmlGetLineNo(xmlTextReaderCurrentNode(reader))))
                    if depth >= limits.maximumDepth {
                        throw fail(line, 0, "elements nest deeper than \(limits.maximumDepth) levels; this is not a Core Data model")
                    }
                    if root != nil && stack.isEmpty {
                        throw fail(line, 0, "malformed XML: more than one root element")
                    }
                    var attributes: [(name: String, value: String)] = []
                    // Sized once: growing it attribute by attribute was a
                    // tenth of reading a large model.
                    attributes.reserveCapacity(Int(xmlTextReaderAttributeCount(reader)))
                    while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                        attributes.append((interned(xmlTextReaderConstName(reader)), Self.string(xmlTextReaderConstValue(reader))))
                    }
                    xmlTextReaderMoveToElement(reader)
                    let node = XMLElementNode(name: name, attributes: attributes, children: [], line: line, column: column)
                    if xmlTextReaderIsEmptyElement(reader) == 1 {
                        Self.close(node, into: &stack, root: &root)
                    } else {
                        stack.append(node)
                    }
                case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                    if let node = stack.popLast() { Self.close(node, into: &stack, root: &root) }
                case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                    if keepsText, !stack.isEmpty {
                        stack[stack.count - 1].text += Self.string(xmlTextReaderConstValue(reader))
                    }
                case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                    let line = Int(xmlGetLineNo(xmlTextReaderCurrentNode(reader)))
                    if !allowsDoctype {
                        throw fail(max(line, 1), 0, "a DOCTYPE is not allowed in a Core Data model (refusing DTDs and entities)")
                    }
                    if let doc = xmlTextReaderCurrentDoc(reader), let subset = doc.pointee.intSubset, subset.pointee.children != nil {
                        throw fail(max(line, 1), 0, "internal DTD declarations are not allowed (refusing entities)")
                    }
                case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue), Int32(XML_READER_TYPE_ENTITY.rawValue):
                    let line = Int(xmlTextReaderGetParserLineNumber(reader))
                    throw fail(line, 0, "entity references are not allowed (refusing entity expansion)")
                default:
                    break
                }
            }
            guard let root, stack.isEmpty else {
                throw fail(0, 0, "malformed XML: the document has no complete root element")
            }
            return root
        }
    }

    private static func close(_ node: XMLElementNode, into stack: inout [XMLElementNode], root: inout XMLElementNode?) {
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// libxml2's last error as (line, column, message without the newline).
    private static func lastError() -> (Int, Int, String) {
        guard let error = xmlGetLastError() else { return (0, 0, "unknown parse error") }
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown parse error"
        let trimmed = message.hasSuffix("\n") ? String(message.dropLast()) : message
        return (Int(error.pointee.line), Int(error.pointee.int2), trimmed)
    }
}
