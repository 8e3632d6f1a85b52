// What `@Model` reads off the class: its access level and whether it has an initializer.
import SwiftSyntax

/// Reads a model class's declaration.
enum ModelAccess {
    /// `"public "` for a public or open class (the members must witness a public
    /// protocol's requirements), else `""` (the member gets the class's default).
    static func memberModifier(of model: ClassDeclSyntax) -> String {
        let keywords = model.modifiers.map(\.name.tokenKind)
        return keywords.contains(.keyword(.public)) || keywords.contains(.keyword(.open)) ? "public " : ""
    }

    /// Whether the class body declares an initializer (Apple's `@Model` requires one).
    static func declaresInitializer(_ model: ClassDeclSyntax) -> Bool {
        model.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }
}
