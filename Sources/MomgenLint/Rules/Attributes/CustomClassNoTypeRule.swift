// custom-class-no-type: an attribute's custom class (`customClassName`) that
// names no class, such as `UnCloudNotes.` (a module and no class) or `_`.
// Seen in a real tutorial model; Xcode writes the text as typed.
import MomgenDiagnostics
import MomgenModel

/// Flags custom classes that are not a class name.
struct CustomClassNoTypeRule: Rule {
    let description = RuleDescription(
        id: "custom-class-no-type", family: .attributes, severity: .warning,
        rationale: "A custom class that names no class ('UnCloudNotes.', a module without a class) cannot be found at run time, so Core Data does not check the value's class, and Xcode's generated property does not parse; momgen generates the attribute type's default (NSObject? for a Transformable) and says so in the doc comment",
        fixHint: "write the class name, e.g. UIImage or MyModule.Photo, or clear the Custom Class field",
        triggering: [
            RuleExample("""
            <entity name="Note">
                <!--↓--><attribute name="image" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="UnCloudNotes."/>
                <!--↓--><attribute name="blob" optional="YES" attributeType="Binary" customClassName="_"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Note">
                <attribute name="image" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="UIImage"/>
                <attribute name="photo" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="UnCloudNotes.Photo"/>
                <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
                <attribute name="local" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName=".Photo"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> Finding? in
                guard let custom = attribute.declared.customClassName?.trimmedSpaces, !custom.isEmpty,
                      !Self.namesType(custom) else { return nil }
                return Finding("custom class '\(custom)' of '\(entity.name).\(attribute.name)' names no class: Core Data cannot find it, and generated code falls back to the attribute type's default",
                               at: attribute.declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }

    /// Whether `text` can name a type: identifiers joined by dots, or a
    /// Swift collection spelling (`[String]`, `[String: Int]`); a dot must
    /// start a name and a lone `_` is not one.
    static func namesType(_ text: String) -> Bool {
        if text.hasPrefix("[") { return text.hasSuffix("]") }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false)
        // `.Photo` is Xcode's "current module" spelling.
        if parts.count == 2, parts[0].isEmpty { parts.removeFirst() }
        return parts.allSatisfy { part in
            let name = part.split(separator: "<").first.map(String.init) ?? String(part)
            return ReservedNames.isIdentifier(name.trimmedSpaces)
        }
    }
}
