// The Swift half of the stub ObjectiveC module: re-exports the clang module
// (include/ObjectiveC) and adds what Apple's ObjectiveC overlay adds that
// generated code and apps use: `Selector`, the type of `#selector(…)`.
@_exported import ObjectiveC

/// An Objective-C method name, as Apple's overlay declares it.
public struct Selector: ExpressibleByStringLiteral, Hashable, CustomStringConvertible {
    private let name: String

    public init(_ str: String) { name = str }

    public init(stringLiteral value: String) { name = value }

    public var description: String { name }
}
