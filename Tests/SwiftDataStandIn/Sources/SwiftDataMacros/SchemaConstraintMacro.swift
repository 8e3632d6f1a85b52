// `#Unique` and `#Index`: freestanding declaration macros that add nothing. The
// compiler type-checks their key-path arguments against `[PartialKeyPath<T>]` (or
// `Schema.Index<T>.Types<T>`) where `T: PersistentModel` before expanding them.
import SwiftSyntax
import SwiftSyntaxMacros

/// The shared no-op expansion of the schema constraints.
public enum SchemaConstraintMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
