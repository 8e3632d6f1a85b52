// How many objects a relationship holds, from its Core Data settings: the
// crow's-foot ends of a line are drawn from this.
import MomgenModel

/// A lower and upper bound on the objects a relationship holds.
///
/// For example, an optional to-many is `0...` (`lower: 0, upper: nil`), a
/// required to-one `1...1`, a to-many with `minCount="2" maxCount="5"` `2...5`.
public struct Multiplicity: Equatable, Sendable {
    public var lower: Int
    /// nil when unbounded.
    public var upper: Int?

    public init(lower: Int, upper: Int?) {
        self.lower = lower
        self.upper = upper
    }

    /// The bounds Core Data enforces for `relationship`. An optional
    /// relationship may be empty whatever its `minCount` (counts are only
    /// checked on a non-empty value); a required one holds at least one
    /// object. `maxCount` 0 means unbounded; a to-one holds at most one.
    public init(_ relationship: Relationship) {
        let minimum = relationship.minCount ?? 0
        lower = relationship.isOptional ? 0 : max(minimum, 1)
        if relationship.isToMany {
            upper = relationship.maxCount.flatMap { $0 > 0 ? $0 : nil }
        } else {
            upper = 1
        }
    }

    /// At most one object.
    public var isToOne: Bool { upper == 1 }

    /// Bounds a crow's foot cannot show (more than one required, or a finite
    /// maximum above one), as `2..5` or `2..*`; nil when the symbol says it all.
    public var explicitRange: String? {
        guard lower > 1 || (upper ?? 0) > 1 else { return nil }
        return "\(lower)..\(upper.map(String.init) ?? "*")"
    }
}
