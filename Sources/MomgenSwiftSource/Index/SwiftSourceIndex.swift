// Every type the files declare, by full dotted name, and Swift's lookup of a
// written name from inside a declaration: the innermost enclosing scope
// first (`Item` inside `V1.Cocktail` is `V1.Cocktail.Item`, then `V1.Item`,
// then `Item`), typealiases followed a bounded number of hops.

/// The declared types of all files.
public struct SwiftSourceIndex: Sendable {
    /// Full name → declarations (a type and its extensions' members merged).
    public private(set) var types: [String: SwiftTypeDeclaration] = [:]
    private let maximumAliasHops: Int

    public init(_ declarations: [SwiftTypeDeclaration], maximumAliasHops: Int = 16) {
        self.maximumAliasHops = maximumAliasHops
        for declaration in declarations {
            if var known = types[declaration.fullName] {
                // The first declaration wins its kind; members of a second one
                // (an `extension` never records a declaration) are kept too.
                known.properties += declaration.properties
                known.uniques += declaration.uniques
                known.indexes += declaration.indexes
                known.functionUses.merge(declaration.functionUses, uniquingKeysWith: SwiftFunctionUses.merged)
                types[declaration.fullName] = known
            } else {
                types[declaration.fullName] = declaration
            }
        }
    }

    /// The declaration `path` names when written inside `scope`.
    public func lookup(_ path: [String], from scope: [String]) -> SwiftTypeDeclaration? {
        var scope = scope
        while true {
            if let found = types[(scope + path).joined(separator: ".")] { return found }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }

    /// `reference` with every typealias replaced by what it names (written
    /// inside `scope`), and each named type's full path where it is declared.
    public func expand(_ reference: SwiftTypeReference, from scope: [String], hops: Int = 0) -> SwiftTypeReference {
        guard hops < maximumAliasHops else { return reference }
        switch reference {
        case let .named(path):
            guard let found = lookup(path, from: scope) else { return reference }
            if case let .alias(target) = found.kind {
                return expand(target, from: Array(found.path.dropLast()), hops: hops + 1)
            }
            return .named(found.path)
        case let .optional(wrapped): return .optional(expand(wrapped, from: scope, hops: hops + 1))
        case let .array(element): return .array(expand(element, from: scope, hops: hops + 1))
        case let .dictionary(key, value):
            return .dictionary(key: expand(key, from: scope, hops: hops + 1), value: expand(value, from: scope, hops: hops + 1))
        case .other: return reference
        }
    }

    /// Every declaration of `kind`, sorted by full name.
    public func all(where include: (SwiftTypeDeclaration) -> Bool) -> [SwiftTypeDeclaration] {
        types.values.filter(include).sorted { $0.fullName < $1.fullName }
    }
}
