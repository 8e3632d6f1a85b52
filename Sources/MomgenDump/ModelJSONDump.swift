// emit: resolved model → the stable JSON dump (`momgen dump --format json`).
//
// The shape is documented in docs/dump-format.md and pinned by golden files;
// change it only by adding keys, and bump `formatVersion` for anything else.
// It streams through `JSONWriter`: a 4,000-entity model has millions of values.
import MomgenDiagnostics
import MomgenModel
import MomgenReader

/// Renders a resolved model as JSON.
public struct ModelJSONDump: Sendable {
    /// Version of the dump format; bumped on incompatible changes.
    public static let formatVersion = 1

    public init() {}

    public func render(_ model: ResolvedModel, source: ModelSource) -> String {
        var w = JSONWriter()
        document(model, source: source, &w)
        return w.finish()
    }

    /// Hands the document to `output` in pieces as it is written, never
    /// holding it whole: a large dump is megabytes, and `momgen dump` only
    /// writes it out. The pieces together are exactly `render`'s text.
    public func write(_ model: ResolvedModel, source: ModelSource, pieceSize: Int = 1 << 16,
                      to output: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        var w = JSONWriter(streamingTo: output, pieceSize: pieceSize)
        document(model, source: source, &w)
        w.finishStreaming()
    }

    private func document(_ model: ResolvedModel, source: ModelSource, _ w: inout JSONWriter) {
        let declared = model.declared
        w.object { w in
            w.field("formatVersion", Self.formatVersion)
            w.field("source") { w in
                w.object { w in
                    w.field("contents", source.contentsPath)
                    w.field("bundle", source.bundlePath)
                    w.field("version", source.versionName)
                    w.field("versions") { $0.strings(source.availableVersions) }
                    w.field("selection", source.selection.rawValue)
                    // Only a compiled model has notes; a source's dump is unchanged.
                    if !source.compiledNotes.isEmpty { w.field("notes") { $0.strings(source.compiledNotes) } }
                }
            }
            w.field("model") { w in
                w.object { w in
                    w.field("line", declared.location.line)
                    w.field("type", declared.type)
                    w.field("documentVersion", declared.documentVersion)
                    w.field("lastSavedToolsVersion", declared.lastSavedToolsVersion)
                    w.field("systemVersion", declared.systemVersion)
                    w.field("minimumToolsVersion", declared.minimumToolsVersion)
                    w.field("sourceLanguage", declared.sourceLanguage)
                    w.field("userDefinedModelVersionIdentifier", declared.userDefinedModelVersionIdentifier)
                    w.field("usedWithCloudKit", declared.isUsedWithCloudKit)
                    w.field("usedWithSwiftData", declared.isUsedWithSwiftData)
                    w.field("hasLayoutElements", declared.hasLayoutElements)
                    w.field("otherAttributes") { others(declared.otherAttributes, &$0) }
                }
            }
            w.field("entities") { w in
                w.array { w in
                    // By index: a for-in loop copies each element, and an
                    // entity or attribute is dozens of strings.
                    for index in model.entities.indices { w.element { self.entity(model.entities[index], in: model, &$0) } }
                }
            }
            w.field("fetchRequests") { w in
                w.array { w in
                    for request in declared.fetchRequests { w.element { fetchRequest(request, &$0) } }
                }
            }
            w.field("configurations") { w in
                w.array { w in
                    for configuration in declared.configurations {
                        w.element { w in
                            w.object { w in
                                w.field("name", configuration.name)
                                w.field("line", configuration.location.line)
                                w.field("usedWithCloudKit", configuration.isUsedWithCloudKit)
                                w.field("members") { $0.strings(configuration.members.map(\.name)) }
                            }
                        }
                    }
                }
            }
            w.field("composites") { w in
                w.array { w in
                    for composite in declared.composites {
                        w.element { w in
                            w.object { w in
                                w.field("name", composite.name)
                                w.field("line", composite.location.line)
                                w.field("attributes") { w in
                                    w.array { w in
                                        for attribute in composite.attributes { w.element { self.attribute(attribute, &$0) } }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            w.field("unknownElements") { w in
                w.array { w in
                    for element in declared.unknownElements {
                        w.element { w in
                            w.object { w in
                                w.field("name", element.name)
                                w.field("parent", element.parent)
                                w.field("line", element.location.line)
                            }
                        }
                    }
                }
            }
            w.field("issues") { w in
                w.array { w in
                    for issue in model.issues {
                        w.element { w in
                            w.object { w in
                                w.field("line", issue.location.line)
                                w.field("entity", issue.entity)
                                w.field("property", issue.property)
                                w.field("message", issue.message)
                            }
                        }
                    }
                }
            }
        }
    }

    private func entity(_ entity: ResolvedEntity, in model: ResolvedModel, _ w: inout JSONWriter) {
        let declared = entity.declared
        let names: ([Int]) -> [String] = { $0.map { model.entities[$0].name } }
        // Owner and name read in place: filtering the property arrays first
        // copied every inherited property's whole declaration.
        var inherited: [String] = []
        func noteInherited(owner: Int, name: String) {
            if owner != entity.id { inherited.append(model.entities[owner].name + "." + name) }
        }
        for index in entity.attributes.indices { noteInherited(owner: entity.attributes[index].owner, name: entity.attributes[index].name) }
        for index in entity.relationships.indices { noteInherited(owner: entity.relationships[index].owner, name: entity.relationships[index].name) }
        for index in entity.fetchedProperties.indices {
            noteInherited(owner: entity.fetchedProperties[index].owner, name: entity.fetchedProperties[index].name)
        }
        w.object { w in
            w.field("name", declared.name)
            w.field("line", declared.location.line)
            w.field("column", declared.location.column)
            w.fieldUnlessDefault("representedClassName", declared.representedClassName)
            w.fieldUnlessDefault("parentEntity", declared.parentEntity)
            w.fieldUnlessDefault("ancestors", names(entity.ancestors))
            w.fieldUnlessDefault("subentities", names(entity.children))
            w.fieldUnlessDefault("isAbstract", declared.isAbstract)
            w.fieldUnlessDefault("codeGenerationType", declared.codeGenerationType)
            w.fieldIfPresent("syncable", declared.isSyncable)
            w.fieldUnlessDefault("renamingIdentifier", declared.renamingIdentifier)
            w.fieldUnlessDefault("versionHashModifier", declared.versionHashModifier)
            if !declared.userInfo.isEmpty { w.field("userInfo") { userInfo(declared.userInfo, &$0) } }
            w.field("attributes") { w in
                w.array { w in
                    for index in declared.attributes.indices { w.element { self.attribute(declared.attributes[index], &$0) } }
                }
            }
            w.field("relationships") { w in
                w.array { w in
                    for index in entity.relationships.indices where entity.relationships[index].owner == entity.id {
                        w.element { self.relationship(entity.relationships[index], in: model, &$0) }
                    }
                }
            }
            w.field("fetchedProperties") { w in
                w.array { w in
                    for fetched in entity.fetchedProperties where fetched.owner == entity.id {
                        w.element { w in
                            w.object { w in
                                w.field("name", fetched.name)
                                w.field("line", fetched.declared.location.line)
                                w.field("isOptional", fetched.declared.isOptional)
                                w.field("fetchRequest") { w in
                                    if let request = fetched.declared.fetchRequest { fetchRequest(request, &w) } else { w.null() }
                                }
                                if !fetched.declared.userInfo.isEmpty { w.field("userInfo") { userInfo(fetched.declared.userInfo, &$0) } }
                                if !(fetched.declared.otherAttributes).isEmpty { w.field("otherAttributes") { others(fetched.declared.otherAttributes, &$0) } }
                            }
                        }
                    }
                }
            }
            w.fieldUnlessDefault("inheritedProperties", inherited)
            w.field("fetchIndexes") { w in
                w.array { w in
                    for index in declared.fetchIndexes {
                        w.element { w in
                            w.object { w in
                                w.field("name", index.name)
                                w.field("line", index.location.line)
                                w.field("elements") { w in
                                    w.array { w in
                                        for element in index.elements {
                                            w.element { w in
                                                w.object { w in
                                                    w.fieldUnlessDefault("property", element.property)
                                                    w.fieldUnlessDefault("expression", element.expression)
                                                    w.field("type", element.type)
                                                    w.fieldUnlessDefault("order", element.order)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if !declared.uniquenessConstraints.isEmpty { w.field("uniquenessConstraints") { groups(declared.uniquenessConstraints, &$0) } }
            if !declared.compoundIndexes.isEmpty { w.field("compoundIndexes") { groups(declared.compoundIndexes, &$0) } }
            if !(declared.otherAttributes).isEmpty { w.field("otherAttributes") { others(declared.otherAttributes, &$0) } }
        }
    }

    private func attribute(_ attribute: Attribute, _ w: inout JSONWriter) {
        w.object { w in
            w.field("name", attribute.name)
            w.field("line", attribute.location.line)
            w.field("column", attribute.location.column)
            w.field("type", attribute.type.xcodeName)
            w.field("isOptional", attribute.isOptional)
            w.fieldUnlessDefault("isTransient", attribute.isTransient)
            w.fieldUnlessDefault("isIndexed", attribute.isIndexed)
            w.fieldUnlessDefault("defaultValueString", attribute.defaultValueString)
            w.fieldUnlessDefault("defaultDateTimeInterval", attribute.defaultDateTimeInterval)
            w.fieldUnlessDefault("minValueString", attribute.minValueString)
            w.fieldUnlessDefault("maxValueString", attribute.maxValueString)
            w.fieldUnlessDefault("regularExpressionString", attribute.regularExpressionString)
            w.fieldUnlessDefault("allowsExternalBinaryDataStorage", attribute.allowsExternalBinaryDataStorage)
            w.fieldIfPresent("usesScalarValueType", attribute.usesScalarValueType)
            w.fieldUnlessDefault("customClassName", attribute.customClassName)
            w.fieldUnlessDefault("valueTransformerName", attribute.valueTransformerName)
            w.fieldUnlessDefault("isDerived", attribute.isDerived)
            w.fieldUnlessDefault("derivationExpression", attribute.derivationExpression)
            w.fieldUnlessDefault("preserveAfterDeletion", attribute.preservesValueInHistoryOnDeletion)
            w.fieldUnlessDefault("spotlightIndexingEnabled", attribute.isSpotlightIndexed)
            w.fieldUnlessDefault("storedInTruthFile", attribute.isStoredInExternalRecord)
            w.fieldUnlessDefault("allowsCloudEncryption", attribute.allowsCloudEncryption)
            w.fieldUnlessDefault("composite", attribute.compositeName)
            w.fieldUnlessDefault("renamingIdentifier", attribute.renamingIdentifier)
            w.fieldUnlessDefault("versionHashModifier", attribute.versionHashModifier)
            w.fieldIfPresent("syncable", attribute.isSyncable)
            if !attribute.userInfo.isEmpty { w.field("userInfo") { userInfo(attribute.userInfo, &$0) } }
            if !(attribute.otherAttributes).isEmpty { w.field("otherAttributes") { others(attribute.otherAttributes, &$0) } }
        }
    }

    private func relationship(_ relationship: ResolvedRelationship, in model: ResolvedModel, _ w: inout JSONWriter) {
        let declared = relationship.declared
        w.object { w in
            w.field("name", declared.name)
            w.field("line", declared.location.line)
            w.field("column", declared.location.column)
            w.field("destinationEntity", declared.destinationEntity)
            w.fieldUnlessDefault("destinationResolved", relationship.destination != nil)
            w.fieldUnlessDefault("inverseName", declared.inverseName)
            w.fieldUnlessDefault("inverseEntity", declared.inverseEntity)
            w.fieldUnlessDefault("resolvedInverse", relationship.inverse.map { "\(model.entities[$0.entity].name).\($0.name)" })
            w.field("isToMany", declared.isToMany)
            w.fieldUnlessDefault("isOrdered", declared.isOrdered)
            w.field("isOptional", declared.isOptional)
            w.fieldUnlessDefault("isTransient", declared.isTransient)
            w.fieldUnlessDefault("minCount", declared.minCount)
            w.fieldUnlessDefault("maxCount", declared.maxCount)
            w.field("deletionRule", declared.deleteRule.xcodeName)
            w.fieldUnlessDefault("renamingIdentifier", declared.renamingIdentifier)
            w.fieldUnlessDefault("versionHashModifier", declared.versionHashModifier)
            w.fieldIfPresent("syncable", declared.isSyncable)
            if !declared.userInfo.isEmpty { w.field("userInfo") { userInfo(declared.userInfo, &$0) } }
            if !declared.otherAttributes.isEmpty || !declared.malformedCounts.isEmpty {
                w.field("otherAttributes") { others(declared.otherAttributes + declared.malformedCounts, &$0) }
            }
        }
    }

    private func fetchRequest(_ request: FetchRequest, _ w: inout JSONWriter) {
        w.object { w in
            w.field("name", request.name)
            w.field("line", request.location.line)
            w.fieldUnlessDefault("entity", request.entity)
            w.fieldUnlessDefault("predicateString", request.predicateString)
            w.fieldUnlessDefault("resultType", request.resultType)
            w.fieldUnlessDefault("fetchLimit", request.fetchLimit)
            w.fieldUnlessDefault("fetchBatchSize", request.fetchBatchSize)
            w.fieldIfPresent("includeSubentities", request.includesSubentities)
            w.fieldIfPresent("includePropertyValues", request.includesPropertyValues)
            w.fieldIfPresent("includesPendingChanges", request.includesPendingChanges)
            w.fieldIfPresent("returnObjectsAsFaults", request.returnsObjectsAsFaults)
            w.fieldIfPresent("returnDistinctResults", request.returnsDistinctResults)
            if !(request.otherAttributes).isEmpty { w.field("otherAttributes") { others(request.otherAttributes, &$0) } }
        }
    }

    private func userInfo(_ info: UserInfo, _ w: inout JSONWriter) {
        w.array { w in
            for entry in info.entries {
                w.element { w in
                    w.object { w in
                        w.field("key", entry.key)
                        w.field("value", entry.value)
                    }
                }
            }
        }
    }

    private func groups(_ groups: [PropertyGroup], _ w: inout JSONWriter) {
        w.array { w in
            for group in groups { w.element { $0.strings(group.properties) } }
        }
    }

    private func others(_ attributes: [XMLAttribute], _ w: inout JSONWriter) {
        w.array { w in
            for attribute in attributes {
                w.element { w in
                    w.object { w in
                        w.field("name", attribute.name)
                        w.field("value", attribute.value)
                    }
                }
            }
        }
    }
}
