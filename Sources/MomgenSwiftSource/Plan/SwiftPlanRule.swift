// The migration-plan checks, each a rule with an id, the runtime failure it
// prevents and its fix, like the linter's rules. They run on what the reader
// built: the schemas (with their checksums) and the plans as written.
import MomgenDiagnostics

/// One plan check's description.
public struct SwiftPlanRule: Hashable, Sendable {
    /// The kebab-case id findings carry.
    public let id: String
    /// What SwiftData does at launch when the plan has the defect.
    public let why: String
    /// How to fix it.
    public let fix: String

    /// Two schemas of a plan with one checksum.
    public static let duplicateChecksum = SwiftPlanRule(
        id: "swiftdata-duplicate-checksum",
        why: "SwiftData stops at launch with \"Duplicate version checksums across stages detected\"",
        fix: "drop the schema that changes nothing from `schemas` and its stage, or make the change it was declared for")

    /// A stage naming a schema that `schemas` does not list.
    public static let stageOutsideSchemas = SwiftPlanRule(
        id: "swiftdata-stage-outside-schemas",
        why: "SwiftData rejects a plan whose stages name a version its `schemas` does not list",
        fix: "add the schema to `schemas` in its release order, or remove the stage")

    /// A released schema listing a class that is not its own frozen copy.
    public static let liveClassInSchema = SwiftPlanRule(
        id: "swiftdata-schema-lists-live-class",
        why: "the schema's checksum changes with every later edit of that class, so stores written by the released schema match no schema (error 134504, \"Cannot use staged migration with an unknown model version\")",
        fix: "nest a frozen copy of the class, as it was when the schema shipped, inside the schema and list that copy: `momgen generate SOURCES --freeze-as SCHEMA --output FOLDER` writes copies of its live classes as they are now, proven to keep its checksum (restore first any class that changed since the schema shipped; `momgen lock` records it)")

    /// A schema whose relationship walk finds two classes for one entity.
    public static let entityTwoClasses = SwiftPlanRule(
        id: "swiftdata-schema-entity-two-classes",
        why: "SwiftData's schema walks every listed class's relationships and adds the classes they name, so the schema has two classes for one entity name; which one an object of that entity comes back as is not yours to choose (casts and typed-model assertions fail in fetches and custom stages)",
        fix: "nest in the schema a copy of the class whose relationship names the other copy, typed against the schema's own classes; or, when the entity is unchanged there, name it from the same schema as the class that reaches it (momgen's swiftdata layout shares unchanged classes only together with everything they reach)")

    /// A custom stage's closure using a class its context's schema does not hold.
    public static let stageForeignModel = SwiftPlanRule(
        id: "swiftdata-stage-foreign-model",
        why: "`willMigrate` runs in a context of the stage's source schema and `didMigrate` in one of its destination, which hold those schemas' classes only; another class there trips SwiftData's typed model assertion (KMReader PR #803: a TestFlight build crashed at launch fetching the runtime classes from an older schema's migration context, once a newer schema was current)",
        fix: "name the class nested in the context's schema (`willMigrate`: the `fromVersion` schema's, `didMigrate`: the `toVersion` schema's), as the schema lists it")

    /// A lightweight stage over a step Core Data cannot infer.
    public static let lightweightNotInferable = SwiftPlanRule(
        id: "swiftdata-lightweight-not-inferable",
        why: "a lightweight stage migrates by Core Data's inferred mapping and has no mapping model to fall back on, so opening a store of the source schema fails (a required value added with no default fails validation; a changed type is not converted)",
        fix: "make the stage `.custom` and set the values in `willMigrate`/`didMigrate`, or make the change inferable (an optional property, a default value, `@Attribute(originalName:)` for a rename)")

    /// A run of lightweight stages whose one jump Core Data cannot infer.
    public static let lightweightRunJump = SwiftPlanRule(
        id: "swiftdata-lightweight-run-jump",
        why: "SwiftData hands consecutive lightweight stages to Core Data as one inferred jump from a store's schema to the run's last, which sees only those two models (Apple Developer Forums thread 804902: such a run failed with \"missing mapping model\" where a custom stage between migrated); a warning, as the evidence is a reported experiment",
        fix: "make the last stage of the run `.custom` (with no handlers if the step needs none): it ends the run, and each step is inferred on its own")

    /// `schemas` against the version identifiers, or a stage going backwards.
    public static let planOrder = SwiftPlanRule(
        id: "swiftdata-plan-order",
        why: "which schema shipped first is ambiguous (momgen's diff, lock and plan follow `schemas`), and a store at the schema a backward stage leads to has no stage forward",
        fix: "list `schemas` oldest first, with increasing version identifiers, and write every stage from the older schema to the newer one")

    /// Every plan rule, sorted by id.
    public static let all: [SwiftPlanRule] = [duplicateChecksum, entityTwoClasses, lightweightNotInferable, lightweightRunJump, planOrder, liveClassInSchema,
                                               stageForeignModel, stageOutsideSchemas]

    /// A finding of this rule.
    func finding(_ severity: Severity, _ message: String, at location: SourceLocation, entity: String? = nil) -> Diagnostic {
        Diagnostic(ruleID: id, severity: severity, message: message + ": " + why, location: location, entity: entity, fixHint: fix)
    }
}
