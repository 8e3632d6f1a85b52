// emit: a declared model as a `.xcdatamodel/contents` file in the XML dialect
// current Xcode writes (Xcode 14-16: `documentVersion="1.0"`, entities and
// properties in name order, `YES` for true, XML attributes in Xcode's order,
// renaming identifiers as `elementID`), for
// `momgen decompile`. Deterministic: the same model always gives the same
// bytes. What a compiled model does not keep (layout, comments, codegen,
// scalar types) is simply absent. A value XML cannot carry is refused
// (`UnwritableModelText`), never replaced.
import MomgenDiagnostics
import MomgenModel

/// Writes model XML.
public enum ModelXMLWriter {
    /// The `contents` text of `model`.
    public static func contents(_ model: Model) throws -> String {
        var out = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
        var header: [(String, String?)] = [
            ("type", "com.apple.IDECoreDataModeler.DataModel"), ("documentVersion", "1.0"),
            // Fixed values of an Xcode 16 release, so output never varies;
            // Xcode rewrites them on its next save.
            ("lastSavedToolsVersion", "23788.4"), ("systemVersion", "24F74"), ("minimumToolsVersion", "Automatic"),
            ("sourceLanguage", "Swift"),
        ]
        header += [
            ("usedWithCloudKit", yes(model.isUsedWithCloudKit)), ("usedWithSwiftData", yes(model.isUsedWithSwiftData)),
            ("userDefinedModelVersionIdentifier", model.userDefinedModelVersionIdentifier ?? ""),
        ]
        out += try "<model" + attributes(header) + ">\n"
        for entity in model.entities.sorted(by: { $0.name < $1.name }) {
            out += try entityXML(entity)
        }
        for request in model.fetchRequests.sorted(by: { $0.name < $1.name }) {
            out += try "    <fetchRequest" + attributes(requestAttributes(request)) + "/>\n"
        }
        for configuration in model.configurations.sorted(by: { $0.name < $1.name }) {
            out += try "    <configuration" + attributes([
                ("name", configuration.name), ("usedWithCloudKit", yes(configuration.isUsedWithCloudKit)),
            ]) + ">\n"
            for member in configuration.members.map(\.name).sorted() {
                out += try "        <memberEntity" + attributes([("name", member)]) + "/>\n"
            }
            out += "    </configuration>\n"
        }
        for composite in model.composites.sorted(by: { $0.name < $1.name }) {
            out += try "    <composite" + attributes([("name", composite.name)]) + ">\n"
            for member in composite.attributes.sorted(by: { $0.name < $1.name }) {
                out += try element("attribute", attributeAttributes(member), userInfo: member.userInfo, indent: "        ")
            }
            out += "    </composite>\n"
        }
        return out + "</model>\n"
    }

    private static func entityXML(_ entity: Entity) throws -> String {
        // No class name is left out, never written as "NSManagedObject":
        // a store's model cache may hold none, and the class is then unknown
        // (Xcode reads a missing class name as NSManagedObject, as momc does).
        var out = try "    <entity" + attributes([
            ("name", entity.name), ("representedClassName", entity.representedClassName),
            ("isAbstract", yes(entity.isAbstract)), ("parentEntity", entity.parentEntity),
            ("elementID", entity.renamingIdentifier), ("syncable", "YES"),
            ("versionHashModifier", entity.versionHashModifier),
        ])
        var children: [String] = []
        for attribute in entity.attributes.sorted(by: { $0.name < $1.name }) {
            children.append(try element("attribute", attributeAttributes(attribute), userInfo: attribute.userInfo))
        }
        for relationship in entity.relationships.sorted(by: { $0.name < $1.name }) {
            children.append(try element("relationship", relationshipAttributes(relationship), userInfo: relationship.userInfo))
        }
        for fetched in entity.fetchedProperties.sorted(by: { $0.name < $1.name }) {
            var text = try "        <fetchedProperty" + attributes([("name", fetched.name), ("optional", yes(fetched.isOptional))]) + ">\n"
            if let request = fetched.fetchRequest {
                text += try "            <fetchRequest" + attributes(requestAttributes(request)) + "/>\n"
            }
            text += try userInfoXML(fetched.userInfo, indent: "            ")
            children.append(text + "        </fetchedProperty>\n")
        }
        for index in entity.fetchIndexes {
            var text = try "        <fetchIndex" + attributes([("name", index.name)]) + ">\n"
            for item in index.elements {
                text += try "            <fetchIndexElement" + attributes([
                    ("property", item.property), ("expression", item.expression), ("type", item.type ?? "Binary"),
                    ("order", item.order ?? "ascending"),
                ]) + "/>\n"
            }
            children.append(text + "        </fetchIndex>\n")
        }
        if !entity.uniquenessConstraints.isEmpty {
            var text = "        <uniquenessConstraints>\n"
            for group in entity.uniquenessConstraints {
                text += "            <uniquenessConstraint>\n"
                for property in group.properties { text += try "                <constraint" + attributes([("value", property)]) + "/>\n" }
                text += "            </uniquenessConstraint>\n"
            }
            children.append(text + "        </uniquenessConstraints>\n")
        }
        if !entity.compoundIndexes.isEmpty {
            var text = "        <compoundIndexes>\n"
            for group in entity.compoundIndexes {
                text += "            <compoundIndex>\n"
                for property in group.properties { text += try "                <index" + attributes([("value", property)]) + "/>\n" }
                text += "            </compoundIndex>\n"
            }
            children.append(text + "        </compoundIndexes>\n")
        }
        let info = try userInfoXML(entity.userInfo, indent: "        ")
        if !info.isEmpty { children.append(info) }
        guard !children.isEmpty else { return out + "/>\n" }
        out += ">\n" + children.joined() + "    </entity>\n"
        return out
    }

    /// In the order Xcode 14-16 writes them (measured on the real files of
    /// ../shared; `XcodeAttributeOrderTests` checks it against every one).
    private static func attributeAttributes(_ attribute: Attribute) -> [(String, String?)] {
        [
            ("name", attribute.name), ("optional", yes(attribute.isOptional)), ("transient", yes(attribute.isTransient)),
            ("attributeType", attribute.type.xcodeName),
            ("derived", yes(attribute.isDerived)), ("derivationExpression", attribute.derivationExpression),
            ("allowsExternalBinaryDataStorage", yes(attribute.allowsExternalBinaryDataStorage)),
            ("defaultDateTimeInterval", attribute.defaultDateTimeInterval),
            ("minValueString", attribute.minValueString), ("maxValueString", attribute.maxValueString),
            // A date's bounds, which the reader keeps as text.
            ("minDateTimeInterval", attribute.otherAttributes.last { $0.name == "minDateTimeInterval" }?.value),
            ("maxDateTimeInterval", attribute.otherAttributes.last { $0.name == "maxDateTimeInterval" }?.value),
            ("regularExpressionString", attribute.regularExpressionString),
            ("valueTransformerName", attribute.valueTransformerName), ("customClassName", attribute.customClassName),
            ("defaultValueString", attribute.defaultValueString),
            ("preserveAfterDeletion", yes(attribute.preservesValueInHistoryOnDeletion)),
            ("indexed", yes(attribute.isIndexed)), ("elementID", attribute.renamingIdentifier),
            ("spotlightIndexingEnabled", yes(attribute.isSpotlightIndexed)),
            ("storedInTruthFile", yes(attribute.isStoredInExternalRecord)), ("allowsCloudEncryption", yes(attribute.allowsCloudEncryption)),
            ("versionHashModifier", attribute.versionHashModifier), ("composite", attribute.compositeName),
        ]
    }

    private static func relationshipAttributes(_ relationship: Relationship) -> [(String, String?)] {
        [
            ("name", relationship.name), ("optional", yes(relationship.isOptional)), ("transient", yes(relationship.isTransient)),
            ("toMany", yes(relationship.isToMany)),
            ("minCount", relationship.minCount.map(String.init)), ("maxCount", relationship.maxCount.map(String.init)),
            ("deletionRule", relationship.deleteRule.xcodeName), ("ordered", yes(relationship.isOrdered)),
            ("destinationEntity", relationship.destinationEntity),
            ("inverseName", relationship.inverseName), ("inverseEntity", relationship.inverseName == nil ? nil : relationship.inverseEntity),
            ("elementID", relationship.renamingIdentifier), ("spotlightIndexingEnabled", yes(relationship.isSpotlightIndexed)),
            ("versionHashModifier", relationship.versionHashModifier),
        ]
    }

    private static func requestAttributes(_ request: FetchRequest) -> [(String, String?)] {
        [
            ("name", request.name), ("entity", request.entity), ("predicateString", request.predicateString),
            ("fetchLimit", request.fetchLimit), ("fetchBatchSize", request.fetchBatchSize), ("resultType", request.resultType),
        ]
    }

    /// One property element at `indent` (an entity's children by default).
    private static func element(_ name: String, _ pairs: [(String, String?)], userInfo: UserInfo,
                                indent: String = "        ") throws -> String {
        let info = try userInfoXML(userInfo, indent: indent + "    ")
        let open = try indent + "<" + name + attributes(pairs)
        return info.isEmpty ? open + "/>\n" : open + ">\n" + info + indent + "</" + name + ">\n"
    }

    private static func userInfoXML(_ info: UserInfo, indent: String) throws -> String {
        guard !info.isEmpty else { return "" }
        var out = indent + "<userInfo>\n"
        for entry in info.entries.sorted(by: { $0.key < $1.key }) {
            out += try indent + "    <entry" + attributes([("key", entry.key), ("value", entry.value)]) + "/>\n"
        }
        return out + indent + "</userInfo>\n"
    }

    /// ` name="value"` pairs, absent values left out, every value escaped.
    private static func attributes(_ pairs: [(String, String?)]) throws -> String {
        var out = ""
        for case let (name, value?) in pairs {
            if let scalar = UnwritableModelText.firstUnwritable(in: value) {
                throw UnwritableModelText(attribute: name, value: value, scalar: scalar)
            }
            out += " \(name)=\"\(XMLText.escaped(value))\""
        }
        return out
    }

    private static func yes(_ flag: Bool) -> String? { flag ? "YES" : nil }
}
