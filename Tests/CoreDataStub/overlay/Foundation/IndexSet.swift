// IndexSet: the value type Apple's overlay bridges to NSIndexSet.
public struct IndexSet: Hashable, Sendable, Sequence {
    public init() { stubOnly() }
    public init(integer: Int) { stubOnly() }
    public init(integersIn range: Range<Int>) { stubOnly() }
    public var count: Int { stubOnly() }
    /// Collection's and SetAlgebra's `isEmpty`, which Apple's IndexSet has.
    public var isEmpty: Bool { stubOnly() }
    public var first: Int? { stubOnly() }
    public func contains(_ integer: Int) -> Bool { stubOnly() }
    @discardableResult
    public mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int) { stubOnly() }
    public func makeIterator() -> IndexingIterator<[Int]> { stubOnly() }
}

extension IndexSet: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSIndexSet { stubOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexSet, result: inout IndexSet?) { stubOnly() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexSet, result: inout IndexSet?) -> Bool { stubOnly() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexSet?) -> IndexSet { stubOnly() }
}
