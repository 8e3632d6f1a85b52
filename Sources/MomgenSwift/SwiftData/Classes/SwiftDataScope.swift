// The model-wide facts every class of the swiftdata layout consults: which
// entities get a class, each class's name and superclass, the type names
// that the schema enum hides, and the composite structs with the file each
// is declared in.

import MomgenModel

/// What `SwiftDataClassBuilder` knows of the whole model while it builds one class.
struct SwiftDataScope: Sendable {
    /// The entities that get a class, in model order.
    var emitted: [Int]
    /// The same, for membership.
    var emittedSet: Set<Int>
    /// The Swift class name of each emitted entity, by id.
    var classNames: [Int: String]
    /// The superclass entity of each subclass (inheritance needs iOS 26 and its equivalents).
    var superclass: [Int: Int]
    /// Entities whose class a generated class inherits from (not `final`).
    var hasSubclass: Set<Int>
    /// Standard type names, qualified where a generated type hides them.
    var typeNames: SwiftDataTypeNames
    /// The struct name of each composite type, by the composite's name.
    var compositeNames: [String: String]
    /// The composite structs, each with the entity whose file declares it.
    var compositeStructs: [(owner: Int, context: SwiftDataCompositeContext)]
    /// Required to-ones on a cycle of them: declared optional, or no object
    /// of the cycle could be created.
    var requiredToOneCycles: RequiredToOneCycles

    /// The composite structs declared in `entity`'s file, with `access`.
    func composites(ownedBy entity: Int, access: String) -> [SwiftDataCompositeContext] {
        compositeStructs.filter { $0.owner == entity }.map { pair in
            var context = pair.context
            context.memberModifier = access
            context.members = context.members.map { var member = $0; member.memberModifier = access; return member }
            return context
        }
    }
}
