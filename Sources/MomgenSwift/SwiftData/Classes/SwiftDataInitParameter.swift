// A parameter of a generated class's (or composite struct's) initialiser:
// every non-optional stored property without an initial value is one, as
// @Model requires an explicit `init` that sets them.

/// One initialiser parameter, assigned to the stored property of its name.
///
/// For example, `SwiftDataInitParameter(swiftName: "title", type: "String")`
/// gives `title: String` in the list and `self.title = title` in the body.
public struct SwiftDataInitParameter: Sendable, Equatable {
    public var swiftName: String
    public var type: String

    public init(swiftName: String, type: String) {
        self.swiftName = swiftName
        self.type = type
    }

    /// `name: Type`, as written in the parameter list.
    public var declaration: String { "\(swiftName): \(type)" }
    /// `name: name`, as passed on to `super.init`.
    public var argument: String { "\(swiftName): \(swiftName)" }

    /// The parameter list text of `parameters`.
    static func list(_ parameters: [SwiftDataInitParameter]) -> String {
        parameters.map(\.declaration).joined(separator: ", ")
    }
}
