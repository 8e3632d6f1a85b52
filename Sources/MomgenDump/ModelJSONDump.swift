// emit: resolved model → the stable JSON dump (`momgen dump --format json`).
//
// The shape is documented in docs/dump-format.md and pinned by golden files;
// change it only by adding keys, and bump `formatVersion` for anything else.
import MomgenDiagnostics
import MomgenModel
import MomgenReader

/// Renders a resolved model as JSON.
public struct ModelJSONDump: Sendable {
    /// Version of the dump format; bumped on incompatible changes.
    public static let formatVersion = 1

    public init() {}

    public func render(_ model: ResolvedModel, source: ModelSource) -> String {
        json(model, source: source).rendered(pretty: true)
    }

    public func json(_ model: ResolvedModel, source: ModelSource) -> JSONValue {
        let declared = model.declared
        return .object([
            ("formatVersion", .int(Self.formatVersion)),
            ("source", .object([
                ("contents", .string(source.contentsPath)),
                ("bundle", .optional(source.bundlePath)),
                ("version", .optional(source.versionName)),
                ("versions", .array(source.availableVersions.map(JSONValue.string))),
                ("selection", .string(source.selection.rawValue)),
            ])),
            ("model", .object([
                ("line", .int(declared.location.line)),
                ("type", .optional(declared.type)),
                ("documentVersion", .optional(declared.documentVersion)),
                ("lastSavedToolsVersion", .optional(declared.lastSavedToolsVersion)),
                ("systemVersion", .optional(declared.systemVersion)),
                ("minimumToolsVersion", .optional(declared.minimumToolsVersion)),
                ("sourceLanguage", .optional(declared.sourceLanguage)),
                ("userDefinedModelVersionIdentifier", .optional(declared.userDefinedModelVersionIdentifier)),
                ("usedWithCloudKit", .bool(declared.isUsedWithCloudKit)),
                ("usedWithSwiftData", .bool(declared.isUsedWithSwiftData)),
                ("hasLayoutElements", .bool(declared.hasLayoutElements)),
                ("otherAttributes", others(declared.otherAttributes)),
            ])),
            ("entities", .array(model.entities.map { entity($0, in: model) })),
            ("fetchRequests", .array(declared.fetchRequests.map(fetchRequest))),
            ("configurations", .array(declared.configurations.map(configuration))),
            ("composites", .array(declared.composites.map { composite in
                .object([
                    ("name", .string(composite.name)),
                    ("line", .int(composite.location.line)),
                    ("attributes", .array(composite.attributes.map(attribute))),
                ])
            })),
            ("unknownElements", .array(declared.unknownElements.map { element in
                .object([("name", .string(element.name)), ("parent", .string(element.parent)), ("line", .int(element.location.line))])
            })),
            ("issues", .array(model.issues.map { issue in
                .object([
                    ("line", .int(issue.location.line)),
                    ("entity", .string(issue.entity)),
                    ("property", .optional(issue.property)),
                    ("message", .string(issue.message)),
                ])
            })),
        ])
    }

    private func entity(_ entity: ResolvedEntity, in model: ResolvedModel) -> JSONValue {
        let declared = entity.declared
        let names: ([Int]) -> JSONValue = { .array($0.map { .string(model.entities[$0].name) }) }
        let inherited = entity.attributes.filter { $0.owner != entity.id }.map { "\(model.entities[$0.owner].name).\($0.name)" }
            + entity.relationships.filter { $0.owner != entity.id }.map { "\(model.entities[$0.owner].name).\($0.name)" }
            + entity.fetchedProperties.filter { $0.owner != entity.id }.map { "\(model.entities[$0.owner].name).\($0.name)" }
        return .object([
            ("name", .string(declared.name)),
            ("line", .int(declared.location.line)),
            ("column", .int(declared.location.column)),
            ("representedClassName", .optional(declared.representedClassName)),
            ("parentEntity", .optional(declared.parentEntity)),
            ("ancestors", names(entity.ancestors)),
            ("subentities", names(entity.children)),
            ("isAbstract", .bool(declared.isAbstract)),
            ("codeGenerationType", .optional(declared.codeGenerationType)),
            ("syncable", declared.isSyncable.map(JSONValue.bool) ?? .null),
            ("renamingIdentifier", .optional(declared.renamingIdentifier)),
            ("versionHashModifier", .optional(declared.versionHashModifier)),
            ("userInfo", userInfo(declared.userInfo)),
            ("attributes", .array(declared.attributes.map(attribute))),
            ("relationships", .array(entity.ownRelationships.map { relationship($0, in: model) })),
            ("fetchedProperties", .array(entity.ownFetchedProperties.map { fetched in
                .object([
                    ("name", .string(fetched.name)),
                    ("line", .int(fetched.declared.location.line)),
                    ("isOptional", .bool(fetched.declared.isOptional)),
                    ("fetchRequest", fetched.declared.fetchRequest.map(fetchRequest) ?? .null),
                    ("userInfo", userInfo(fetched.declared.userInfo)),
                    ("otherAttributes", others(fetched.declared.otherAttributes)),
                ])
            })),
            ("inheritedProperties", .array(inherited.map(JSONValue.string))),
            ("fetchIndexes", .array(declared.fetchIndexes.map { index in
                .object([
                    ("name", .string(index.name)),
                    ("line", .int(index.location.line)),
                    ("elements", .array(index.elements.map { element in
                        .object([
                            ("property", .optional(element.property)),
                            ("expression", .optional(element.expression)),
                            ("type", .optional(element.type)),
                            ("order", .optional(element.order)),
                        ])
                    })),
                ])
            })),
            ("uniquenessConstraints", groups(declared.uniquenessConstraints)),
            ("compoundIndexes", groups(declared.compoundIndexes)),
            ("otherAttributes", others(declared.otherAttributes)),
        ])
    }

    private func attribute(_ attribute: Attribute) -> JSONValue {
        .object([
            ("name", .string(attribute.name)),
            ("line", .int(attribute.location.line)),
            ("column", .int(attribute.location.column)),
            ("type", .string(attribute.type.xcodeName)),
            ("isOptional", .bool(attribute.isOptional)),
            ("isTransient", .bool(attribute.isTransient)),
            ("isIndexed", .bool(attribute.isIndexed)),
            ("defaultValueString", .optional(attribute.defaultValueString)),
            ("defaultDateTimeInterval", .optional(attribute.defaultDateTimeInterval)),
            ("minValueString", .optional(attribute.minValueString)),
            ("maxValueString", .optional(attribute.maxValueString)),
            ("regularExpressionString", .optional(attribute.regularExpressionString)),
            ("allowsExternalBinaryDataStorage", .bool(attribute.allowsExternalBinaryDataStorage)),
            ("usesScalarValueType", attribute.usesScalarValueType.map(JSONValue.bool) ?? .null),
            ("customClassName", .optional(attribute.customClassName)),
            ("valueTransformerName", .optional(attribute.valueTransformerName)),
            ("isDerived", .bool(attribute.isDerived)),
            ("derivationExpression", .optional(attribute.derivationExpression)),
            ("preserveAfterDeletion", .bool(attribute.preservesValueInHistoryOnDeletion)),
            ("spotlightIndexingEnabled", .bool(attribute.isSpotlightIndexed)),
            ("storedInTruthFile", .bool(attribute.isStoredInExternalRecord)),
            ("allowsCloudEncryption", .bool(attribute.allowsCloudEncryption)),
            ("composite", .optional(attribute.compositeName)),
            ("renamingIdentifier", .optional(attribute.renamingIdentifier)),
            ("versionHashModifier", .optional(attribute.versionHashModifier)),
            ("syncable", attribute.isSyncable.map(JSONValue.bool) ?? .null),
            ("userInfo", userInfo(attribute.userInfo)),
            ("otherAttributes", others(attribute.otherAttributes)),
        ])
    }

    private func relationship(_ relationship: ResolvedRelationship, in model: ResolvedModel) -> JSONValue {
        let declared = relationship.declared
        let inverse = relationship.inverse.map { JSONValue.string("\(model.entities[$0.entity].name).\($0.name)") } ?? .null
        return .object([
            ("name", .string(declared.name)),
            ("line", .int(declared.location.line)),
            ("column", .int(declared.location.column)),
            ("destinationEntity", .optional(declared.destinationEntity)),
            ("destinationResolved", .bool(relationship.destination != nil)),
            ("inverseName", .optional(declared.inverseName)),
            ("inverseEntity", .optional(declared.inverseEntity)),
            ("resolvedInverse", inverse),
            ("isToMany", .bool(declared.isToMany)),
            ("isOrdered", .bool(declared.isOrdered)),
            ("isOptional", .bool(declared.isOptional)),
            ("isTransient", .bool(declared.isTransient)),
            ("minCount", declared.minCount.map(JSONValue.int) ?? .null),
            ("maxCount", declared.maxCount.map(JSONValue.int) ?? .null),
            ("deletionRule", .string(declared.deleteRule.xcodeName)),
            ("renamingIdentifier", .optional(declared.renamingIdentifier)),
            ("versionHashModifier", .optional(declared.versionHashModifier)),
            ("syncable", declared.isSyncable.map(JSONValue.bool) ?? .null),
            ("userInfo", userInfo(declared.userInfo)),
            ("otherAttributes", others(declared.otherAttributes + declared.malformedCounts)),
        ])
    }

    private func fetchRequest(_ request: FetchRequest) -> JSONValue {
        let optionalBool: (Bool?) -> JSONValue = { $0.map(JSONValue.bool) ?? .null }
        return .object([
            ("name", .string(request.name)),
            ("line", .int(request.location.line)),
            ("entity", .optional(request.entity)),
            ("predicateString", .optional(request.predicateString)),
            ("resultType", .optional(request.resultType)),
            ("fetchLimit", .optional(request.fetchLimit)),
            ("fetchBatchSize", .optional(request.fetchBatchSize)),
            ("includeSubentities", optionalBool(request.includesSubentities)),
            ("includePropertyValues", optionalBool(request.includesPropertyValues)),
            ("includesPendingChanges", optionalBool(request.includesPendingChanges)),
            ("returnObjectsAsFaults", optionalBool(request.returnsObjectsAsFaults)),
            ("returnDistinctResults", optionalBool(request.returnsDistinctResults)),
            ("otherAttributes", others(request.otherAttributes)),
        ])
    }

    private func configuration(_ configuration: Configuration) -> JSONValue {
        .object([
            ("name", .string(configuration.name)),
            ("line", .int(configuration.location.line)),
            ("usedWithCloudKit", .bool(configuration.isUsedWithCloudKit)),
            ("members", .array(configuration.members.map { .string($0.name) })),
        ])
    }

    private func userInfo(_ info: UserInfo) -> JSONValue {
        .array(info.entries.map { .object([("key", .string($0.key)), ("value", .string($0.value))]) })
    }

    private func groups(_ groups: [PropertyGroup]) -> JSONValue {
        .array(groups.map { .array($0.properties.map(JSONValue.string)) })
    }

    private func others(_ attributes: [XMLAttribute]) -> JSONValue {
        .array(attributes.map { .object([("name", .string($0.name)), ("value", .string($0.value))]) })
    }
}
