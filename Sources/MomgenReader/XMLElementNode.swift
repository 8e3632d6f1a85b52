// A minimal element tree: just what the model decoder needs, with the line
// and column where each element starts. Text nodes are not kept: Core Data
// models carry everything in attributes.

/// An XML element with its attributes, child elements and position.
struct XMLElementNode {
    var name: String
    /// Attributes in document order.
    var attributes: [(name: String, value: String)]
    var children: [XMLElementNode]
    /// Character data directly inside the element (kept only when the parser
    /// is asked to, e.g. for plists).
    var text = ""
    var line: Int
    var column: Int

    /// The value of attribute `name`, if present.
    func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name {
            return attribute.value
        }
        return nil
    }
}
