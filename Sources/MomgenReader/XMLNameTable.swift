// libxml2 interns every element and attribute name in its parser dictionary,
// so the same name always arrives as the same pointers. Keying on those
// pointers turns each distinct name into a Swift String once per file instead
// of once per occurrence.
//
// The table is a small open-addressing hash on the pointer values: a large
// model looks a name up about five times per element, and Swift's
// `Dictionary` spent more hashing a pair of pointers than libxml2 spent
// parsing the attribute.
import CLibXML2

/// Swift strings for libxml2's interned names, each created once.
struct XMLNameTable {
    /// One name: libxml2's prefix (nil for none) and local part, and the
    /// String made from them. An empty slot has no local part.
    private struct Slot {
        var prefix: UnsafePointer<xmlChar>?
        var local: UnsafePointer<xmlChar>?
        var name = ""
    }

    /// A power of two in size, never more than half full, so probing ends.
    private var slots = [Slot](repeating: Slot(), count: 64)
    private var used = 0
    /// Namespace declarations by prefix (nil is the default namespace);
    /// rare, so an ordinary dictionary.
    private var declarationNames: [UnsafePointer<xmlChar>?: String] = [:]

    /// `prefix:local`, or `local` when there is no prefix.
    mutating func qualified(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>) -> String {
        let mask = slots.count - 1
        var index = Self.hash(prefix, local) & mask
        while let occupant = slots[index].local {
            if occupant == local, slots[index].prefix == prefix { return slots[index].name }
            index = (index + 1) & mask
        }
        let name = prefix.map { String(cString: $0) + ":" + String(cString: local) } ?? String(cString: local)
        slots[index] = Slot(prefix: prefix, local: local, name: name)
        used += 1
        if 2 * used > slots.count { grow() }
        return name
    }

    /// The attribute name of a namespace declaration: `xmlns:prefix`, or
    /// `xmlns` for the default namespace.
    mutating func namespaceDeclaration(prefix: UnsafePointer<xmlChar>?) -> String {
        if let known = declarationNames[prefix] { return known }
        let created = prefix.map { "xmlns:" + String(cString: $0) } ?? "xmlns"
        declarationNames[prefix] = created
        return created
    }

    /// Fibonacci hashing of the two addresses; the high bits are the well-mixed ones.
    private static func hash(_ prefix: UnsafePointer<xmlChar>?, _ local: UnsafePointer<xmlChar>) -> Int {
        let mixed = (UInt(bitPattern: local) &+ 31 &* UInt(bitPattern: prefix)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: 2 * old.count)
        let mask = slots.count - 1
        for slot in old {
            guard let local = slot.local else { continue }
            var index = Self.hash(slot.prefix, local) & mask
            while slots[index].local != nil { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
