// An attribute as mogenerator's templates see it: NSAttributeDescription's
// keys plus mogenerator.m's `typing` category. The model is read as
// mogenerator's own model compiler (momcom) reads it: an attribute's
// `customClassName` becomes userInfo `attributeValueClassName` and
// `usesScalarValueType` becomes userInfo
// `mogenerator.usesScalarAttributeType`.
import Foundation
import MomgenModel

/// The template object for one attribute.
public final class AttributeObject: MergeObject {
    unowned let model: MogeneratorModel
    let attribute: ResolvedAttribute

    init(model: MogeneratorModel, attribute: ResolvedAttribute) {
        self.model = model
        self.attribute = attribute
    }

    public var mergeDescription: String { "attribute \(attribute.name)" }
    private var declared: Attribute { attribute.declared }
    private var swift: Bool { model.settings.swift }

    /// The userInfo momcom builds: the model's, plus the two keys it adds.
    var userInfo: UserInfo {
        var info = declared.userInfo
        guard model.settings.release >= .v1_32 else { return info }
        if let custom = declared.customClassName {
            info.entries.removeAll { $0.key == "attributeValueClassName" }
            info.entries.append(.init(key: "attributeValueClassName", value: custom))
        }
        if let scalar = declared.usesScalarValueType {
            info.entries.removeAll { $0.key == "mogenerator.usesScalarAttributeType" }
            info.entries.append(.init(key: "mogenerator.usesScalarAttributeType", value: scalar ? "YES" : "NO"))
        }
        return info
    }

    /// Whether a validation predicate reads `>= 0` (a minimum starting with 0).
    private var isUnsigned: Bool {
        guard declared.type.isNumeric, let minimum = declared.minValueString,
              let number = MergeValue.leadingNumber(minimum) else { return false }
        return (MergeValue.number(number).printed ?? "").hasPrefix("0")
    }

    /// `scalarAttributeType`: userInfo `attributeValueScalarType`, or the
    /// Swift or C scalar for the attribute type.
    private var scalarAttributeType: String? {
        if let custom = userInfo["attributeValueScalarType"] { return custom }
        let unsigned = isUnsigned
        switch declared.type {
        case .integer16: return swift ? (unsigned ? "UInt16" : "Int16") : (unsigned ? "uint16_t" : "int16_t")
        case .integer32: return swift ? (unsigned ? "UInt32" : "Int32") : (unsigned ? "uint32_t" : "int32_t")
        case .integer64: return swift ? (unsigned ? "UInt64" : "Int64") : (unsigned ? "uint64_t" : "int64_t")
        case .double: return swift ? "Double" : "double"
        case .float: return swift ? "Float" : "float"
        case .boolean: return swift ? "Bool" : "BOOL"
        default: return nil
        }
    }

    private var scalarAccessorMethodName: String? {
        switch declared.type {
        case .integer16: return isUnsigned ? "unsignedShortValue" : "shortValue"
        case .integer32: return isUnsigned ? "unsignedIntValue" : "intValue"
        case .integer64: return isUnsigned ? "unsignedLongLongValue" : "longLongValue"
        case .double: return "doubleValue"
        case .float: return "floatValue"
        case .boolean: return "boolValue"
        default: return nil
        }
    }

    private var scalarFactoryMethodName: String? {
        switch declared.type {
        case .integer16: return isUnsigned ? "numberWithUnsignedShort:" : "numberWithShort:"
        case .integer32: return isUnsigned ? "numberWithUnsignedInt:" : "numberWithInt:"
        case .integer64: return isUnsigned ? "numberWithUnsignedLongLong:" : "numberWithLongLong:"
        case .double: return "numberWithDouble:"
        case .float: return "numberWithFloat:"
        case .boolean: return "numberWithBool:"
        default: return nil
        }
    }

    /// `objectAttributeClassName`: a transformable's userInfo class (or
    /// AnyObject/NSObject), else Core Data's value class, in Swift with
    /// Foundation's value types for NSString, NSDate, NSData, NSURL, NSUUID.
    var objectAttributeClassName: String? {
        var result: String?
        if declared.type == .transformable {
            result = userInfo["attributeValueClassName"] ?? (swift ? "AnyObject" : "NSObject")
        } else {
            result = declared.type.valueClassName
        }
        if swift, let name = result {
            result = model.settings.release.swiftClassNames[name] ?? name
        }
        return result
    }

    /// `objectAttributeType`: the class name as a declaration type (a
    /// pointer in Objective-C, spelt as the release spelt it; `id`/AnyObject
    /// for NSObject).
    var objectAttributeType: String? {
        guard var result = objectAttributeClassName else { return nil }
        guard swift else { return model.settings.release.objectiveCAttributeType(result) }
        if result == "NSObject" { result = "AnyObject" }
        return result
    }

    private var transformableProtocols: [String]? {
        guard declared.type == .transformable, let text = userInfo["attributeTransformableProtocols"] else { return nil }
        return text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    }

    /// Keys that 1.32 added.
    private static let addedIn132: Set<String> = ["usesScalarAttributeType", "usesCustomScalarAttributeType", "usesCustomObjectAttributeType"]

    public func mergeValue(forKey key: String) -> MergeValue? {
        if model.settings.release < .v1_32, Self.addedIn132.contains(key) { return nil }
        switch key {
        case "name": return .string(attribute.name)
        case "entity": return model.entity(attribute.owner).map { .object($0) } ?? .null
        case "isOptional", "optional": return .bool(declared.isOptional || model.settings.release.everyPropertyIsOptional)
        case "isTransient", "transient": return .bool(declared.isTransient)
        case "isIndexed", "indexed": return .bool(declared.isIndexed)
        case "isIndexedBySpotlight": return .bool(declared.isSpotlightIndexed)
        case "isStoredInExternalRecord": return .bool(declared.isStoredInExternalRecord)
        case "allowsExternalBinaryDataStorage": return .bool(declared.allowsExternalBinaryDataStorage)
        case "attributeType": return .number(Double(declared.type.coreDataCode))
        case "attributeValueClassName": return stringValue(declared.type.valueClassName)
        case "valueTransformerName": return stringValue(declared.valueTransformerName)
        case "renamingIdentifier": return stringValue(declared.renamingIdentifier)
        case "versionHashModifier": return stringValue(declared.versionHashModifier)
        case "defaultValue": return stringValue(declared.defaultValueString)
        case "userInfo": return userInfoValue(userInfo)
        case "isUnsigned": return .bool(isUnsigned)
        case "hasScalarAttributeType": return .bool(declared.type.isMogeneratorScalar)
        case "usesScalarAttributeType": return .bool(MergeValue.string(userInfo["mogenerator.usesScalarAttributeType"] ?? "").boolValue)
        case "usesCustomScalarAttributeType": return .bool(userInfo["attributeValueScalarType"] != nil)
        case "scalarAttributeType": return stringValue(scalarAttributeType)
        case "scalarAccessorMethodName": return stringValue(scalarAccessorMethodName)
        case "scalarFactoryMethodName": return stringValue(scalarFactoryMethodName)
        case "hasDefinedAttributeType": return .bool(declared.type.coreDataCode != 0)
        case "objectAttributeClassName": return stringValue(objectAttributeClassName)
        case "objectAttributeType": return stringValue(objectAttributeType)
        case "objectAttributeTransformableProtocols": return transformableProtocols.map { .list($0.map { .string($0) }) } ?? .null
        case "hasAttributeTransformableProtocols": return .bool(transformableProtocols != nil)
        case "usesCustomObjectAttributeType": return .bool(userInfo["attributeValueClassName"] != nil)
        case "hasTransformableAttributeType": return .bool(declared.type == .transformable)
        case "isReadonly": return .bool(userInfo["mogenerator.readonly"] != nil)
        default: return nil
        }
    }
}

extension MergeValue {
    /// NSString's `boolValue`: true for a leading Y, y, T, t or non-zero digit.
    var boolValue: Bool {
        guard case let .string(text) = self else { return isTrue }
        guard let first = text.drop(while: { $0 == " " || $0 == "+" || $0 == "-" || $0 == "0" }).first else { return false }
        return "YyTt123456789".contains(first)
    }
}
