// String ↔ NSString, as in Apple's Foundation overlay.
extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { stubOnly() }
}

extension String: CVarArg {
    public var _cVarArgEncoding: [Int] { stubOnly() }
}

extension String {
    /// `String(nsString)`, as Apple's overlay offers.
    public init(_ cocoaString: NSString) { stubOnly() }
}
