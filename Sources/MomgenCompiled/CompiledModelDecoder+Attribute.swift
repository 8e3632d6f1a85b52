// Attributes: type (`NSAttributeType`, the NSAttributeType raw value),
// value class, default value, transformer, and `NSFlagsKey`: 0x4 external
// binary storage, 0x10 preserve value in history on deletion, 0x20 file
// backed; 0x1/0x2 say `NSMaxValueName`/`NSMinValueName` are present (older
// archives; momc now writes validation predicates, +Validation).
import MomgenModel
import MomgenPlist

extension CompiledModelDecoder {
    mutating func decodeAttribute(_ object: ArchivedObject, name: String, owner: String) throws -> Attribute {
        let fields = object.fields
        let code = try archive.integer(fields["NSAttributeType"], named: "NSAttributeType") ?? 0
        let type = Self.attributeType(code)
        if case .unknown = type { note("attribute \(owner).\(name) has attribute type code \(code), which momgen does not know") }
        var attribute = Attribute(name: name, type: object.className == "NSCompositeAttributeDescription" ? .composite : type)
        let valueClass = try archive.string(fields["NSAttributeValueClassName"], named: "NSAttributeValueClassName")
        if type == .transformable || type == .binary, let valueClass, valueClass != "NSData" {
            attribute.customClassName = valueClass
        }
        // momc stores the transformer's registered name: a source's
        // "NSSecureUnarchiveFromDataTransformerName" (the constant's name,
        // as Xcode's editor offers it) reads back "NSSecureUnarchiveFromData".
        attribute.valueTransformerName = try archive.string(fields["NSValueTransformerName"], named: "NSValueTransformerName")
        attribute.isIndexed = try archive.bool(fields["NSIsIndexed"], named: "NSIsIndexed")
        if let field = fields["NSDefaultValue"] {
            if type == .date, let seconds = try ArchivedValueText.dateSeconds(archive, field: field) {
                attribute.defaultDateTimeInterval = ArchivedValueText.number(seconds)
            } else if let text = try ArchivedValueText.text(archive, field: field, forBoolean: type == .boolean) {
                attribute.defaultValueString = Self.sourceSpelling(text, of: type)
            } else if try archive.reference(field) != nil {
                note("attribute \(owner).\(name)'s default value is not decoded")
            }
        }
        let flags = try archive.integer(fields["NSFlagsKey"], named: "NSFlagsKey") ?? 0
        attribute.allowsExternalBinaryDataStorage = flags & 0x4 != 0
        attribute.preservesValueInHistoryOnDeletion = flags & 0x10 != 0
        if flags & 0x1 != 0, let field = fields["NSMaxValueName"] {
            attribute.maxValueString = try ArchivedValueText.text(archive, field: field, forBoolean: false)
        }
        if flags & 0x2 != 0, let field = fields["NSMinValueName"] {
            attribute.minValueString = try ArchivedValueText.text(archive, field: field, forBoolean: false)
        }
        try decodeValidation(fields, into: &attribute, owner: owner)
        if object.className == "NSDerivedAttributeDescription" {
            attribute.isDerived = true
            if let expression = try archive.reference(fields["NSDerivationExpression"]) {
                var formatter = PredicateFormatter(archive: archive)
                attribute.derivationExpression = try formatter.expression(expression)
                try spend(formatter.visited)
            } else {
                note("attribute \(owner).\(name)'s derivation expression is not decoded")
            }
        }
        if object.className == "NSCompositeAttributeDescription" {
            note("composite attribute \(owner).\(name)'s members are not decoded")
        }
        return attribute
    }

    /// A decimal-point type's zero as Xcode's editor writes it ("0.0": 110
    /// of 120 such defaults in the corpus; the archive keeps only the number,
    /// so a source's "0" reads back "0.0" too). Other values keep the
    /// shortest spelling ("1": every whole non-zero default seen).
    static func sourceSpelling(_ text: String, of type: AttributeType) -> String {
        guard [.double, .float, .decimal].contains(type), text == "0" || text == "-0" else { return text }
        return "0.0"
    }

    static func attributeType(_ code: Int64) -> AttributeType {
        AttributeType(coreDataTypeCode: Int(clamping: code))
    }
}
