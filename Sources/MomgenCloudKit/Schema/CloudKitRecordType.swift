// One `RECORD TYPE … ( … );` block.
import MomgenDiagnostics

/// A record type: its fields and its `GRANT` lines.
///
/// For example, `CD_Book` with `CD_entityName`, `CD_title`, the six system
/// fields and the three grants every mirrored type carries.
public struct CloudKitRecordType: Hashable, Sendable {
    /// The raw name (`CD_Book`, `cloudkit.share`), unquoted.
    public var name: String
    public var fields: [CloudKitField]
    /// Grant lines without `GRANT` and the comma, e.g. `WRITE TO "_creator"`, in file order.
    public var grants: [String]
    /// The entity the type mirrors (the root of its hierarchy), when it comes from a model.
    public var entity: String?
    /// Where the type is declared: the entity in the model, or the line in a `.ckdb` file.
    public var location: SourceLocation?

    public init(name: String, fields: [CloudKitField], grants: [String], entity: String? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.fields = fields
        self.grants = grants
        self.entity = entity
        self.location = location
    }

    /// The field called `name`, if there is one.
    public func field(named name: String) -> CloudKitField? {
        fields.first { $0.name == name }
    }
}
