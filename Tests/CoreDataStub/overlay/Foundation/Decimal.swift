// Decimal (the imported NSDecimal struct) as Apple's overlay extends it:
// Hashable, Comparable, literals, arithmetic, bridged to NSDecimalNumber.
extension Decimal: Hashable, Comparable, @unchecked Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { stubOnly() }
    public init(floatLiteral value: Double) { stubOnly() }
    public init(_ value: Int) { stubOnly() }
    public init(_ value: Double) { stubOnly() }
    public init?(string: String) { stubOnly() }
    public static func == (lhs: Decimal, rhs: Decimal) -> Bool { stubOnly() }
    public static func < (lhs: Decimal, rhs: Decimal) -> Bool { stubOnly() }
    public func hash(into hasher: inout Hasher) { stubOnly() }
    public static func + (lhs: Decimal, rhs: Decimal) -> Decimal { stubOnly() }
    public static func - (lhs: Decimal, rhs: Decimal) -> Decimal { stubOnly() }
    public static func * (lhs: Decimal, rhs: Decimal) -> Decimal { stubOnly() }
    public static func / (lhs: Decimal, rhs: Decimal) -> Decimal { stubOnly() }
}

extension Decimal: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDecimalNumber { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDecimalNumber, result: inout Decimal?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDecimalNumber, result: inout Decimal?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDecimalNumber?) -> Decimal { stubOnly() }
}
