// Xcode's Codegen setting of an entity (Class / Category / Manual/None) and
// the Swift class name it generates code for. With Class, Xcode writes
// `class <Class>: NSManagedObject` and its properties into the build of the
// target that compiles the model; with Category, only the properties, as an
// extension of a class of that name the app declares itself. Either way the
// module then has a type of that name, which is what the swiftdata layout
// and lint check against the @Model classes (named after the entities).

extension Entity {
    /// `class` or `category` when Xcode generates code for the entity, nil
    /// for Manual/None (no attribute) or a value Xcode does not write.
    public var xcodeCodegen: String? {
        guard let kind = codeGenerationType?.trimmingWhitespace, kind == "class" || kind == "category" else { return nil }
        return kind
    }

    /// The type name Xcode's codegen declares (class) or extends (category):
    /// `representedClassName` without a module prefix (`App.Trip` and
    /// `.Trip` are `Trip`); nil without codegen, or when the class is unset
    /// or `NSManagedObject` (Xcode then generates no class).
    public var xcodeGeneratedClassName: String? {
        guard xcodeCodegen != nil, let represented = representedClassName?.trimmingWhitespace,
              !represented.isEmpty, represented != "NSManagedObject" else { return nil }
        let bare = represented.split(separator: ".").last.map(String.init) ?? represented
        return bare.isEmpty || bare == "NSManagedObject" ? nil : bare
    }
}

private extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
