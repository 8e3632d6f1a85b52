// The model-wide facts every entity's context consults (which entities are
// generated, every entity's class, names taken by classes, each family's
// property names, each entity's fetch requests), computed once per model:
// computed per entity they made building the contexts of a 16,000-entity
// model quadratic. Render keys digest these values too (`EntityKeys`).
import MomgenModel

/// What `ContextBuilder` knows of the whole model while it builds one entity.
struct ModelScope: Sendable {
    /// The ids of the entities whose classes are generated, in model order.
    var selectedIDs: [Int]
    /// The same ids, for membership.
    var selected: Set<Int>
    /// The entities left out, and why.
    var skipped: [SkippedEntity]
    /// The Swift type of every entity's objects, by entity id.
    var swiftClasses: [String]
    /// The bare class name of every entity (`Book` for `MyApp.Book`), by id.
    var bareClassNames: [String]
    /// The Swift property names of each inheritance family, by root entity.
    var familyNames: [Int: Set<String>]
    /// The Swift class of every entity of the model.
    var classNames: Set<String>
    /// The Swift class of every selected entity.
    var generatedClasses: Set<String>
    /// The model protocol's name.
    var protocolName: String
    /// The mogenerator machine class of each generated class, by bare class name.
    var machineNames: [String: String]
    /// Names a top-level key enum may not take: every class and machine class.
    var topLevelTypeNames: Set<String>
    /// The fetch request templates of each entity, by entity name, in model order.
    var fetchRequests: [String?: [FetchRequest]]

    /// The file names of entity `id`'s class in `layout`.
    func fileNames(of id: Int, layout: Layout) -> EntityFileNames {
        let bare = bareClassNames[id]
        return EntityFileNames(objcName: bare, machineClassName: machineNames[bare] ?? "_" + bare,
                               humanFileName: layout == .xcode ? "\(bare)+CoreDataClass.swift" : "\(bare).swift")
    }
}
