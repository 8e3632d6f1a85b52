// The compiler plugin that the stand-in SwiftData module names in its
// `#externalMacro` declarations (module "SwiftDataMacros", as Apple's).
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// Lists every macro implementation of the stand-in.
@main
struct SwiftDataMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        PersistentModelMacro.self,
        PersistentModelMacroBefore26.self,
        PropertyMarkerMacro.self,
        SchemaConstraintMacro.self,
    ]
}
