// `@Model`: what Apple's macro adds that the type checker can see.
//
// - member: the check that the class declares an initializer of its own, as Apple's
//   does. Apple's macro also adds `init(backingData:)` and the backing storage; the
//   stand-in's `PersistentModel` does not require them (a subclass's generated
//   `init(backingData:)` would need the superclass's model type, which a macro cannot
//   see), so nothing is added.
// - extension: `extension X: SwiftData.PersistentModel {}`. A conformance extension
//   has the class's access, so a `public class` whose `var id` is not public fails
//   exactly as with Apple's macro (Identifiable's `id` requirement).
// Stored properties are left stored, with their initial values: a default of the
// wrong type (`var calories: Int32 = 0.0`) stays a type error.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Model` for deployment targets from iOS 26 / macOS 26 (model inheritance allowed).
public enum PersistentModelMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: StandInDiagnostic.notAClass))
            return []
        }
        guard ModelClass.declaresInitializer(model) else {
            context.diagnose(Diagnostic(node: model.name, message: StandInDiagnostic.missingInitializer(model.name.text)))
            return []
        }
        return []
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The compiler lists only protocols the class does not conform to yet: empty for a
        // subclass of a model class, which inherits the conformance. A class without an
        // initializer has its error from the member role; no conformance, no follow-on errors.
        guard let model = declaration.as(ClassDeclSyntax.self), !protocols.isEmpty,
              ModelClass.declaresInitializer(model) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }
}

/// `@Model` for deployment targets below iOS 26 / macOS 26: the same expansion, and a
/// model class that inherits the conformance from a model superclass is an error.
public enum PersistentModelMacroBefore26: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try PersistentModelMacro.expansion(of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        if let model = declaration.as(ClassDeclSyntax.self), protocols.isEmpty {
            context.diagnose(Diagnostic(node: model.name, message: StandInDiagnostic.inheritanceBefore26(model.name.text)))
            return []
        }
        return try PersistentModelMacro.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols, in: context)
    }
}
