// The lists templates iterate (`{{#attributes}}`, `{{#relationships}}`, …),
// each element behind one reference. swift-mustache puts every element of a
// section into an `Any` as it renders it: a context struct of thirty or
// forty strings no longer fits the existential's inline buffer, so each
// element of each section pass was copied into a new heap box, every string
// retained and then released (about a tenth of a first run's instructions).
// A reference goes into an `Any` as it is.

/// One element of a list a template iterates.
///
/// For example, `EntityContext.sections.attributes[0].value` is the first attribute.
final class SectionItem<Value: Sendable>: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// `{{.}}` prints what the element itself would.
    var description: String { String(describing: value) }
    /// And so does a list of them (an array prints its elements this way).
    var debugDescription: String { String(reflecting: value) }
}

extension Array where Element: Sendable {
    /// The elements, each behind a reference.
    var sectionItems: [SectionItem<Element>] { map(SectionItem.init) }
}

extension SectionItem: Equatable where Value: Equatable {
    static func == (lhs: SectionItem, rhs: SectionItem) -> Bool {
        lhs.value == rhs.value
    }
}
