// Reads the attributes of one element by name, remembering which were used so
// that the rest can be kept as `otherAttributes` (nothing is dropped).
import MomgenModel

/// The attributes of an element, consumed one by one.
struct ElementAttributes {
    private let attributes: [(name: String, value: String)]
    /// Which attributes an accessor has read, by position. Elements have a
    /// few dozen attributes at most, so a flat array beats hashing names.
    private var used: [Bool]

    init(_ node: XMLElementNode) {
        attributes = node.attributes
        used = Array(repeating: false, count: node.attributes.count)
    }

    /// The value of `name`, if present.
    mutating func string(_ name: String) -> String? {
        for index in attributes.indices where attributes[index].name == name {
            used[index] = true
            return attributes[index].value
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
        attributes.indices.filter { !used[$0] }.map { XMLAttribute(name: attributes[$0].name, value: attributes[$0].value) }
    }
}
