// `@Attribute`, `@Relationship` and `@Transient`: peer macros that add nothing.
// Their arguments are still type-checked against the declarations in the SwiftData
// module (labels, option types, the `inverse:` key path), which is what the stand-in
// checks.
import SwiftSyntax
import SwiftSyntaxMacros

/// The shared no-op expansion of the property attributes.
public enum PropertyMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
