// A stored property's Swift type → what SwiftData stores for it, read from
// the one Swift ⇄ Core Data table (`SwiftDataValueType`, reversed) and the
// declarations the files make: a `@Model` class is a relationship, a Codable
// struct a composite, a `RawRepresentable` enum a one-member composite of
// its raw type. Anything else is a reason, never a guess.
import MomgenSwiftData

/// Classifies written types against the index.
struct SwiftPropertyKinds {
    let index: SwiftSourceIndex
    let maximumDepth: Int

    /// A type's kind, or why momgen cannot derive it.
    enum Outcome {
        case kind(SwiftDataPropertyDeclaration.Kind, isOptional: Bool, isEnum: Bool)
        case underived(String)
    }

    /// What `type`, written inside `scope`, stores as property `name`.
    /// `inComposite`: a member of a Codable struct, which holds no model, so
    /// every array there is Binary whatever its element (metacocktails:
    /// Cocktail.compiledTags, five `[Enum]?` members).
    func classify(_ type: SwiftTypeReference, name: String, scope: [String], depth: Int = 0, inComposite: Bool = false) -> Outcome {
        guard depth < maximumDepth else { return .underived("types nest deeper than \(maximumDepth) levels") }
        var written = index.expand(type, from: scope)
        var isOptional = false
        if case let .optional(wrapped) = written {
            isOptional = true
            written = wrapped
        }
        switch written {
        case let .named(path):
            return single(path, name: name, isOptional: isOptional, depth: depth)
        case let .array(element):
            let expanded = index.expand(element, from: scope)
            if case let .named(path) = expanded, let found = index.types[path.joined(separator: ".")], found.kind == .modelClass {
                return .kind(.toMany(destination: found.name), isOptional: isOptional, isEnum: false)
            }
            // Inside a Codable struct every array is one Binary member (the
            // evidence); a model's own array of values has no store yet.
            if inComposite { return .kind(.array(.data), isOptional: isOptional, isEnum: false) }
            if case let .named(path) = expanded,
               SwiftDataValueType(swiftName: path.joined(separator: ".")) != nil || index.types[path.joined(separator: ".")] != nil {
                return .underived("no store SwiftData wrote shows what a model's own array `\(written.spelling)` derives (inside a Codable struct it is Binary)")
            }
            return .underived("the array's element type `\(element.spelling)` is not declared in these files")
        case .dictionary:
            return .underived("no store SwiftData wrote shows what a dictionary `\(written.spelling)` derives")
        case .optional:
            return .underived("a doubly optional `\(type.spelling)` is not established")
        case let .other(text):
            return .underived("the type `\(text)` is not one SwiftData stores in a column that momgen knows")
        }
    }

    private func single(_ path: [String], name: String, isOptional: Bool, depth: Int) -> Outcome {
        let full = path.joined(separator: ".")
        if let found = index.types[full] {
            switch found.kind {
            case .modelClass:
                return .kind(.toOne(destination: found.name), isOptional: isOptional, isEnum: false)
            case .structure:
                var members: [SwiftDataPropertyDeclaration] = []
                for property in found.properties where !property.isStatic && !property.isComputed {
                    guard let type = property.type ?? SwiftDefaultValue.inferredType(property.defaultText) else {
                        return .underived("member `\(found.name).\(property.name)` has no written type")
                    }
                    switch classify(type, name: property.name, scope: found.path, depth: depth + 1, inComposite: true) {
                    case let .kind(kind, memberOptional, _):
                        if case .toOne = kind { return .underived("member `\(found.name).\(property.name)` is a model") }
                        if case .toMany = kind { return .underived("member `\(found.name).\(property.name)` is a model") }
                        members.append(SwiftDataPropertyDeclaration(name: property.name, kind: kind, isOptional: memberOptional))
                    case let .underived(reason): return .underived(reason)
                    }
                }
                return .kind(.composite(members), isOptional: isOptional, isEnum: false)
            case .enumeration:
                guard let raw = found.inherits.lazy.compactMap({ SwiftDataValueType(swiftName: $0) }).first else {
                    return .underived("enum `\(found.name)` has no raw type; what SwiftData derives from its cases is not established")
                }
                let member = SwiftDataPropertyDeclaration(name: name, kind: .value(raw), isOptional: true)
                return .kind(.composite([member]), isOptional: isOptional, isEnum: true)
            case .plainClass, .protocolType, .alias:
                return .underived("`\(found.fullName)` is a class or protocol that is no `@Model`")
            }
        }
        if let value = SwiftDataValueType(swiftName: full) {
            return .kind(.value(value), isOptional: isOptional, isEnum: false)
        }
        return .underived("the type `\(full)` is not declared in these files (another module's type, or one a macro generates)")
    }
}
