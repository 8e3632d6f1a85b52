// URL: the value type Apple's overlay bridges to NSURL.
public struct URL: Hashable, Sendable {
    public init?(string: String) { stubOnly() }
    public init(fileURLWithPath path: String) { stubOnly() }
    public var absoluteString: String { stubOnly() }
    public var path: String { stubOnly() }
}

extension URL: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSURL { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { stubOnly() }
}

/// Foundation's `Codable` conformance (what a Codable attribute type holding
/// a `URL` relies on).
extension URL: Codable {
    public init(from decoder: Decoder) throws { stubOnly() }
    public func encode(to encoder: Encoder) throws { stubOnly() }
}
