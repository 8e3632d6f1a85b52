// The name of the class generated for an entity.
import MomgenModel

enum ClassName {
    /// The unqualified class name an entity's code uses: `representedClassName`
    /// without a module prefix, or the entity name when no class is set. Nil when
    /// the entity uses plain NSManagedObject (no class is generated).
    static func of(_ entity: Entity) -> String? {
        guard let represented = entity.representedClassName, !represented.isEmpty else { return entity.name }
        let name = represented.split(separator: ".").last.map(String.init) ?? represented
        return name == "NSManagedObject" ? nil : name
    }
}
