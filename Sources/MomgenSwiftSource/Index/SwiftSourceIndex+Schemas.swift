// Which declarations are schemas and which `@Model` classes are live: the
// one definition the assembler (the `Live` version, each class's owner) and
// the freezer (what it copies) share.

extension SwiftSourceIndex {
    /// Every `VersionedSchema` enum, sorted by full name.
    var schemas: [SwiftTypeDeclaration] {
        all { $0.kind == .enumeration && $0.conforms(to: "VersionedSchema") }
    }

    /// The full names of every `VersionedSchema`.
    var schemaNames: Set<String> {
        Set(schemas.map(\.fullName))
    }

    /// The `@Model` classes nested in no `VersionedSchema`, sorted by full name.
    var liveModelClasses: [SwiftTypeDeclaration] {
        let names = schemaNames
        return all { declaration in
            declaration.kind == .modelClass && !(1 ..< max(declaration.path.count, 1)).contains { names.contains(declaration.path.prefix($0).joined(separator: ".")) }
        }
    }
}
