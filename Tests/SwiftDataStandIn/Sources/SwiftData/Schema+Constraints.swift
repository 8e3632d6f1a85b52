// The values behind `#Index` and `#Unique` (iOS 18 / macOS 15 and later).

extension Schema {
    /// The indices of a model (`#Index`).
    #if SWIFTDATA_BEFORE_IOS18
    @available(*, unavailable, message: "Schema.Index is available from iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2")
    #endif
    public final class Index<T> where T: PersistentModel {
        /// The kinds of index.
        public enum Types<P> where P: PersistentModel {
            case binary([PartialKeyPath<P>])
            case rtree([PartialKeyPath<P>])
        }

        public init(_ indices: Types<T>...) {}
        public init(_ binaryIndices: [PartialKeyPath<T>]...) {}
    }

    /// The uniqueness constraints of a model (`#Unique`).
    #if SWIFTDATA_BEFORE_IOS18
    @available(*, unavailable, message: "Schema.Unique is available from iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2")
    #endif
    public final class Unique<T> where T: PersistentModel {
        public init(_ constraints: [PartialKeyPath<T>]...) {}
    }
}
