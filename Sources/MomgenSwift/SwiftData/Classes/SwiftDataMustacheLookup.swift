// Direct key lookup for the swiftdata layout's template contexts (see
// Render/MustacheLookup.swift: no Mirror per `{{key}}`). A test checks that
// every stored property is reachable under its own name.
import Mustache

extension SwiftDataClassContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "entityName": return entityName
        case "className": return className
        case "bareName": return bareName
        case "fileName": return fileName
        case "schemaName": return schemaName
        case "classModifier": return classModifier
        case "memberModifier": return memberModifier
        case "classKeyword": return classKeyword
        case "superclassClause": return superclassClause
        case "macros": return macros
        case "notes": return notes
        case "properties": return properties
        case "parameterList": return parameterList
        case "assignments": return assignments
        case "initOverride": return initOverride
        case "hasSuperInit": return hasSuperInit
        case "superArguments": return superArguments
        case "composites": return composites
        case "importLines": return importLines
        default: return nil
        }
    }
}

extension SwiftDataPropertyContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "swiftName": return swiftName
        case "declaredType": return declaredType
        case "defaultClause": return defaultClause
        case "annotations": return annotations
        case "notes": return notes
        case "memberModifier": return memberModifier
        case "isRelationship": return isRelationship
        default: return nil
        }
    }
}

extension SwiftDataInitParameter: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "swiftName": return swiftName
        case "type": return type
        case "declaration": return declaration
        case "argument": return argument
        default: return nil
        }
    }
}

extension SwiftDataCompositeContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "compositeName": return compositeName
        case "name": return self.name
        case "memberModifier": return memberModifier
        case "members": return members
        case "parameterList": return parameterList
        case "assignments": return assignments
        default: return nil
        }
    }
}
