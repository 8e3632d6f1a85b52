// The options of `@Attribute`.
import Foundation

extension Schema {
    /// Describes the configuration and behavior of a property of a model class.
    public class Attribute {
        /// An option of `@Attribute(...)`.
        public struct Option: Hashable, Codable, Sendable {
            let name: String

            /// Ensures the property's value is unique across all models of the same type.
            public static var unique: Option { Option(name: "unique") }
            /// Transforms the value with a registered `ValueTransformer` subclass.
            public static func transformable(by transformerType: ValueTransformer.Type) -> Option {
                Option(name: "transformable")
            }
            /// Transforms the value with the transformer registered under `transformerName`.
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
            /// Stores the value as binary data adjacent to the model storage.
            public static var externalStorage: Option { Option(name: "externalStorage") }
            /// Stores the value in an encrypted form (CloudKit).
            public static var allowsCloudEncryption: Option { Option(name: "allowsCloudEncryption") }
            /// Preserves the value in the persistent history when the model is deleted.
            public static var preserveValueOnDeletion: Option { Option(name: "preserveValueOnDeletion") }
            /// Tracks changes to the property but does not persist it.
            public static var ephemeral: Option { Option(name: "ephemeral") }
            /// Indexes the value for Spotlight search.
            public static var spotlight: Option { Option(name: "spotlight") }
        }

        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {}
    }
}
