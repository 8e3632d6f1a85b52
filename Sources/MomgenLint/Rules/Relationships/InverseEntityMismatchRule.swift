// inverse-entity-mismatch: `inverseEntity` differs from `destinationEntity`.
import MomgenDiagnostics
import MomgenModel

/// Flags relationships whose inverse entity is not their destination.
struct InverseEntityMismatchRule: Rule {
    let description = RuleDescription(
        id: "inverse-entity-mismatch", family: .relationships, severity: .warning,
        rationale: "Xcode writes the destination (or, in older versions, the ancestor of the destination that declares the inverse) as the inverse entity; any other entity comes from a bad merge or hand edit",
        fixHint: "set inverseEntity to the destination entity",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="C"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            <entity name="C"/>
            """),
            // An ancestor of the destination that does not declare the inverse.
            RuleExample("""
            <entity name="Shelf">
                <!--↓--><relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelf" inverseEntity="Item"/>
            </entity>
            <entity name="Item" isAbstract="YES"/>
            <entity name="Book" parentEntity="Item">
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="items" inverseEntity="Shelf"/>
            </entity>
            """),
        ],
        nonTriggering: [
            // The inverse is declared on the destination's abstract parent and
            // inherited; older Xcode names the parent as the inverse entity.
            RuleExample("""
            <entity name="Shelf">
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelf" inverseEntity="Item"/>
            </entity>
            <entity name="Item" isAbstract="YES">
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="items" inverseEntity="Shelf"/>
            </entity>
            <entity name="Book" parentEntity="Item"/>
            """),
            RuleExample("""
            <entity name="A">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.resolutionFindings { if case .inverseEntityMismatch = $0 { return true }; return false }
    }
}
