// The key-path initialiser Apple's Foundation overlay adds to
// NSSortDescriptor (`@available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, *)`
// there; this stub checks no availability): `NSSortDescriptor(keyPath: \Book.title, ascending: true)`.
extension NSSortDescriptor {
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) { stubOnly() }
    public var keyPath: AnyKeyPath? { stubOnly() }
}
