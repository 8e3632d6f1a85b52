// read: element tree → declared `Model`.
//
// Maps each element Xcode writes (every format since Xcode 4) to the typed
// declared model. Attributes it does not know are kept in `otherAttributes`;
// elements it does not know are recorded in `unknownElements`, so a model
// from a newer Xcode still loads.
import MomgenDiagnostics
import MomgenModel

/// Decodes a `<model>` element tree.
struct ModelDecoder {
    let file: String
    private var unknown: [UnknownElement] = []

    init(file: String) {
        self.file = file
    }

    mutating func decode(_ root: XMLElementNode) throws -> Model {
        guard root.name == "model" else {
            throw MomgenError.unreadableInput(
                SourceLocation(file: file, line: root.line, column: root.column),
                "not a Core Data model: the root element is <\(root.name)>, expected <model>")
        }
        var model = Model(file: file)
        model.location = ref(root)
        var attributes = ElementAttributes(root)
        model.type = attributes.string("type")
        model.documentVersion = attributes.string("documentVersion")
        model.lastSavedToolsVersion = attributes.string("lastSavedToolsVersion")
        model.systemVersion = attributes.string("systemVersion")
        model.minimumToolsVersion = attributes.string("minimumToolsVersion")
        model.sourceLanguage = attributes.string("sourceLanguage")
        model.userDefinedModelVersionIdentifier = attributes.string("userDefinedModelVersionIdentifier")
        model.isUsedWithCloudKit = attributes.flag("usedWithCloudKit")
        model.isUsedWithSwiftData = attributes.flag("usedWithSwiftData")
        model.otherAttributes = attributes.unused

        for child in root.children {
            switch child.name {
            case "entity": model.entities.append(entity(child))
            case "fetchRequest": model.fetchRequests.append(fetchRequest(child))
            case "configuration": model.configurations.append(configuration(child))
            case "composite": model.composites.append(composite(child))
            case "elements": model.hasLayoutElements = true
            default: noteUnknown(child, in: root)
            }
        }
        model.unknownElements = unknown
        return model
    }

    private func ref(_ node: XMLElementNode) -> SourceLocationRef {
        SourceLocationRef(line: node.line, column: node.column)
    }

    private mutating func noteUnknown(_ node: XMLElementNode, in parent: XMLElementNode) {
        unknown.append(UnknownElement(name: node.name, parent: parent.name, location: ref(node)))
    }

    private mutating func entity(_ node: XMLElementNode) -> Entity {
        var attributes = ElementAttributes(node)
        var entity = Entity(name: attributes.string("name") ?? "")
        entity.location = ref(node)
        entity.representedClassName = attributes.string("representedClassName")
        entity.parentEntity = attributes.string("parentEntity")
        entity.isAbstract = attributes.flag("isAbstract")
        entity.codeGenerationType = attributes.string("codeGenerationType")
        entity.isSyncable = attributes.bool("syncable")
        entity.renamingIdentifier = attributes.string("elementID") ?? attributes.string("renamingIdentifier")
        entity.versionHashModifier = attributes.string("versionHashModifier")
        entity.otherAttributes = attributes.unused
        for child in node.children {
            switch child.name {
            case "attribute": entity.attributes.append(attribute(child))
            case "relationship": entity.relationships.append(relationship(child))
            case "fetchedProperty": entity.fetchedProperties.append(fetchedProperty(child))
            case "userInfo": entity.userInfo = userInfo(child)
            case "fetchIndex": entity.fetchIndexes.append(fetchIndex(child))
            case "uniquenessConstraints":
                entity.uniquenessConstraints += groups(child, group: "uniquenessConstraint", member: "constraint")
            case "compoundIndexes":
                entity.compoundIndexes += groups(child, group: "compoundIndex", member: "index")
            default: noteUnknown(child, in: node)
            }
        }
        return entity
    }

    private mutating func attribute(_ node: XMLElementNode) -> Attribute {
        var attributes = ElementAttributes(node)
        var attribute = Attribute(name: attributes.string("name") ?? "", type: AttributeType(xcodeName: attributes.string("attributeType")))
        attribute.location = ref(node)
        attribute.isOptional = attributes.flag("optional")
        attribute.isTransient = attributes.flag("transient")
        attribute.isIndexed = attributes.flag("indexed")
        attribute.defaultValueString = attributes.string("defaultValueString")
        attribute.defaultDateTimeInterval = attributes.string("defaultDateTimeInterval")
        attribute.minValueString = attributes.string("minValueString")
        attribute.maxValueString = attributes.string("maxValueString")
        attribute.regularExpressionString = attributes.string("regularExpressionString")
        attribute.allowsExternalBinaryDataStorage = attributes.flag("allowsExternalBinaryDataStorage")
        attribute.usesScalarValueType = attributes.bool("usesScalarValueType")
        attribute.customClassName = attributes.string("customClassName")
        attribute.valueTransformerName = attributes.string("valueTransformerName")
        attribute.isDerived = attributes.flag("derived")
        attribute.derivationExpression = attributes.string("derivationExpression")
        attribute.preservesValueInHistoryOnDeletion = attributes.flag("preserveAfterDeletion")
        attribute.isSpotlightIndexed = attributes.flag("spotlightIndexingEnabled")
        attribute.isStoredInExternalRecord = attributes.flag("storedInTruthFile")
        attribute.allowsCloudEncryption = attributes.flag("allowsCloudEncryption")
        attribute.compositeName = attributes.string("composite")
        attribute.renamingIdentifier = attributes.string("elementID") ?? attributes.string("renamingIdentifier")
        attribute.versionHashModifier = attributes.string("versionHashModifier")
        attribute.isSyncable = attributes.bool("syncable")
        attribute.otherAttributes = attributes.unused
        for child in node.children {
            if child.name == "userInfo" { attribute.userInfo = userInfo(child) } else { noteUnknown(child, in: node) }
        }
        return attribute
    }

    private mutating func relationship(_ node: XMLElementNode) -> Relationship {
        var attributes = ElementAttributes(node)
        var relationship = Relationship(name: attributes.string("name") ?? "")
        relationship.location = ref(node)
        relationship.destinationEntity = attributes.string("destinationEntity")
        relationship.inverseName = attributes.string("inverseName")
        relationship.inverseEntity = attributes.string("inverseEntity")
        relationship.isToMany = attributes.flag("toMany")
        relationship.isOrdered = attributes.flag("ordered")
        relationship.isOptional = attributes.flag("optional")
        relationship.isTransient = attributes.flag("transient")
        for key in ["minCount", "maxCount"] {
            guard let text = attributes.string(key) else { continue }
            if let count = Int(text), count >= 0 {
                if key == "minCount" { relationship.minCount = count } else { relationship.maxCount = count }
            } else {
                relationship.malformedCounts.append(XMLAttribute(name: key, value: text))
            }
        }
        relationship.deleteRule = DeleteRule(xcodeName: attributes.string("deletionRule"))
        relationship.renamingIdentifier = attributes.string("elementID") ?? attributes.string("renamingIdentifier")
        relationship.versionHashModifier = attributes.string("versionHashModifier")
        relationship.isSpotlightIndexed = attributes.flag("spotlightIndexingEnabled")
        relationship.isSyncable = attributes.bool("syncable")
        relationship.otherAttributes = attributes.unused
        for child in node.children {
            if child.name == "userInfo" { relationship.userInfo = userInfo(child) } else { noteUnknown(child, in: node) }
        }
        return relationship
    }

    private mutating func fetchedProperty(_ node: XMLElementNode) -> FetchedProperty {
        var attributes = ElementAttributes(node)
        var property = FetchedProperty(name: attributes.string("name") ?? "")
        property.location = ref(node)
        property.isOptional = attributes.flag("optional")
        property.otherAttributes = attributes.unused
        for child in node.children {
            switch child.name {
            case "fetchRequest": property.fetchRequest = fetchRequest(child)
            case "userInfo": property.userInfo = userInfo(child)
            default: noteUnknown(child, in: node)
            }
        }
        return property
    }

    private mutating func fetchRequest(_ node: XMLElementNode) -> FetchRequest {
        var attributes = ElementAttributes(node)
        var request = FetchRequest(name: attributes.string("name") ?? "")
        request.location = ref(node)
        request.entity = attributes.string("entity")
        request.predicateString = attributes.string("predicateString")
        request.resultType = attributes.string("resultType")
        request.fetchLimit = attributes.string("fetchLimit")
        request.fetchBatchSize = attributes.string("fetchBatchSize")
        request.includesSubentities = attributes.bool("includeSubentities")
        request.includesPropertyValues = attributes.bool("includePropertyValues")
        request.includesPendingChanges = attributes.bool("includesPendingChanges")
        request.returnsObjectsAsFaults = attributes.bool("returnObjectsAsFaults")
        request.returnsDistinctResults = attributes.bool("returnDistinctResults")
        request.otherAttributes = attributes.unused
        for child in node.children { noteUnknown(child, in: node) }
        return request
    }

    private mutating func configuration(_ node: XMLElementNode) -> Configuration {
        var attributes = ElementAttributes(node)
        var configuration = Configuration(name: attributes.string("name") ?? "")
        configuration.location = ref(node)
        configuration.isUsedWithCloudKit = attributes.flag("usedWithCloudKit")
        configuration.otherAttributes = attributes.unused
        for child in node.children {
            if child.name == "memberEntity" {
                configuration.members.append(.init(name: child.attribute("name") ?? "", location: ref(child)))
            } else {
                noteUnknown(child, in: node)
            }
        }
        return configuration
    }

    private mutating func composite(_ node: XMLElementNode) -> CompositeType {
        var composite = CompositeType(name: node.attribute("name") ?? "")
        composite.location = ref(node)
        for child in node.children {
            if child.name == "attribute" { composite.attributes.append(attribute(child)) } else { noteUnknown(child, in: node) }
        }
        return composite
    }

    private mutating func userInfo(_ node: XMLElementNode) -> UserInfo {
        var entries: [UserInfo.Entry] = []
        for child in node.children {
            if child.name == "entry" {
                entries.append(.init(key: child.attribute("key") ?? "", value: child.attribute("value") ?? "", location: ref(child)))
            } else {
                noteUnknown(child, in: node)
            }
        }
        return UserInfo(entries)
    }

    private mutating func fetchIndex(_ node: XMLElementNode) -> FetchIndex {
        var elements: [FetchIndex.Element] = []
        for child in node.children {
            guard child.name == "fetchIndexElement" else { noteUnknown(child, in: node); continue }
            var element = FetchIndex.Element(property: child.attribute("property"), expression: child.attribute("expression"),
                                             type: child.attribute("type"), order: child.attribute("order"))
            element.location = ref(child)
            elements.append(element)
        }
        var index = FetchIndex(name: node.attribute("name") ?? "", elements: elements)
        index.location = ref(node)
        return index
    }

    /// `<uniquenessConstraints>` or `<compoundIndexes>`: groups of named members.
    private mutating func groups(_ node: XMLElementNode, group: String, member: String) -> [PropertyGroup] {
        var result: [PropertyGroup] = []
        for child in node.children {
            guard child.name == group else { noteUnknown(child, in: node); continue }
            var names: [String] = []
            for grandchild in child.children {
                if grandchild.name == member { names.append(grandchild.attribute("value") ?? "") } else { noteUnknown(grandchild, in: child) }
            }
            result.append(PropertyGroup(properties: names, location: ref(child)))
        }
        return result
    }
}
