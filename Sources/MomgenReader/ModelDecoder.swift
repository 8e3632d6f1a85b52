// read: element tree → declared `Model`.
//
// Maps each element Xcode writes (every format since Xcode 4) to the typed
// declared model. Attributes it does not know are kept in `otherAttributes`;
// elements it does not know are recorded in `unknownElements`, so a model
// from a newer Xcode still loads.
import MomgenDiagnostics
import MomgenModel

/// Decodes a `<model>` element, one child at a time as the parser reads them.
struct ModelDecoder {
    let file: String
    private var unknown: [UnknownElement] = []
    /// The model's parts decoded so far (`model` elements' children, in order).
    private var parts: Model

    init(file: String) {
        self.file = file
        parts = Model(file: file)
    }

    /// Decodes one child of the root element as soon as the parser has read
    /// it, so a large model is never held as a whole element tree.
    mutating func decodeTopLevel(_ child: XMLElementNode, in root: XMLElementNode) {
        switch child.name {
        case "entity": parts.entities.append(entity(child))
        case "fetchRequest": parts.fetchRequests.append(fetchRequest(child))
        case "configuration": parts.configurations.append(configuration(child))
        case "composite": parts.composites.append(composite(child))
        case "elements": parts.hasLayoutElements = true
        default: noteUnknown(child, in: root)
        }
    }

    /// The model: the root's own attributes with the children decoded so far.
    mutating func finish(_ root: XMLElementNode) throws -> Model {
        guard root.name == "model" else {
            throw MomgenError.unreadableInput(
                SourceLocation(file: file, line: root.line, column: root.column),
                "not a Core Data model: the root element is <\(root.name)>, expected <model>")
        }
        var model = parts
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
        var entity = Entity(name: "")
        entity.location = ref(node)
        // One pass over the attributes with a switch: models have tens of
        // thousands of elements, and looking each name up separately was the
        // reader's hot spot.
        for (name, value) in node.attributes {
            switch name {
            case "name": entity.name = value
            case "representedClassName": entity.representedClassName = value
            case "parentEntity": entity.parentEntity = value
            case "isAbstract": entity.isAbstract = Self.isYes(value)
            case "codeGenerationType": entity.codeGenerationType = value
            case "syncable": entity.isSyncable = Self.isYes(value)
            case "elementID", "renamingIdentifier": entity.renamingIdentifier = entity.renamingIdentifier ?? value
            case "versionHashModifier": entity.versionHashModifier = value
            default: entity.otherAttributes.append(XMLAttribute(name: name, value: value))
            }
        }
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

    /// `YES` is true, as Xcode writes it; anything else is false.
    private static func isYes(_ value: String) -> Bool {
        value == "YES" || value == "yes" || value == "true" || value == "1"
    }

    private mutating func attribute(_ node: XMLElementNode) -> Attribute {
        var attribute = Attribute(name: "", type: .undefined)
        attribute.location = ref(node)
        for (name, value) in node.attributes {
            switch name {
            case "name": attribute.name = value
            case "attributeType": attribute.type = AttributeType(xcodeName: value)
            case "optional": attribute.isOptional = Self.isYes(value)
            case "transient": attribute.isTransient = Self.isYes(value)
            case "indexed": attribute.isIndexed = Self.isYes(value)
            case "defaultValueString": attribute.defaultValueString = value
            case "defaultDateTimeInterval": attribute.defaultDateTimeInterval = value
            case "minValueString": attribute.minValueString = value
            case "maxValueString": attribute.maxValueString = value
            case "regularExpressionString": attribute.regularExpressionString = value
            case "allowsExternalBinaryDataStorage": attribute.allowsExternalBinaryDataStorage = Self.isYes(value)
            case "usesScalarValueType": attribute.usesScalarValueType = Self.isYes(value)
            case "customClassName": attribute.customClassName = value
            case "valueTransformerName": attribute.valueTransformerName = value
            case "derived": attribute.isDerived = Self.isYes(value)
            case "derivationExpression": attribute.derivationExpression = value
            case "preserveAfterDeletion": attribute.preservesValueInHistoryOnDeletion = Self.isYes(value)
            case "spotlightIndexingEnabled": attribute.isSpotlightIndexed = Self.isYes(value)
            case "storedInTruthFile": attribute.isStoredInExternalRecord = Self.isYes(value)
            case "allowsCloudEncryption": attribute.allowsCloudEncryption = Self.isYes(value)
            case "composite": attribute.compositeName = value
            case "elementID", "renamingIdentifier": attribute.renamingIdentifier = attribute.renamingIdentifier ?? value
            case "versionHashModifier": attribute.versionHashModifier = value
            case "syncable": attribute.isSyncable = Self.isYes(value)
            default: attribute.otherAttributes.append(XMLAttribute(name: name, value: value))
            }
        }
        for child in node.children {
            if child.name == "userInfo" { attribute.userInfo = userInfo(child) } else { noteUnknown(child, in: node) }
        }
        return attribute
    }

    private mutating func relationship(_ node: XMLElementNode) -> Relationship {
        var relationship = Relationship(name: "")
        relationship.location = ref(node)
        for (name, value) in node.attributes {
            switch name {
            case "name": relationship.name = value
            case "destinationEntity": relationship.destinationEntity = value
            case "inverseName": relationship.inverseName = value
            case "inverseEntity": relationship.inverseEntity = value
            case "toMany": relationship.isToMany = Self.isYes(value)
            case "ordered": relationship.isOrdered = Self.isYes(value)
            case "optional": relationship.isOptional = Self.isYes(value)
            case "transient": relationship.isTransient = Self.isYes(value)
            case "minCount", "maxCount":
                guard let count = Int(value), count >= 0 else {
                    relationship.malformedCounts.append(XMLAttribute(name: name, value: value))
                    continue
                }
                if name == "minCount" { relationship.minCount = count } else { relationship.maxCount = count }
            case "deletionRule": relationship.deleteRule = DeleteRule(xcodeName: value)
            case "elementID", "renamingIdentifier": relationship.renamingIdentifier = relationship.renamingIdentifier ?? value
            case "versionHashModifier": relationship.versionHashModifier = value
            case "spotlightIndexingEnabled": relationship.isSpotlightIndexed = Self.isYes(value)
            case "syncable": relationship.isSyncable = Self.isYes(value)
            default: relationship.otherAttributes.append(XMLAttribute(name: name, value: value))
            }
        }
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
