// The list of every rule momgen knows: a plain value, no global mutable
// registry. Order here is the order of `--list-rules` within a family.

/// All built-in rules.
public enum RuleRegistry {
    /// Every built-in rule, active or not.
    public static let all: [any Rule] = [
        // Relationships
        MissingInverseRule(),
        MissingToManyInverseRule(),
        InverseNotReciprocalRule(),
        UnknownInverseRule(),
        InverseEntityMismatchRule(),
        MissingDestinationRule(),
        NoActionDeleteRuleRule(),
        CascadeBothEndsRule(),
        CascadeToSharedRule(),
        NullifyRequiredInverseRule(),
        NullifyWithoutInverseRule(),
        OrphanedByNullifyRule(),
        DenyOwnedCollectionRule(),
        InconsistentOwnershipRule(),
        OrderedToOneRule(),
        ToOneMaxCountRule(),
        RelationshipCountRangeRule(),
        PluralOneToOneRule(),
        // Attributes
        OptionalWithDefaultRule(),
        OptionalNumberWithDefaultRule(),
        UndefinedAttributeTypeRule(),
        InvalidDefaultValueRule(),
        BooleanDefaultOnNumberRule(),
        DefaultOutOfRangeRule(),
        MinGreaterThanMaxRule(),
        InvalidRangeBoundRule(),
        TransientIndexedRule(),
        InsecureValueTransformerRule(),
        TransformerConstantNameRule(),
        CustomClassNoTypeRule(),
        FloatForMoneyRule(),
        Integer16AttributeRule(),
        BinaryInRowRule(),
        OptionalScalarRule(),
        // Names
        ReservedPropertyNameRule(),
        RiskyMemberNameRule(),
        SwiftKeywordNameRule(),
        ObjectiveCKeywordNameRule(),
        InvalidIdentifierRule(),
        PropertyNameCaseRule(),
        EntityNameCaseRule(),
        RuntimeTypeNameRule(),
        ShadowedTypeNameRule(),
        DuplicateEntityNameRule(),
        DuplicatePropertyNameRule(),
        AccessorSelectorClashRule(),
        GeneratedTypeShadowedRule(),
        DuplicateClassNameRule(),
        PlaceholderNameRule(),
        PluralNameMismatchRule(),
        ToOnePluralNameRule(),
        DiscouragedPropertyNameRule(),
        // Entities and inheritance
        UnknownParentEntityRule(),
        InheritanceCycleRule(),
        AbstractWithoutSubentitiesRule(),
        DeepInheritanceRule(),
        WideHierarchyRule(),
        SQLiteColumnLimitRule(),
        SwiftDataInheritanceRule(),
        SwiftDataCodegenClashRule(),
        SubentityClassRule(),
        // Constraints and indexes
        ConstraintUnknownPropertyRule(),
        ConstraintToManyRule(),
        ConstraintTransientRule(),
        IndexUnknownPropertyRule(),
        IndexToManyRule(),
        UniqueOptionalAttributeRule(),
        // Fetch requests and configurations
        UnknownFetchEntityRule(),
        ConfigurationUnknownEntityRule(),
        PredicateUnknownKeyPathRule(),
        // CloudKit
        CloudKitUniqueConstraintRule(),
        CloudKitRequiredAttributeRule(),
        CloudKitRequiredRelationshipRule(),
        CloudKitMissingInverseRule(),
        CloudKitDenyDeleteRule(),
        CloudKitOrderedRelationshipRule(),
        CloudKitUnsupportedTypeRule(),
        CloudKitCrossConfigurationRule(),
    ]

    /// Every rule and check, described: the model rules, then the checks on
    /// model bundles that the CLI runs before loading.
    public static var descriptions: [RuleDescription] {
        all.map(\.description) + [MissingCurrentVersionCheck().description, EmptyCurrentVersionCheck().description, BinaryVersionCheck().description]
            + VersionRules.all
    }

    /// The rule with `id`, if there is one.
    public static func rule(_ id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
