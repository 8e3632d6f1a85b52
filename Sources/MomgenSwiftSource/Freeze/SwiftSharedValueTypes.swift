// The value types a frozen copy keeps sharing with the live code: structs
// and enums that stored properties of the copied classes name and that are
// declared outside those classes (a type nested in a class is copied with
// it). Copying them too would fork every `Codable` type the app passes
// around; sharing them is what teams do by hand, and the file says so,
// because editing one changes the frozen schema's checksum.

/// Finds the shared value types of copied classes.
struct SwiftSharedValueTypes {
    let index: SwiftSourceIndex

    /// Full names, sorted, of the structs and enums `classes` store (through
    /// optionals, arrays, dictionaries, and the stored properties of the
    /// structs themselves), declared outside every class of `classes`.
    func of(_ classes: [SwiftTypeDeclaration]) -> [String] {
        let copied = classes.map(\.path)
        var found = Set<String>(), queue: [(SwiftTypeReference, [String])] = []
        for declaration in classes {
            for property in declaration.properties where !property.isStatic && !property.isComputed {
                if let type = property.type { queue.append((type, declaration.path)) }
            }
        }
        var position = 0
        // Bounded: every named declaration is entered once.
        while position < queue.count, position < 100_000 {
            let (reference, scope) = queue[position]
            position += 1
            switch index.expand(reference, from: scope) {
            case let .optional(inner), let .array(inner): queue.append((inner, scope))
            case let .dictionary(key, value): queue += [(key, scope), (value, scope)]
            case let .named(path):
                guard let declaration = index.types[path.joined(separator: ".")],
                      [.structure, .enumeration].contains(declaration.kind),
                      !copied.contains(where: { path.starts(with: $0) }),
                      found.insert(declaration.fullName).inserted else { continue }
                for property in declaration.properties where !property.isStatic && !property.isComputed {
                    if let type = property.type { queue.append((type, declaration.path)) }
                }
            case .other: continue
            }
        }
        return found.sorted()
    }
}
