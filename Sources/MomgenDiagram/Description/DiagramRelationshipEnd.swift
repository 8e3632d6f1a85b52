// One relationship of a line: its name, bounds and settings.
import MomgenModel

/// One relationship, as drawn at its destination's end of a line.
///
/// For example, `Book.pages`: `name: "pages"`, 0 to many, ordered, cascade.
public struct DiagramRelationshipEnd: Equatable, Sendable {
    public var name: String
    /// How many destination objects one source object has.
    public var multiplicity: Multiplicity
    public var isOrdered: Bool
    public var isTransient: Bool
    public var deleteRule: DeleteRule

    public init(name: String, multiplicity: Multiplicity, isOrdered: Bool = false, isTransient: Bool = false,
                deleteRule: DeleteRule = .nullify) {
        self.name = name
        self.multiplicity = multiplicity
        self.isOrdered = isOrdered
        self.isTransient = isTransient
        self.deleteRule = deleteRule
    }
}
