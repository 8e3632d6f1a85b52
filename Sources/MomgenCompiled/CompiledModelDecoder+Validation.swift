// An attribute's validation rules, from the predicates momc archives them as.
//
// momc keeps no `minValueString`/`maxValueString`: it turns each bound into
// an entry of `NSValidationPredicates`, with the NSValidation error code it
// reports in the same place of `NSValidationWarnings`. Measured on real
// `.mom` files and store caches (issue 32 item 2):
//   minimum of a number  `SELF >= 0`            1620 (number too small)
//   maximum of a number  `SELF <= 7`            1610 (number too large)
//   minimum of a string  `length >= 3`          1670 (string too short)
//   maximum of a string  `length <= 50`         1660 (string too long)
//   earliest date        `SELF >= <NSDate>`     1640 (date too soon)
//   latest date          `SELF <= <NSDate>`     1630 (date too late)
//   regular expression   `SELF MATCHES "…"`     1680 (pattern mismatch)
// A predicate of any other shape is a rule written in code, not in the
// editor: it is noted, not guessed into a bound. Older archives carry the
// bounds as `NSMinValueName`/`NSMaxValueName` (flags 0x2/0x1), still read.
import MomgenModel
import MomgenPlist

/// What one archived validation predicate says about an attribute.
enum ValidationRule: Equatable {
    case minimum(String)
    case maximum(String)
    case earliest(String)
    case latest(String)
    case pattern(String)
}

extension CompiledModelDecoder {
    /// Applies `NSValidationPredicates` of `fields` to `attribute`.
    mutating func decodeValidation(_ fields: [String: Int], into attribute: inout Attribute, owner: String) throws {
        let predicates = try list(fields["NSValidationPredicates"], named: "NSValidationPredicates")
        for uid in predicates {
            guard let rule = try validationRule(uid) else {
                var formatter = PredicateFormatter(archive: archive)
                let text = try formatter.format(uid)
                try spend(formatter.visited)
                note("attribute \(owner).\(attribute.name)'s validation predicate \(text) is no min, max or pattern; it is not decoded")
                continue
            }
            switch rule {
            case let .minimum(value): attribute.minValueString = value
            case let .maximum(value): attribute.maxValueString = value
            case let .earliest(value): attribute.otherAttributes.append(XMLAttribute(name: "minDateTimeInterval", value: value))
            case let .latest(value): attribute.otherAttributes.append(XMLAttribute(name: "maxDateTimeInterval", value: value))
            case let .pattern(value): attribute.regularExpressionString = value
            }
        }
        // Xcode writes the earliest date before the latest.
        attribute.otherAttributes.sort { ($0.name == "minDateTimeInterval" ? 0 : 1, $0.name) < ($1.name == "minDateTimeInterval" ? 0 : 1, $1.name) }
    }

    /// The rule one validation predicate states, when it has one of the
    /// shapes the model editor's bounds compile to.
    private func validationRule(_ uid: Int) throws -> ValidationRule? {
        guard let predicate = try archive.keyedObject(uid), predicate.className == "NSComparisonPredicate",
              let left = try archive.reference(predicate.fields["NSLeftExpression"]),
              let right = try archive.reference(predicate.fields["NSRightExpression"]),
              let operatorUID = try archive.reference(predicate.fields["NSPredicateOperator"]),
              let comparison = try archive.keyedObject(operatorUID),
              try archive.integer(comparison.fields["NSModifier"], named: "NSModifier") ?? 0 == 0
        else { return nil }
        let type = try archive.integer(comparison.fields["NSOperatorType"], named: "NSOperatorType")
        let subject = try validationSubject(left)
        guard let subject, let constant = try archive.keyedObject(right), constant.className == "NSConstantValueExpression",
              let field = constant.fields["NSConstantValue"] else { return nil }
        switch (subject, type) {
        case ("SELF", 6):
            guard let pattern = try ArchivedValueText.text(archive, field: field, forBoolean: false) else { return nil }
            return .pattern(pattern)
        case ("SELF", 3), ("SELF", 1):
            if let seconds = try ArchivedValueText.dateSeconds(archive, field: field) {
                let text = ArchivedValueText.number(seconds)
                return type == 3 ? .earliest(text) : .latest(text)
            }
            guard let value = try Self.numberText(archive, field: field) else { return nil }
            return type == 3 ? .minimum(value) : .maximum(value)
        case ("length", 3), ("length", 1):
            guard let value = try Self.numberText(archive, field: field) else { return nil }
            return type == 3 ? .minimum(value) : .maximum(value)
        default:
            return nil
        }
    }

    /// `SELF`, or `length` for a key path of that one component (on `SELF`).
    private func validationSubject(_ uid: Int) throws -> String? {
        guard let expression = try archive.keyedObject(uid) else { return nil }
        switch expression.className {
        case "NSSelfExpression": return "SELF"
        case "NSKeyPathExpression":
            let arguments = try archive.members(expression.fields["NSArguments"], named: "NSArguments")
            guard arguments.count == 1, let specifier = try archive.keyedObject(arguments[0]),
                  specifier.className == "NSKeyPathSpecifierExpression",
                  try archive.string(specifier.fields["NSKeyPath"], named: "NSKeyPath") == "length" else { return nil }
            return "length"
        default: return nil
        }
    }

    /// A number constant as text (a string constant is no bound).
    private static func numberText(_ archive: KeyedArchive, field: Int) throws -> String? {
        if case .string = try archive.field(field) { return nil }
        if let uid = try archive.reference(field), let object = try archive.keyedObject(uid), object.className.hasSuffix("String") { return nil }
        if let uid = try archive.reference(field), case .string = try archive.object(uid) { return nil }
        return try ArchivedValueText.text(archive, field: field, forBoolean: false)
    }
}
