// Array ↔ NSArray, Set ↔ NSSet, Dictionary ↔ NSDictionary.
extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { stubOnly() }
}

extension Set: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSSet { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set<Element> { stubOnly() }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] { stubOnly() }
}
