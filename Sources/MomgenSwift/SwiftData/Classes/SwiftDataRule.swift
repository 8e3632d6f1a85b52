// The findings of the swiftdata layout: one rule id per thing SwiftData
// cannot express (or expresses differently), each reported at the model
// element on standard error and in `--dry-run`.
import MomgenDiagnostics

/// A swiftdata-layout finding's rule, with its id and severity.
///
/// For example, `.orderedRelationship` is `swiftdata-ordered-relationship`, a warning.
public enum SwiftDataRule: String, CaseIterable, Sendable {
    case orderedRelationship = "swiftdata-ordered-relationship"
    case fetchedProperty = "swiftdata-fetched-property"
    case fetchRequest = "swiftdata-fetch-request"
    case derivedAttribute = "swiftdata-derived-attribute"
    case configuration = "swiftdata-configuration"
    case objectIDAttribute = "swiftdata-objectid-attribute"
    case unsupportedType = "swiftdata-unsupported-type"
    case transient = "swiftdata-transient"
    case inheritance = "swiftdata-inheritance"
    case uniquenessConstraint = "swiftdata-uniqueness-constraint"
    case fetchIndex = "swiftdata-fetch-index"
    case defaultValue = "swiftdata-default-value"
    case transformableClass = "swiftdata-transformable-class"
    case entityName = "swiftdata-entity-name"
    case propertyName = "swiftdata-property-name"
    case entityRenaming = "swiftdata-entity-renaming"
    case missingDestination = "swiftdata-missing-destination"
    case relationshipOption = "swiftdata-relationship-option"
    case abstractEntity = "swiftdata-abstract-entity"
    case deploymentTarget = "swiftdata-deployment-target"
    case deleteRule = "swiftdata-delete-rule"
    case requiredToOneCycle = "swiftdata-required-to-one-cycle"
    case codegenClash = "swiftdata-codegen-clash"
    case defaultTransformer = "swiftdata-default-transformer"
    case validation = "swiftdata-validation"
    case droppedSetting = "swiftdata-dropped-setting"
    case userInfo = "swiftdata-user-info"

    /// Information where the generated code keeps the model's meaning in
    /// another form; a warning where something is lost or changes the store.
    public var severity: Severity {
        switch self {
        case .transient, .abstractEntity, .defaultTransformer, .userInfo: return .info
        default: return .warning
        }
    }
}
