// Xcode's class or category codegen next to the @Model classes: Xcode
// generates `class Trip: NSManagedObject` (Category: an extension of a class
// `Trip` the app declares) into the target that compiles the model, and the
// swiftdata layout declares `Trip` at module level (the typealias of the
// current schema's class). Compiled into one module, `Trip` is declared twice
// and the target does not build. Which target compiles the model and which
// compiles the generated files is not in the model, so it is a warning that
// says so, never silent: one real project (meshtastic, ../shared/swiftdata/moves)
// took the model out of its target instead, and its Core Data import then
// failed for every user.
import MomgenModel

extension SwiftDataClassBuilder {
    /// One `swiftdata-codegen-clash` per entity whose Xcode codegen class
    /// name is a module-level name of the layout (an entity's class, or a
    /// composite's struct).
    func codegenClashes(in model: ResolvedModel, scope: SwiftDataScope, findings: inout SwiftDataFindingList) {
        // A model marked Used with SwiftData gets lint's rule of the same id
        // (generate and build lint first), with the same remedies: once is enough.
        guard !model.declared.isUsedWithSwiftData else { return }
        var owners: [String: String] = [:]
        for id in scope.emitted { owners[model.entities[id].name] = "the @Model class of entity '\(model.entities[id].name)'" }
        for (composite, name) in scope.compositeNames where owners[name] == nil { owners[name] = "the struct of composite '\(composite)'" }
        for entity in model.entities {
            let declared = entity.declared
            guard let kind = declared.xcodeCodegen, let name = declared.xcodeGeneratedClassName, let owner = owners[name] else { continue }
            let generated = kind == "class"
                ? "Xcode generates `class \(name): NSManagedObject`"
                : "Xcode generates `extension \(name)` with its @NSManaged properties (for a class '\(name)' the app declares)"
            findings.add(.codegenClash,
                         "entity '\(declared.name)' keeps Xcode's \(kind) codegen under the class name '\(name)', which \(owner) takes: \(generated) into the target that compiles the model, "
                             + "so where the generated SwiftData files compile into that target too, '\(name)' is declared twice and the target does not build "
                             + "(a warning: the model does not say which target compiles what)",
                         at: declared.location, entity: declared.name,
                         fixHint: "keep Core Data working: rename the Core Data class (the entity's Class, representedClassName, for example 'CD\(declared.name)', as Apple's Core Data to SwiftData sample and WWDC23 do; "
                             + "it is not in the version hash, so stores still open), or set Codegen to Manual/None (and name any class of your own otherwise); "
                             + "do not take the model out of the target: the app then has no compiled model, Core Data cannot open or import the existing store, and users lose their local data")
        }
    }
}
