// NSObject as Equatable, Hashable and CVarArg, as Apple's ObjectiveC overlay
// declares it (so managed objects go into Set<Book> and predicates).
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

    /// Hashes through `hash`, the Objective-C way.
    public var hashValue: Int { hash }

    public func hash(into hasher: inout Hasher) { hasher.combine(hashValue) }
}

extension NSObject: CVarArg {
    public var _cVarArgEncoding: [Int] { stubOnly() }
}
