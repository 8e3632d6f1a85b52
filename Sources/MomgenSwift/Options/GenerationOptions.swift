// What the user asked the Swift emitter for: the options of `momgen generate`
// that shape the code (not where it is written).
import MomgenModel

/// Options of the Swift emitter.
public struct GenerationOptions: Sendable, Encodable {
    /// The model's name, used for the per-model protocol and the single file
    /// (for example `BookStore` for `BookStore.xcdatamodeld`).
    public var modelName: String
    public var layout: Layout
    public var access: AccessLevel
    /// Generate entities whose `codeGenerationType` is `class` or `category`
    /// (Xcode generates those itself, so they are skipped by default).
    public var includeXcodeGenerated: Bool
    /// Only entities of this configuration, when set.
    public var configuration: String?
    /// The superclass of root classes instead of `NSManagedObject`
    /// (an entity's `momgen.customBaseClass` userInfo key wins over it).
    public var baseClass: String?
    /// Wrap every file in `#if canImport(CoreData)` (see `PlatformGuard`).
    public var platformGuard: Bool
    /// How required object values and to-one relationships are typed
    /// (`RequiredStyle.defaultStyle` when the caller names none).
    public var requiredStyle: RequiredStyle
    /// The shipped template set the templates start from; it decides parts
    /// of the API the context describes (see `plainOptionalScalars`).
    public var templateSet: TemplateSetName
    /// The Xcode whose files the xcode layout reproduces (other layouts ignore it).
    public var xcodeVersion: XcodeVersion = .latest
    /// The systems the app runs on: nothing is generated that one of them
    /// cannot use (empty: the newest systems).
    public var deploymentTargets: [DeploymentTarget] = []

    /// Whether the xcode layout's root classes declare `Identifiable`: the
    /// Xcode version wrote it and every deployment target has it.
    public var declaresIdentifiable: Bool {
        layout == .xcode && xcodeVersion.declaresIdentifiable && PlatformAPI.identifiable.isAvailable(on: deploymentTargets)
    }

    /// Whether Codable attributes may sort their JSON keys unconditionally
    /// (otherwise behind `#available`).
    public var hasSortedKeys: Bool {
        PlatformAPI.sortedKeys.isAvailable(on: deploymentTargets)
    }

    /// The Xcode era's `NSDate?`/`NSData?` (xcode layout only).
    public var usesFoundationReferenceTypes: Bool {
        layout == .xcode && xcodeVersion.usesFoundationReferenceTypes
    }

    /// The swiftdata layout: the `VersionedSchema` enum the current
    /// version's classes are nested in (`<M>SchemaV<n>`, from the versions
    /// stage: `SwiftDataSchemaPlan.currentSchemaName`); nil means the model
    /// is its only version (`<M>SchemaV1`). An option, so a render key
    /// digesting the options changes with it (a version added to the
    /// bundle renames the schema every live class extends).
    public var swiftDataSchemaName: String?

    /// The swiftdata layout: every old schema holds a copy of every class
    /// (`--swiftdata-copy-every-class`), instead of naming an earlier
    /// schema's class where nothing it reaches changed.
    public var swiftDataCopiesEveryClass = false

    /// The mogenerator release whose declarations the mogenerator template
    /// set reproduces (ignored by the momgen set).
    public var mogeneratorVersion: MogeneratorVersion = .defaultVersion

    /// The mogenerator release to follow, when the run uses its template set.
    public var mogenerator: MogeneratorVersion? {
        templateSet == .mogenerator ? mogeneratorVersion : nil
    }

    /// Whether an optional scalar is a plain `@NSManaged` scalar (nil reads
    /// as 0) instead of momgen's `Int16?` over the primitive value: the API
    /// of Xcode's files (xcode layout) and of mogenerator's (its template set).
    public var plainOptionalScalars: Bool {
        layout.usesXcodeAPI || templateSet == .mogenerator
    }

    /// `access` and `includeXcodeGenerated` default to the template set's
    /// own (`TemplateSetName.defaultAccess`, `includesXcodeGeneratedByDefault`).
    public init(modelName: String, layout: Layout = .mogenerator, access: AccessLevel? = nil,
                includeXcodeGenerated: Bool? = nil, configuration: String? = nil, baseClass: String? = nil,
                platformGuard: Bool = false, requiredStyle: RequiredStyle? = nil, templateSet: TemplateSetName = .momgen,
                mogeneratorVersion: MogeneratorVersion = .defaultVersion) {
        self.modelName = modelName
        self.layout = layout
        self.access = access ?? templateSet.defaultAccess
        self.includeXcodeGenerated = includeXcodeGenerated ?? templateSet.includesXcodeGeneratedByDefault
        self.configuration = configuration
        self.baseClass = baseClass
        self.platformGuard = platformGuard
        self.requiredStyle = requiredStyle ?? .defaultStyle(layout: layout, templateSet: templateSet, mogeneratorVersion: mogeneratorVersion)
        self.templateSet = templateSet
        self.mogeneratorVersion = mogeneratorVersion
    }
}
