// The options and delete rules of `@Relationship`.

extension Schema {
    /// Describes a relationship between two model classes.
    public final class Relationship {
        /// Describes the rule to apply when deleting a model that references others.
        public enum DeleteRule: String, Codable, Hashable, Sendable {
            case noAction
            case nullify
            case cascade
            case deny
        }

        /// An option of `@Relationship(...)`.
        public struct Option: Codable, Hashable, Sendable {
            let name: String
            /// Ensures the relationship's value is unique across all models of the same type.
            public static var unique: Option { Option(name: "unique") }
        }

        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
            hashModifier: String? = nil
        ) {}
    }
}
