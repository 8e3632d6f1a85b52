// A type declared in the sources, under its full dotted name (`V1.Item` for
// a class nested in, or in an extension of, `enum V1`): classes (`@Model` or
// not), structs, enums with their raw type, typealiases, and the parts of a
// `VersionedSchema` or `SchemaMigrationPlan` the reader needs.
import MomgenDiagnostics

/// One declared type.
public struct SwiftTypeDeclaration: Hashable, Sendable {
    /// What kind of declaration it is.
    public enum Kind: Hashable, Sendable {
        case modelClass, plainClass, structure, enumeration, alias(SwiftTypeReference), protocolType
    }

    /// The dotted path of enclosing types and the type's own name.
    public var path: [String]
    public var kind: Kind
    /// The inheritance clause, each entry's text (`Codable`, `String`, `V1.Base`).
    public var inherits: [String]
    public var properties: [SwiftStoredProperty] = []
    /// `#Unique<…>(…)`/`#Index<…>(…)` in the body: each argument's key-path
    /// property names (one list per array argument).
    public var uniques: [[String]] = []
    public var indexes: [[String]] = []
    /// Other freestanding macros and attached macros in the body, for findings.
    public var unknownMacros: [(name: String, location: SourceLocation)] {
        zip(unknownMacroNames, unknownMacroLocations).map { ($0, $1) }
    }
    public var unknownMacroNames: [String] = []
    public var unknownMacroLocations: [SourceLocation] = []
    /// `static var versionIdentifier` as numbers (`Schema.Version(1, 0, 0)`).
    public var versionIdentifier: [Int]?
    /// `static var models`/`schemas`: each `X.self`'s type path, in order.
    public var models: [[String]]?
    public var schemas: [[String]]?
    /// `static var stages`: the stages' text, resolved later by name.
    public var stageNames: [String]?
    /// Static `MigrationStage` values: name → (kind, from path, to path).
    public var stageValues: [String: SwiftMigrationStage] = [:]
    /// Stages written inside `static var stages` itself (`[.lightweight(…)]`), in order.
    public var inlineStages: [SwiftMigrationStage] = []
    /// Static functions of the body: name → the model types each names and
    /// the functions it calls (a stage's closure may hand its work to them).
    public var functionUses: [String: SwiftFunctionUses] = [:]
    public var location: SourceLocation

    public init(path: [String], kind: Kind, inherits: [String], location: SourceLocation) {
        self.path = path
        self.kind = kind
        self.inherits = inherits
        self.location = location
    }

    /// The type's own name.
    public var name: String { path.last ?? "" }
    /// The dotted full name.
    public var fullName: String { path.joined(separator: ".") }
    /// Whether the inheritance clause names `protocolName` (`VersionedSchema`).
    public func conforms(to protocolName: String) -> Bool {
        inherits.contains { $0 == protocolName || $0.hasSuffix("." + protocolName) }
    }
}

/// One `MigrationStage` of a plan.
public struct SwiftMigrationStage: Hashable, Sendable {
    /// `lightweight` or `custom`.
    public var kind: String
    public var from: [String]
    public var to: [String]
    public var location: SourceLocation
    /// The types a custom stage's `willMigrate` and `didMigrate` closures
    /// name (`SwiftStageModelUses`), resolved by the assembler.
    public var willMigrate: [SwiftModelUse] = []
    public var didMigrate: [SwiftModelUse] = []
    /// The functions each closure calls by name, followed by the assembler.
    public var willMigrateCalls: [String] = []
    public var didMigrateCalls: [String] = []

    public init(kind: String, from: [String], to: [String], location: SourceLocation) {
        self.kind = kind
        self.from = from
        self.to = to
        self.location = location
    }
}
