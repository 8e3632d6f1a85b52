// Data: the value type Apple's overlay bridges to NSData.
public struct Data: Hashable, Sendable, RandomAccessCollection {
    public init() { stubOnly() }
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { stubOnly() }
    public var startIndex: Int { stubOnly() }
    public var endIndex: Int { stubOnly() }
    public subscript(position: Int) -> UInt8 { stubOnly() }
}

extension Data: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSData { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSData, result: inout Data?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { stubOnly() }
}

/// Foundation's `Codable` conformance (what a Codable attribute type holding
/// a `Data` relies on).
extension Data: Codable {
    public init(from decoder: Decoder) throws { stubOnly() }
    public func encode(to encoder: Encoder) throws { stubOnly() }
}
