// One box of the diagram: an entity with the attributes it declares.
import MomgenDiagnostics

/// An entity as the diagram draws it.
///
/// For example, Book with `price: Float?` and `title: String?`.
public struct DiagramEntity: Equatable, Sendable {
    /// Unique among the diagram's entities: the entity's name, with `~2`,
    /// `~3`, … added for the second and later entities of a duplicated name
    /// (so two entities never merge into one node).
    public var id: String
    public var name: String
    public var isAbstract: Bool
    /// Shown only because it is a neighbour of an entity picked with
    /// `--entities`: drawn as a name without attributes.
    public var isContext: Bool
    /// The attributes the entity itself declares (inherited ones are on the
    /// parent, which the inheritance line points at).
    public var attributes: [DiagramAttribute]
    /// Lint findings (warnings and errors) about the entity or one of its
    /// attributes; empty unless lint marks were asked for.
    public var findings: [DiagramFinding]

    public init(id: String, name: String, isAbstract: Bool = false, isContext: Bool = false,
                attributes: [DiagramAttribute] = [], findings: [DiagramFinding] = []) {
        self.id = id
        self.name = name
        self.isAbstract = isAbstract
        self.isContext = isContext
        self.attributes = attributes
        self.findings = findings
    }
}

/// One attribute row.
///
/// For example, `DiagramAttribute(name: "price", type: "Float", isOptional: true)`.
public struct DiagramAttribute: Equatable, Sendable {
    public var name: String
    /// Xcode's spelling of the type (`Integer 16`, `String`, …).
    public var type: String
    public var isOptional: Bool
    public var isTransient: Bool
    public var isDerived: Bool
    public var isIndexed: Bool
    /// The uniqueness constraint the attribute is part of, when there is one:
    /// `[name]` alone, or every member of a compound constraint.
    public var uniqueWith: [String]?

    public init(name: String, type: String, isOptional: Bool = false, isTransient: Bool = false,
                isDerived: Bool = false, isIndexed: Bool = false, uniqueWith: [String]? = nil) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.isTransient = isTransient
        self.isDerived = isDerived
        self.isIndexed = isIndexed
        self.uniqueWith = uniqueWith
    }

    /// The other members of a compound uniqueness constraint (empty when the
    /// attribute is unique alone or not at all).
    public var uniquePartners: [String] {
        (uniqueWith ?? []).filter { $0 != name }
    }
}

/// A lint finding drawn on an entity or a line.
///
/// For example, `DiagramFinding(severity: .warning, ruleID: "missing-inverse",
/// message: "relationship 'Book.category' has no inverse")`.
public struct DiagramFinding: Equatable, Sendable {
    public var severity: Severity
    public var ruleID: String
    public var message: String

    public init(severity: Severity, ruleID: String, message: String) {
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
    }
}

extension Array where Element == DiagramFinding {
    /// The most serious severity, or nil when there are no findings.
    public var worstSeverity: Severity? { map(\.severity).max() }
}
