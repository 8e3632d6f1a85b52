// Date: the value type Apple's overlay bridges to NSDate.
public struct Date: Hashable, Comparable, Sendable {
    public init() { stubOnly() }
    public init(timeIntervalSince1970: Double) { stubOnly() }
    public init(timeIntervalSinceReferenceDate: Double) { stubOnly() }
    public var timeIntervalSince1970: Double { stubOnly() }
    public var timeIntervalSinceReferenceDate: Double { stubOnly() }
    public static var distantPast: Date { stubOnly() }
    public static var distantFuture: Date { stubOnly() }
    public static func < (lhs: Date, rhs: Date) -> Bool { stubOnly() }
}

extension Date: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDate { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { stubOnly() }
}

/// Foundation's `Codable` conformance (what a Codable attribute type holding
/// a `Date` relies on).
extension Date: Codable {
    public init(from decoder: Decoder) throws { stubOnly() }
    public func encode(to encoder: Encoder) throws { stubOnly() }
}
