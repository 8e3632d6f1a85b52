// Core Data and SwiftData sharing one store in one app (Apple's "Migrate to
// SwiftData" rules, docs/swiftdata.md "Coexistence"): the entity names stay
// the same, persistent history is on (SwiftData turns it on; every store it
// wrote that we read has the history tables), and the Core Data classes are
// renamed so they do not clash with the `@Model` classes, which carry the
// entity names. This checks the last one, the one momgen can see: when one
// module holds both layouts of a model, an entity whose Core Data class name
// is its entity name clashes. `representedClassName` is not in the version
// hash, so renaming it never costs a migration.
import MomgenDiagnostics
import MomgenModel

/// The coexistence checks on one model.
public enum SwiftDataCoexistence {
    public static let ruleID = "swiftdata-class-name-clash"

    /// One error per entity whose Core Data class (its `representedClassName`
    /// without a module prefix, or the entity name when it has none) is named
    /// like the `@Model` class SwiftData needs (the entity name). Call it
    /// only when both layouts go into one module.
    public static func classNameClashes(in model: ResolvedModel) -> [Diagnostic] {
        model.entities.compactMap { entity in
            let declared = entity.declared
            let className = coreDataClassName(declared)
            guard className == declared.name else { return nil }
            return Diagnostic(
                ruleID: ruleID, severity: .error,
                message: "entity '\(declared.name)' gets a Core Data class and a SwiftData @Model class of the same name '\(className)' in one module",
                location: model.location(declared.location), entity: declared.name,
                fixHint: "set the entity's Class (representedClassName) to another name, for example 'CD\(declared.name)': it is not in the version hash, so stores still open; "
                    + "keep the entity name, which SwiftData binds to the class name")
        }
    }

    /// The Swift name of the Core Data class: `representedClassName` without
    /// a module prefix (`App.Book`, `.Book`), or the entity name.
    static func coreDataClassName(_ entity: Entity) -> String {
        guard let represented = entity.representedClassName, !represented.isEmpty, represented != "NSManagedObject" else { return entity.name }
        return represented.split(separator: ".").last.map(String.init) ?? represented
    }
}
