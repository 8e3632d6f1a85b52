// SwiftData's macros, with the parameter lists of Apple's SwiftData.swiftinterface
// (iOS 26 SDK). The implementations live in the SwiftDataMacros plugin.
//
// Availability: Linux ignores `@available(iOS …)`, so the stand-in is compiled in
// variants chosen by compilation conditions (the type-check harness builds each one):
// - SWIFTDATA_BEFORE_IOS18: a deployment target below iOS 18 / macOS 15 / tvOS 18 /
//   watchOS 11 / visionOS 2, where `#Unique` and `#Index` do not exist: they are
//   declared unavailable, so using one is a compile error.
// - SWIFTDATA_BEFORE_IOS26: below iOS 26 / macOS 26, where model classes cannot
//   inherit from model classes: `@Model` reports such a class.
import Foundation

/// Converts a Swift class into a stored model that's managed by SwiftData.
#if SWIFTDATA_BEFORE_IOS26
@attached(member)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacroBefore26")
#else
@attached(member)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacro")
#endif

/// Specifies the custom behavior that SwiftData applies to the annotated property.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataMacros", type: "PropertyMarkerMacro")

/// Specifies the options that SwiftData needs to manage the annotated property as a relationship.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "PropertyMarkerMacro")

/// Tells SwiftData not to persist the annotated property.
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "PropertyMarkerMacro")

#if SWIFTDATA_BEFORE_IOS18
/// Unavailable: this variant stands for a deployment target below iOS 18.
@available(*, unavailable, message: "#Unique is available from iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2")
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "SchemaConstraintMacro") where T: PersistentModel

/// Unavailable: this variant stands for a deployment target below iOS 18.
@available(*, unavailable, message: "#Index is available from iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2")
@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) =
    #externalMacro(module: "SwiftDataMacros", type: "SchemaConstraintMacro") where T: PersistentModel

/// Unavailable: this variant stands for a deployment target below iOS 18.
@available(*, unavailable, message: "#Index is available from iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2")
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "SchemaConstraintMacro") where T: PersistentModel
#else
/// Specifies the key paths that SwiftData uses to enforce the uniqueness of model instances.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "SchemaConstraintMacro") where T: PersistentModel

/// Specifies the indices that the schema should apply for this model.
@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) =
    #externalMacro(module: "SwiftDataMacros", type: "SchemaConstraintMacro") where T: PersistentModel

/// Specifies the indices that the schema should apply for this model (binary indices).
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "SwiftDataMacros", type: "SchemaConstraintMacro") where T: PersistentModel
#endif
