// Foundation's ValueTransformer, which `.transformable(by:)` names: on Linux
// swift-corelibs-foundation has no ValueTransformer, so the stand-in declares the
// part of its API that transformer subclasses override. On Apple platforms
// Foundation's own class is used.
#if !canImport(ObjectiveC)
import Foundation

/// An abstract class for transforming values (Foundation's API, for type-checking).
open class ValueTransformer {
    public init() {}
    open class func transformedValueClass() -> AnyClass { _standInOnly() }
    open class func allowsReverseTransformation() -> Bool { false }
    open func transformedValue(_ value: Any?) -> Any? { value }
    open func reverseTransformedValue(_ value: Any?) -> Any? { value }
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {}
}

/// A transformer that unarchives data with secure coding.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    open class var allowedTopLevelClasses: [AnyClass] { [] }
}

/// The name of a registered transformer.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}
#endif
