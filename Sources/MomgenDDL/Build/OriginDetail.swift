// The one-line explanations behind `--annotate`: what a model property is
// (type, optional, default, inverse, delete rule).

import MomgenModel

/// Builds the `detail` text of schema origins.
enum OriginDetail {
    /// For example, `Book.price: Float, optional, default 0.0`.
    static func attribute(_ attribute: Attribute, entity: String) -> String {
        var parts = ["\(entity).\(attribute.name): \(attribute.type.xcodeName)"]
        parts.append(attribute.isOptional ? "optional" : "required")
        if let value = attribute.defaultValueString ?? attribute.defaultDateTimeInterval { parts.append("default \(value)") }
        if attribute.isIndexed { parts.append("indexed") }
        if attribute.isDerived { parts.append("derived") }
        if attribute.allowsExternalBinaryDataStorage { parts.append("external storage allowed") }
        if let transformer = attribute.valueTransformerName { parts.append("transformer \(transformer)") }
        return parts.joined(separator: ", ")
    }

    /// For example, `Book.category: to-one → BookCategory, optional, inverse books, delete rule Nullify`.
    static func relationship(_ relationship: Relationship, entity: String) -> String {
        var parts = ["\(entity).\(relationship.name): \(relationship.isToMany ? "to-many" : "to-one")"
            + " → \(relationship.destinationEntity ?? "?")"]
        if relationship.isOrdered { parts.append("ordered") }
        parts.append(relationship.isOptional ? "optional" : "required")
        if let inverse = relationship.inverseName, !inverse.isEmpty {
            parts.append("inverse \(inverse)")
        } else {
            parts.append("no inverse")
        }
        parts.append("delete rule \(relationship.deleteRule.xcodeName)")
        return parts.joined(separator: ", ")
    }
}
