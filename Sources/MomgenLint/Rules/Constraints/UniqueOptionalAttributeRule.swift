// unique-optional-attribute: a uniqueness constraint that includes an optional
// attribute. The store's unique index treats NULLs as distinct (SQLite does),
// so any number of objects without a value pass the constraint. A note, not
// a warning: Xcode makes every new attribute optional, and on real models the
// constrained attribute is set whenever it matters or nil on purpose (issue 33:
// none of 11 findings on 8 real models was a defect; LoopKit's syncIdentifier is
// nil for old samples by design).
import MomgenDiagnostics
import MomgenModel

/// Flags uniqueness constraints over optional attributes.
struct UniqueOptionalAttributeRule: Rule {
    let description = RuleDescription(
        id: "unique-optional-attribute", family: .constraints, severity: .info,
        rationale: "A uniqueness constraint does not apply to objects whose constrained attribute is nil: NULLs never conflict, so duplicates without a value are stored side by side",
        fixHint: "make the constrained attributes required (with a default if existing rows lack a value; optionality is in the version hash, so use a new model version on a shipped model), or accept that objects without a value are not deduplicated",
        triggering: [
            RuleExample("""
            <entity name="User">
                <attribute name="email" optional="YES" attributeType="String"/>
                <attribute name="name" attributeType="String"/>
                <uniquenessConstraints>
                    <!--↓--><uniquenessConstraint>
                        <constraint value="email"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="User">
                <attribute name="email" attributeType="String"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="email"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.declared.uniquenessConstraints.compactMap { group -> Finding? in
                let optional = group.properties.filter { name in
                    if case let .attribute(a)? = entity.property(named: name) { return a.declared.isOptional && !a.declared.isTransient }
                    return false
                }
                guard !optional.isEmpty else { return nil }
                let names = optional.map { "'\(entity.name).\($0)'" }.joined(separator: ", ")
                return Finding("uniqueness constraint of '\(entity.name)' includes optional \(names); objects where it is nil never conflict",
                               at: group.location, entity: entity.name)
            }
        }
    }
}
