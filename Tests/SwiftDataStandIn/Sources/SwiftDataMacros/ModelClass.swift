// What `@Model` reads off the class it is attached to.
import SwiftSyntax

/// Reads a model class's declaration.
enum ModelClass {
    /// Whether the class body declares an initializer (Apple's `@Model` requires one).
    static func declaresInitializer(_ model: ClassDeclSyntax) -> Bool {
        model.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    }
}
