// A remark about a generated schema: where the layout rests on an
// unverified choice, or where part of the model produced nothing.

/// A note attached to a generated schema, for `--annotate` and the JSON form.
///
/// For example, "the owner of a reflexive many-to-many is not stable across OS versions".
public struct SchemaNote: Hashable, Sendable {
    public var entity: String?
    public var property: String?
    public var message: String

    public init(entity: String? = nil, property: String? = nil, message: String) {
        self.entity = entity
        self.property = property
        self.message = message
    }
}
