// The `<model>` element: a whole model version as declared in one `contents`
// file, before any name is resolved.

/// A Core Data model as written in its XML, in document order.
public struct Model: Hashable, Sendable {
    /// The `contents` file it was read from (as the user's path spelled it).
    public var file: String
    public var type: String?
    public var documentVersion: String?
    public var lastSavedToolsVersion: String?
    public var systemVersion: String?
    public var minimumToolsVersion: String?
    public var sourceLanguage: String?
    public var userDefinedModelVersionIdentifier: String?
    public var isUsedWithCloudKit = false
    public var isUsedWithSwiftData = false
    public var entities: [Entity] = []
    public var fetchRequests: [FetchRequest] = []
    public var configurations: [Configuration] = []
    public var composites: [CompositeType] = []
    /// Whether the model has Xcode's `<elements>` layout block (kept, not used).
    public var hasLayoutElements = false
    public var otherAttributes: [XMLAttribute] = []
    /// Elements momgen does not know, anywhere in the model.
    public var unknownElements: [UnknownElement] = []
    public var location: SourceLocationRef = .unknown

    public init(file: String) {
        self.file = file
    }
}
