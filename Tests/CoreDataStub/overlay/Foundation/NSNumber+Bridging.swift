// Swift numbers and Bool ↔ NSNumber (`x as NSNumber`, `value as? Int16`),
// NSNumber literals, and the truncating/exact conversions.
extension NSNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    public required convenience init(integerLiteral value: Int) { stubOnly() }
    public required convenience init(floatLiteral value: Double) { stubOnly() }
    public required convenience init(booleanLiteral value: Bool) { stubOnly() }
}

/// A Swift number type that bridges to NSNumber.
public protocol _NSNumberBridged: _ObjectiveCBridgeable where _ObjectiveCType == NSNumber {
    init(truncating number: NSNumber)
    init?(exactly number: NSNumber)
}

extension _NSNumberBridged {
    public func _bridgeToObjectiveC() -> NSNumber { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Self?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Self?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Self { stubOnly() }
    public init(truncating number: NSNumber) { stubOnly() }
    public init?(exactly number: NSNumber) { stubOnly() }
}

extension Int: _NSNumberBridged {}
extension Int8: _NSNumberBridged {}
extension Int16: _NSNumberBridged {}
extension Int32: _NSNumberBridged {}
extension Int64: _NSNumberBridged {}
extension UInt: _NSNumberBridged {}
extension UInt8: _NSNumberBridged {}
extension UInt16: _NSNumberBridged {}
extension UInt32: _NSNumberBridged {}
extension UInt64: _NSNumberBridged {}
extension Float: _NSNumberBridged {}
extension Double: _NSNumberBridged {}
extension Bool: _NSNumberBridged {}
