// The findings `momgen cloudkit --compare` raises, described like lint rules
// so that every lint reporter (SARIF's rule metadata included) renders them.
import MomgenDiagnostics
import MomgenLint

/// The checks of a model against a production schema, by id.
public enum CloudKitChecks {
    /// The fix for anything the model writes that production lacks.
    public static let deployFix = "deploy it to production: create it in Development (run the app so Core Data writes it, or call initializeCloudKitSchema, or `xcrun cktool import-schema` of `momgen cloudkit` output), then CloudKit console → Deploy Schema Changes"

    /// The fix in a few words, for the message itself (Xcode shows no hint).
    public static let deployStep = "deploy it before release (`xcrun cktool import-schema` into Development, then CloudKit console → Deploy Schema Changes)"

    /// Where the error checks' breakage is shown.
    static let refusedSource = "CloudKit refuses records with fields production lacks (\"Cannot create or modify field … in production schema\"): boxed/Done-and-done 63922d1, robbiet480/Dispatch 310d03e (CKError.partialFailure), ../shared/cloudkit/MAPPING.md J3"

    public static let missingRecordType = RuleDescription(
        id: "cloudkit-schema-missing-record-type", family: .cloudkit, severity: .error,
        rationale: "A record type the model writes is not in the production schema, so CloudKit refuses every record of it and sync stops",
        fixHint: deployFix,
        evidence: RuleEvidence(.runtimeFails, "every export of the entity's records fails and the data stays on one device", source: refusedSource),
        triggering: [], nonTriggering: [])

    public static let missingField = RuleDescription(
        id: "cloudkit-schema-missing-field", family: .cloudkit, severity: .error,
        rationale: "A field the model writes is not in the production schema, so CloudKit refuses the records that carry it and sync stops",
        fixHint: deployFix,
        evidence: RuleEvidence(.runtimeFails, "records carrying the field fail to export", source: refusedSource),
        triggering: [], nonTriggering: [])

    public static let fieldType = RuleDescription(
        id: "cloudkit-schema-field-type", family: .cloudkit, severity: .error,
        rationale: "A field's type in production differs from the type the model writes; production types never change, so the records are refused",
        fixHint: "keep the attribute's type, or add a new attribute under a new name (production is add-only)",
        evidence: RuleEvidence(.runtimeFails, "CloudKit rejects a value whose type differs from the field's", source: "Apple, Integrating a Text-Based Schema into Your Workflow (changes that lose data are refused); " + refusedSource),
        triggering: [], nonTriggering: [])

    public static let productionOnly = RuleDescription(
        id: "cloudkit-schema-production-only", family: .cloudkit, severity: .info,
        rationale: "Production holds a record type or field the model no longer writes; production is add-only, so this is expected after a removal",
        triggering: [], nonTriggering: [])

    public static let companion = RuleDescription(
        id: "cloudkit-schema-companion", family: .cloudkit, severity: .info,
        rationale: "An asset companion (_ckAsset) or CD_moveReceipt differs between the model's mode and production; which exist depends on how the schema was created (MAPPING.md D1, D2)",
        triggering: [], nonTriggering: [])

    public static let sharingMoveReceipt = RuleDescription(
        id: "cloudkit-schema-move-receipt", family: .cloudkit, severity: .warning,
        rationale: "A sharing app's production schema lacks CD_moveReceipt, which Core Data writes when records move into a share (\"Cannot create or modify field 'CD_moveReceipt'\")",
        fixHint: deployFix,
        triggering: [], nonTriggering: [])

    public static let qualifiers = RuleDescription(
        id: "cloudkit-schema-qualifiers", family: .cloudkit, severity: .info,
        rationale: "A field's index qualifiers (QUERYABLE, SEARCHABLE, SORTABLE) differ from what Core Data asks for; types made by cktool import-schema or in the console often have none (MAPPING.md D3)",
        triggering: [], nonTriggering: [])

    public static let mode = RuleDescription(
        id: "cloudkit-schema-mode", family: .cloudkit, severity: .info,
        rationale: "Which creation mode the production schema matches: initializeCloudKitSchema (asset companions and CD_moveReceipt) or just-in-time",
        triggering: [], nonTriggering: [])

    /// Every check, for SARIF's rule list.
    public static let all = [missingRecordType, missingField, fieldType, productionOnly, companion, sharingMoveReceipt, qualifiers, mode]
}
