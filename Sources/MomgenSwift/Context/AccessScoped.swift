// Gives contexts nested inside an entity (attributes, relationships, fetched
// properties, fetch templates, key enums) their own copy of the entity's
// modifiers. `{{memberModifier}}` inside `{{#relationships}}` then resolves at
// the top of swift-mustache's context stack instead of after a miss on the
// nested frame, which is a good part of rendering time on large models; the
// text is the same either way.

/// A nested context that carries the entity's access modifiers.
protocol AccessScoped {
    var memberModifier: String { get set }
    var staticModifier: String { get set }
}

extension Array where Element: AccessScoped {
    /// The elements with the modifiers of `access` set.
    func scoped(to access: AccessLevel) -> [Element] {
        map { element in
            var element = element
            element.memberModifier = access.memberModifier
            element.staticModifier = access.staticModifier
            return element
        }
    }
}

extension AttributeContext: AccessScoped {}
extension RelationshipContext: AccessScoped {}
extension FetchedPropertyContext: AccessScoped {}
extension FetchTemplateContext: AccessScoped {}
extension KeyEnum: AccessScoped {}
