// What reserved-property-name and risky-member-name share: the names they
// compare with ReservedMemberNames.

/// The properties the member-name rules judge.
enum MemberClash {
    /// Every entity's own attributes, relationships and fetched properties.
    static func properties(in context: LintContext) -> [NamedElement] {
        NamedElement.all(in: context, entities: false)
    }
}
