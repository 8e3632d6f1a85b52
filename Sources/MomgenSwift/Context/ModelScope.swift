// The model-wide facts every entity's context consults (names taken by
// classes, each family's property names, each entity's fetch requests),
// computed once per model: computed per entity they made building the
// context of a 16,000-entity model quadratic.
import MomgenModel

/// What `ContextBuilder` knows of the whole model while it builds one entity.
struct ModelScope {
    /// Indices of the entities whose classes are generated.
    var selected: Set<Int>
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

    init(selected: Set<Int>, familyNames: [Int: Set<String>], classNames: Set<String>, generatedClasses: Set<String>,
         protocolName: String, machineNames: [String: String], fetchRequests: [FetchRequest]) {
        self.selected = selected
        self.familyNames = familyNames
        self.classNames = classNames
        self.generatedClasses = generatedClasses
        self.protocolName = protocolName
        self.machineNames = machineNames
        self.topLevelTypeNames = classNames.union(machineNames.values)
        self.fetchRequests = Dictionary(grouping: fetchRequests, by: \.entity)
    }
}
