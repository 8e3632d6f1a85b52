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

/// Iterates an index set's indexes (Apple's overlay: `NSIndexSetIterator`).
public struct NSIndexSetIterator: IteratorProtocol {
    public mutating func next() -> Int? { stubOnly() }
}

extension NSIndexSet: Sequence {
    public func makeIterator() -> NSIndexSetIterator { stubOnly() }
}

// Array literals of Foundation collections, as Apple's overlay declares them.
extension NSArray: ExpressibleByArrayLiteral {
    public required convenience init(arrayLiteral elements: Any...) { stubOnly() }
}

extension NSSet: ExpressibleByArrayLiteral {
    public required convenience init(arrayLiteral elements: AnyHashable...) { stubOnly() }
}

extension NSOrderedSet: ExpressibleByArrayLiteral {
    public required convenience init(arrayLiteral elements: Any...) { stubOnly() }
}
