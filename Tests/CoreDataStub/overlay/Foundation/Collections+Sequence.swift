// Foundation collections as Swift sequences of Any, as in Apple's overlay
// (`for case let book as Book in orderedSet`).

/// Iterates an Objective-C collection; elements are untyped.
public struct NSFastEnumerationIterator: IteratorProtocol {
    public mutating func next() -> Any? { stubOnly() }
}

extension NSArray: Sequence {
    public func makeIterator() -> NSFastEnumerationIterator { stubOnly() }
}

extension NSSet: Sequence {
    public func makeIterator() -> NSFastEnumerationIterator { stubOnly() }
}

extension NSOrderedSet: Sequence {
    public func makeIterator() -> NSFastEnumerationIterator { stubOnly() }
}
