// UUID: the value type Apple's overlay bridges to NSUUID.
public struct UUID: Hashable, Sendable {
    public init() { stubOnly() }
    public init?(uuidString string: String) { stubOnly() }
    public var uuidString: String { stubOnly() }
}

extension UUID: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSUUID { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSUUID?) -> UUID { stubOnly() }
}

/// Foundation's `Codable` conformance (what a Codable attribute type holding
/// a `UUID` relies on).
extension UUID: Codable {
    public init(from decoder: Decoder) throws { stubOnly() }
    public func encode(to encoder: Encoder) throws { stubOnly() }
}
