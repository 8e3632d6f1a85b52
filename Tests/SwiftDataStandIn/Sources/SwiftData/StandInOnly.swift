// Every body in the stand-in: it exists to be type-checked, never run.

/// Stops a program that runs stand-in code; called by every stand-in body and by
/// the `init(backingData:)` that `@Model` adds.
public func _standInOnly(_ function: StaticString = #function) -> Never {
    fatalError("SwiftData stand-in: \(function) exists for type-checking only")
}
