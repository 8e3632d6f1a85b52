// libxml2's SAX2 callback table for `SafeXMLParser`. Each callback is a C
// function pointer that captures nothing: it gets the `XMLTreeBuilder` back
// from the parser's user data, turns libxml2's pointers into Swift values and
// hands them over. What is left unset libxml2 skips, and that is half of the
// safety: no document is built, no DTD is loaded, no entity is resolved.
import CLibXML2

/// The callbacks of `SafeXMLParser`'s push parser.
enum SAX2Handler {
    /// A table for a parser whose user data is an unretained `XMLTreeBuilder`.
    /// (The callbacks name `SAX2Handler` explicitly: an unqualified call
    /// would capture the type, and a C function pointer captures nothing.)
    static func make() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { userData, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            SAX2Handler.startElement(SAX2Handler.builder(userData), localName, prefix, namespaces, Int(namespaceCount), attributes, Int(attributeCount))
        }
        handler.endElementNs = { userData, _, _, _ in SAX2Handler.builder(userData).endElement() }
        handler.characters = { userData, bytes, count in SAX2Handler.builder(userData).characters(SAX2Handler.buffer(bytes, count)) }
        handler.cdataBlock = { userData, bytes, count in SAX2Handler.builder(userData).cdata(SAX2Handler.buffer(bytes, count)) }
        // libxml2 only calls whitespace ignorable when it is building a tree
        // (it asks the tree); the builder applies the reader's rule itself.
        handler.ignorableWhitespace = { _, _, _ in }
        handler.comment = { userData, _ in SAX2Handler.builder(userData).otherMarkup() }
        handler.processingInstruction = { userData, _, _ in SAX2Handler.builder(userData).otherMarkup() }

        // DTDs are noticed, never used: the first declaration stops the
        // parse and none is registered, so `getEntity` knows only the five
        // predefined entities and no declared entity can expand.
        handler.internalSubset = { userData, _, _, _ in SAX2Handler.builder(userData).doctype() }
        handler.entityDecl = { userData, _, _, _, _, _ in SAX2Handler.builder(userData).declaration() }
        handler.unparsedEntityDecl = { userData, _, _, _, _ in SAX2Handler.builder(userData).declaration() }
        handler.elementDecl = { userData, _, _, _ in SAX2Handler.builder(userData).declaration() }
        handler.attributeDecl = { userData, _, _, _, _, _, values in
            // The list of allowed values is the callback's to free.
            xmlFreeEnumeration(values)
            SAX2Handler.builder(userData).declaration()
        }
        handler.getEntity = { _, name in xmlGetPredefinedEntity(name) }
        // Called for a reference libxml2 could not resolve but tolerates
        // (the document names an external DTD it did not load).
        handler.reference = { userData, _ in SAX2Handler.builder(userData).entityReference() }

        // Errors are read from the parser context afterwards; a handler of
        // our own keeps libxml2 from printing them.
        handler.serror = { _, _ in }
        return handler
    }

    private static func builder(_ userData: UnsafeMutableRawPointer?) -> XMLTreeBuilder {
        Unmanaged<XMLTreeBuilder>.fromOpaque(userData!).takeUnretainedValue()
    }

    private static func buffer(_ bytes: UnsafePointer<xmlChar>?, _ count: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes, count: Int(count))
    }

    /// Names the element and lists its attributes, then opens it.
    private static func startElement(
        _ builder: XMLTreeBuilder,
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
        _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ namespaceCount: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int
    ) {
        guard let localName else { return }
        let (name, list) = builder.withNames { names in
            (names.qualified(prefix: prefix, local: localName),
             SAX2Handler.attributeList(&names, namespaces, namespaceCount, attributes, attributeCount))
        }
        builder.startElement(name, attributes: list)
    }

    /// A start tag's attributes in document order: namespace declarations
    /// first, as the reader listed them, then the others.
    private static func attributeList(
        _ names: inout XMLNameTable,
        _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ namespaceCount: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int
    ) -> [(name: String, value: String)] {
        var list: [(name: String, value: String)] = []
        // Sized once: growing it attribute by attribute was a tenth of
        // reading a large model.
        list.reserveCapacity(namespaceCount + attributeCount)
        if let namespaces {
            // (prefix, URI) pairs.
            for index in stride(from: 0, to: 2 * namespaceCount, by: 2) {
                let uri = namespaces[index + 1].map { String(cString: $0) } ?? ""
                list.append((names.namespaceDeclaration(prefix: namespaces[index]), uri))
            }
        }
        if let attributes {
            // (local name, prefix, URI, value start, value end) quintuples;
            // values are not NUL-terminated and arrive fully decoded.
            for index in stride(from: 0, to: 5 * attributeCount, by: 5) {
                guard let local = attributes[index], let start = attributes[index + 3], let end = attributes[index + 4] else { continue }
                let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                list.append((names.qualified(prefix: attributes[index + 1], local: local), value))
            }
        }
        return list
    }
}
