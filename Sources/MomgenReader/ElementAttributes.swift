// Reads the attributes of one element by name, remembering which were used so
// that the rest can be kept as `otherAttributes` (nothing is dropped).
import MomgenModel

/// The attributes of an element, consumed one by one.
struct ElementAttributes {
    private let attributes: [(name: String, value: String)]
    private var used: Set<String> = []

    init(_ node: XMLElementNode) {
        attributes = node.attributes
    }

    /// The value of `name`, if present.
    mutating func string(_ name: String) -> String? {
        used.insert(name)
        for attribute in attributes where attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// `YES` is true and `NO` false, as Xcode writes them; absent is nil.
    mutating func bool(_ name: String) -> Bool? {
        string(name).map { $0 == "YES" || $0 == "yes" || $0 == "true" || $0 == "1" }
    }

    /// A flag that is false when absent.
    mutating func flag(_ name: String) -> Bool {
        bool(name) ?? false
    }

    /// Attributes not read by any accessor, in document order.
    var unused: [XMLAttribute] {
        attributes.filter { !used.contains($0.name) }.map { XMLAttribute(name: $0.name, value: $0.value) }
    }
}
