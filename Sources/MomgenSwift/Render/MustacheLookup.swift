// Gives every template context type a direct key lookup, so swift-mustache
// does not reflect over values with Mirror for each `{{key}}` (rendering a
// 1,000-entity model went from seconds to a fraction of that). A test checks
// that every stored property is reachable here under its own name.
import Mustache

/// Strings render through `MustacheCustomRenderable`, the first protocol
/// swift-mustache tries for a `{{variable}}` value; without it each variable
/// also goes through failed casts to `MustacheLambda` and `Optional` and a
/// `String(describing:)`. The text (and its escaping) is the same.
extension String: @retroactive MustacheCustomRenderable {
    /// The string itself.
    public var renderText: String { self }
    /// Never a null value (as before: a string section renders when present).
    public var isNull: Bool { false }
}

/// A list element behind a reference answers as the element.
extension SectionItem: MustacheParent where Value: MustacheParent {
    func child(named name: String) -> Any? {
        value.child(named: name)
    }
}

extension ModelContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "modelName": return self.modelName
        case "modelProtocolName": return self.modelProtocolName
        case "entities": return self.entities
        case "imports": return self.imports
        case "classModifier": return self.classModifier
        case "memberModifier": return self.memberModifier
        case "staticModifier": return self.staticModifier
        case "skippedEntities": return self.skippedEntities
        default: return nil
        }
    }
}

extension EntityContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "entityName": return self.entityName
        case "entityNameLiteral": return self.entityNameLiteral
        case "className": return self.className
        case "objcName": return self.objcName
        case "hasObjcName": return self.hasObjcName
        case "machineClassName": return self.machineClassName
        case "superclassName": return self.superclassName
        case "conformsToModelProtocol": return self.conformsToModelProtocol
        case "overridesEntityName": return self.overridesEntityName
        case "entityNameOverride": return self.entityNameOverride
        case "isAbstract": return self.isAbstract
        case "imports": return self.imports
        case "attributes": return self.sections.attributes
        case "relationships": return self.sections.relationships
        case "fetchedProperties": return self.sections.fetchedProperties
        case "fetchTemplates": return self.sections.fetchTemplates
        case "keyEnums": return self.sections.keyEnums
        case "classKeyEnums": return self.sections.classKeyEnums
        case "isIdentifiableRoot": return self.isIdentifiableRoot
        case "importModifier": return self.importModifier
        case "propertiesSetAlias": return self.propertiesSetAlias
        case "classSetAlias": return self.classSetAlias
        case "hasSetAliases": return self.hasSetAliases
        case "guardsSortedKeys": return self.guardsSortedKeys
        case "sortedKeysCondition": return self.sortedKeysCondition
        case "skippedProperties": return self.sections.skippedProperties
        case "skippedExtras": return self.sections.skippedExtras
        case "humanFileName": return self.humanFileName
        case "modelProtocolName": return self.modelProtocolName
        case "classModifier": return self.classModifier
        case "memberModifier": return self.memberModifier
        case "staticModifier": return self.staticModifier
        case "declaresTypedFetchRequest": return self.declaresTypedFetchRequest
        default: return nil
        }
    }
}

extension KeyEnum: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "memberModifier": return self.memberModifier
        case "staticModifier": return self.staticModifier
        case "name": return self.name
        case "doc": return self.doc
        case "cases": return self.caseItems
        case "hasCases": return self.hasCases
        default: return nil
        }
    }
}

extension KeyCase: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "rawValueLiteral": return self.rawValueLiteral
        case "needsRawValue": return self.needsRawValue
        case "declaration": return self.declaration
        default: return nil
        }
    }
}

extension AttributeContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "memberModifier": return self.memberModifier
        case "staticModifier": return self.staticModifier
        case "name": return self.name
        case "swiftName": return self.swiftName
        case "keyLiteral": return self.keyLiteral
        case "declaredType": return self.declaredType
        case "valueType": return self.valueType
        case "storageType": return self.storageType
        case "isOptional": return self.isOptional
        case "isManaged": return self.isManaged
        case "isOptionalScalar": return self.isOptionalScalar
        case "isEnumeration": return self.isEnumeration
        case "isCodable": return self.isCodable
        case "accessorTemplate": return self.accessorTemplate
        case "isReadOnly": return self.isReadOnly
        case "isWritable": return self.isWritable
        case "numberProperty": return self.numberProperty
        case "hasNumberStorage": return self.hasNumberStorage
        case "primitiveName": return self.primitiveName
        case "primitiveType": return self.primitiveType
        case "hasPrimitive": return self.hasPrimitive
        case "summary": return self.summary
        case "decodeName": return self.decodeName
        case "encodeName": return self.encodeName
        case "hasCodingMethods": return self.hasCodingMethods
        case "scalarType": return self.scalarType
        case "hasScalarType": return self.hasScalarType
        case "userInfo": return self.userInfo
        default: return nil
        }
    }
}

extension RelationshipContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "memberModifier": return self.memberModifier
        case "staticModifier": return self.staticModifier
        case "name": return self.name
        case "swiftName": return self.swiftName
        case "keyLiteral": return self.keyLiteral
        case "destinationType": return self.destinationType
        case "declaredType": return self.declaredType
        case "isToOne": return self.isToOne
        case "isToMany": return self.isToMany
        case "isUnordered": return self.isUnordered
        case "isOrdered": return self.isOrdered
        case "isOptional": return self.isOptional
        case "isReadOnly": return self.isReadOnly
        case "hasMutators": return self.hasMutators
        case "arrayName": return self.arrayName
        case "hasArrayAccessor": return self.hasArrayAccessor
        case "addMethod": return self.addMethod
        case "removeMethod": return self.removeMethod
        case "insertMethod": return self.insertMethod
        case "replaceMethod": return self.replaceMethod
        case "addObjectSelector": return self.addObjectSelector
        case "removeObjectSelector": return self.removeObjectSelector
        case "addSetSelector": return self.addSetSelector
        case "removeSetSelector": return self.removeSetSelector
        case "insertObjectSelector": return self.insertObjectSelector
        case "removeObjectAtIndexSelector": return self.removeObjectAtIndexSelector
        case "insertAtIndexesSelector": return self.insertAtIndexesSelector
        case "removeAtIndexesSelector": return self.removeAtIndexesSelector
        case "replaceObjectSelector": return self.replaceObjectSelector
        case "replaceAtIndexesSelector": return self.replaceAtIndexesSelector
        case "setValuesType": return self.setValuesType
        case "currentOrderedSet": return self.currentOrderedSet
        case "collectionType": return self.collectionType
        case "setProxyName": return self.setProxyName
        case "proxyType": return self.proxyType
        case "proxyMethod": return self.proxyMethod
        case "hasSetProxy": return self.hasSetProxy
        case "addSetMethod": return self.addSetMethod
        case "removeSetMethod": return self.removeSetMethod
        case "addObjectMethod": return self.addObjectMethod
        case "removeObjectMethod": return self.removeObjectMethod
        case "primitiveName": return self.primitiveName
        case "primitiveType": return self.primitiveType
        case "hasPrimitive": return self.hasPrimitive
        case "summary": return self.summary
        default: return nil
        }
    }
}

extension FetchedPropertyContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "memberModifier": return self.memberModifier
        case "staticModifier": return self.staticModifier
        case "name": return self.name
        case "swiftName": return self.swiftName
        case "keyLiteral": return self.keyLiteral
        case "destinationType": return self.destinationType
        case "predicateComment": return self.predicateComment
        default: return nil
        }
    }
}

extension FetchTemplateContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "memberModifier": return self.memberModifier
        case "staticModifier": return self.staticModifier
        case "name": return self.name
        case "nameLiteral": return self.nameLiteral
        case "functionName": return self.functionName
        case "resultType": return self.resultType
        case "predicateComment": return self.predicateComment
        case "parameters": return self.parameters
        case "hasParameters": return self.hasParameters
        case "parameterList": return self.parameterList
        case "runFunctionName": return self.runFunctionName
        case "argumentList": return self.argumentList
        default: return nil
        }
    }
}

extension FetchParameterContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "label": return self.label
        case "type": return self.type
        case "variableLiteral": return self.variableLiteral
        default: return nil
        }
    }
}

extension SkippedProperty: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "reason": return self.reason
        default: return nil
        }
    }
}

extension SkippedEntity: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "reason": return self.reason
        case "remedy": return self.remedy
        case "location": return self.location
        case "explanation": return self.explanation
        default: return nil
        }
    }
}
