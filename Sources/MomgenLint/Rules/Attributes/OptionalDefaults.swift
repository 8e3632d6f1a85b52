// What optional-with-default and optional-number-with-default share: the
// optional attributes that also have a default, split into numbers and
// Booleans (usually deliberate) and everything else (the classic slip).
import MomgenModel

/// Optional attributes with a default, split by kind for the two rules.
enum OptionalDefaults {
    /// Whether `type` is graded as a number (Booleans and numeric types).
    static func isNumber(_ type: AttributeType) -> Bool {
        type.isNumeric || type == .boolean
    }

    /// Own attributes that are optional and have a default: the numeric and
    /// Boolean ones when `numbers`, the others otherwise.
    static func find(in context: LintContext, numbers: Bool) -> [(ResolvedEntity, ResolvedAttribute, String)] {
        context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> (ResolvedEntity, ResolvedAttribute, String)? in
                let declared = attribute.declared
                guard declared.isOptional, isNumber(declared.type) == numbers,
                      let value = declared.type == .date ? DateValues.defaultText(declared)
                          : declared.defaultValueString ?? declared.defaultDateTimeInterval else { return nil }
                return (entity, attribute, value)
            }
        }
    }
}
