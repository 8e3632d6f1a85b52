// Generated from Templates/**/*.mustache by DefaultTemplatesTests (run the
// tests with MOMGEN_UPDATE_GOLDENS=1 after editing a template). Do not edit.

/// The default templates, embedded so the executable needs no resource files.
enum DefaultTemplates {
    /// Template text by name (file name without `.mustache`).
    static let texts: [String: String] = [
        "attribute-codable": ##"""
{{% CONTENT_TYPE: TEXT}}
    {{staticModifier}}var {{swiftName}}: {{declaredType}} {
        get {
            willAccessValue(forKey: {{keyLiteral}})
            defer { didAccessValue(forKey: {{keyLiteral}}) }
            guard let data = primitiveValue(forKey: {{keyLiteral}}) as? Data else { return nil }
            return try? JSONDecoder().decode({{valueType}}.self, from: data)
        }
{{#isWritable}}
        set {
            // Sorted keys: equal values give equal bytes, so saving an
            // unchanged value does not make the object look changed.
            let encoder = JSONEncoder()
{{^guardsSortedKeys}}
            encoder.outputFormatting = .sortedKeys
{{/guardsSortedKeys}}
{{#guardsSortedKeys}}
            if #available({{sortedKeysCondition}}) { encoder.outputFormatting = .sortedKeys }
{{/guardsSortedKeys}}
            var data: Data? = nil
            if let value = newValue {
                // A value that does not encode keeps the stored JSON: writing
                // nil instead would erase the saved value.
                guard let encoded = try? encoder.encode(value) else { return }
                data = encoded
            }
            willChangeValue(forKey: {{keyLiteral}})
            defer { didChangeValue(forKey: {{keyLiteral}}) }
            setPrimitiveValue(data, forKey: {{keyLiteral}})
        }
{{/isWritable}}
    }
{{#hasCodingMethods}}

    /// `{{name}}` decoded from its stored JSON, throwing the decoding error
    /// the property drops; nil when nothing is stored.
    {{staticModifier}}func {{decodeName}}() throws -> {{valueType}}? {
        willAccessValue(forKey: {{keyLiteral}})
        defer { didAccessValue(forKey: {{keyLiteral}}) }
        guard let data = primitiveValue(forKey: {{keyLiteral}}) as? Data else { return nil }
        return try JSONDecoder().decode({{valueType}}.self, from: data)
    }
{{#isWritable}}

    /// Stores `value` as the JSON of `{{name}}` (sorted keys), throwing the
    /// encoding error the property's setter cannot; the stored JSON is then
    /// unchanged.
    {{staticModifier}}func {{encodeName}}(_ value: {{valueType}}?) throws {
        let encoder = JSONEncoder()
{{^guardsSortedKeys}}
        encoder.outputFormatting = .sortedKeys
{{/guardsSortedKeys}}
{{#guardsSortedKeys}}
        if #available({{sortedKeysCondition}}) { encoder.outputFormatting = .sortedKeys }
{{/guardsSortedKeys}}
        let data = try value.map { try encoder.encode($0) }
        willChangeValue(forKey: {{keyLiteral}})
        defer { didChangeValue(forKey: {{keyLiteral}}) }
        setPrimitiveValue(data, forKey: {{keyLiteral}})
    }
{{/isWritable}}
{{/hasCodingMethods}}

"""##,
        "attribute-enum": ##"""
{{% CONTENT_TYPE: TEXT}}
    {{staticModifier}}var {{swiftName}}: {{declaredType}} {
        get {
            willAccessValue(forKey: {{keyLiteral}})
            defer { didAccessValue(forKey: {{keyLiteral}}) }
{{#hasNumberStorage}}
            let raw = (primitiveValue(forKey: {{keyLiteral}}) as? NSNumber)?.{{numberProperty}}
{{/hasNumberStorage}}
{{^hasNumberStorage}}
            let raw = primitiveValue(forKey: {{keyLiteral}}) as? {{storageType}}
{{/hasNumberStorage}}
            return raw.flatMap({{valueType}}.init(rawValue:))
        }
{{#isWritable}}
        set {
            willChangeValue(forKey: {{keyLiteral}})
            defer { didChangeValue(forKey: {{keyLiteral}}) }
{{#hasNumberStorage}}
            setPrimitiveValue(newValue.map { NSNumber(value: $0.rawValue) }, forKey: {{keyLiteral}})
{{/hasNumberStorage}}
{{^hasNumberStorage}}
            setPrimitiveValue(newValue?.rawValue, forKey: {{keyLiteral}})
{{/hasNumberStorage}}
        }
{{/isWritable}}
    }

"""##,
        "attribute-managed": ##"""
{{% CONTENT_TYPE: TEXT}}
    @NSManaged {{memberModifier}}{{#isReadOnly}}private(set) {{/isReadOnly}}var {{swiftName}}: {{declaredType}}

"""##,
        "attribute-scalar": ##"""
{{% CONTENT_TYPE: TEXT}}
    {{staticModifier}}var {{swiftName}}: {{declaredType}} {
        get {
            willAccessValue(forKey: {{keyLiteral}})
            defer { didAccessValue(forKey: {{keyLiteral}}) }
            return (primitiveValue(forKey: {{keyLiteral}}) as? NSNumber)?.{{numberProperty}}
        }
{{#isWritable}}
        set {
            willChangeValue(forKey: {{keyLiteral}})
            defer { didChangeValue(forKey: {{keyLiteral}}) }
            setPrimitiveValue(newValue.map { NSNumber(value: $0) }, forKey: {{keyLiteral}})
        }
{{/isWritable}}
    }

"""##,
        "fetch-template": ##"""
{{% CONTENT_TYPE: TEXT}}

    /// Fetch request template `{{name}}`: `{{predicateComment}}`. Nil when
    /// `model` has no template of that name.
    {{staticModifier}}static func {{functionName}}(model: NSManagedObjectModel{{parameterList}}) -> NSFetchRequest<{{resultType}}>? {
{{#hasParameters}}
        let variables: [String: Any] = [
{{#parameters}}
            {{variableLiteral}}: {{label}},
{{/parameters}}
        ]
{{/hasParameters}}
{{^hasParameters}}
        let variables: [String: Any] = [:]
{{/hasParameters}}
        return model.fetchRequestFromTemplate(withName: {{nameLiteral}}, substitutionVariables: variables) as? NSFetchRequest<{{resultType}}>
    }

"""##,
        "fetched-property": ##"""
{{% CONTENT_TYPE: TEXT}}

    /// Fetched property `{{name}}` ({{destinationType}} where `{{predicateComment}}`), read-only.
    {{staticModifier}}var {{swiftName}}: [{{destinationType}}] {
        value(forKey: {{keyLiteral}}) as? [{{destinationType}}] ?? []
    }

"""##,
        "human": ##"""
{{% CONTENT_TYPE: TEXT}}
// {{humanFileName}}: created once by momgen and never touched again; this file is yours.
// The generated members are in {{machineClassName}}.swift.
{{> imports}}

/// The class of the `{{entityName}}` entity.
{{#hasObjcName}}
@objc({{objcName}})
{{/hasObjcName}}
{{classModifier}}class {{className}}: {{machineClassName}} {
}

"""##,
        "imports": ##"""
{{% CONTENT_TYPE: TEXT}}
{{#imports}}
{{importModifier}}import {{.}}
{{/imports}}

"""##,
        "machine": ##"""
{{% CONTENT_TYPE: TEXT}}
// generated by momgen, do not edit
// {{machineClassName}}.swift is rewritten from the model on every run; put your code in {{humanFileName}}.
{{> imports}}

/// The generated members of the `{{entityName}}` entity{{#isAbstract}} (abstract: insert a sub-entity){{/isAbstract}};
/// its class is `{{className}}`, declared in {{humanFileName}}.
{{classModifier}}class {{machineClassName}}: {{superclassName}} {
{{> members}}
}
{{#conformsToModelProtocol}}

extension {{machineClassName}}: {{modelProtocolName}} {}
{{/conformsToModelProtocol}}

"""##,
        "members": ##"""
{{% CONTENT_TYPE: TEXT}}
    /// The entity's name in the model.
    @objc {{memberModifier}}{{entityNameOverride}}class var entityName: String { {{entityNameLiteral}} }
{{#keyEnums}}

    /// {{doc}}
    {{staticModifier}}enum {{name}}: String, CaseIterable {
{{#cases}}
        case {{declaration}}
{{/cases}}
    }
{{/keyEnums}}
{{#attributes}}

    /// `{{name}}`: {{summary}}.
{{>*accessorTemplate}}
{{/attributes}}
{{#relationships}}

    /// `{{name}}`: {{summary}}.
    @NSManaged {{memberModifier}}{{#isReadOnly}}private(set) {{/isReadOnly}}var {{swiftName}}: {{declaredType}}
{{#hasArrayAccessor}}

    /// `{{name}}` as a typed array, in order.
    {{staticModifier}}var {{arrayName}}: [{{destinationType}}] {
        self.{{swiftName}}.array as? [{{destinationType}}] ?? []
    }
{{/hasArrayAccessor}}
{{/relationships}}
{{#fetchedProperties}}
{{> fetched-property}}
{{/fetchedProperties}}
{{#fetchTemplates}}
{{> fetch-template}}
{{/fetchTemplates}}
{{#relationships}}
{{#hasMutators}}
{{#isUnordered}}
{{> mutators-unordered}}
{{/isUnordered}}
{{#isOrdered}}
{{> mutators-ordered}}
{{/isOrdered}}
{{/hasMutators}}
{{/relationships}}
{{#skippedProperties}}
{{> skipped-note}}
{{/skippedProperties}}
{{#skippedExtras}}
{{> skipped-note}}
{{/skippedExtras}}

"""##,
        "model-protocol": ##"""
{{% CONTENT_TYPE: TEXT}}
// generated by momgen, do not edit
// This file is rewritten from the model on every run.
import CoreData
import Foundation

{{> model-protocol-body}}

"""##,
        "model-protocol-body": ##"""
{{% CONTENT_TYPE: TEXT}}
/// Adopted by every class generated from the `{{modelName}}` model. Its
/// extension gives each class a fetch request and an insert typed to the
/// class itself, named so they never collide with NSManagedObject's own
/// untyped `fetchRequest()`.
{{staticModifier}}protocol {{modelProtocolName}}: NSManagedObject {
    /// The entity's name in the model.
    static var entityName: String { get }
}

extension {{modelProtocolName}} {
    /// A fetch request for this entity whose results are `Self`.
    {{staticModifier}}static func makeFetchRequest() -> NSFetchRequest<Self> {
        NSFetchRequest<Self>(entityName: entityName)
    }

    /// Inserts a new object of this entity into `context`.
    @discardableResult
    {{staticModifier}}static func insert(into context: NSManagedObjectContext) -> Self {
        NSEntityDescription.insertNewObject(forEntityName: entityName, into: context) as! Self
    }
}

"""##,
        "mogenerator/machine": ##"""
{{% CONTENT_TYPE: TEXT}}
// generated by momgen, do not edit
// {{machineClassName}}.swift is rewritten from the model on every run; put your code in {{humanFileName}}.
// mogenerator's API (momgen's `mogenerator` template set): see docs/generate.md.
{{> imports}}
{{#classKeyEnums}}

/// {{doc}}
{{staticModifier}}enum {{name}}: String, CaseIterable {
{{#cases}}
    case {{declaration}}
{{/cases}}
}
{{/classKeyEnums}}

/// The generated members of the `{{entityName}}` entity{{#isAbstract}} (abstract: insert a sub-entity){{/isAbstract}};
/// its class is `{{className}}`, declared in {{humanFileName}}.
{{classModifier}}class {{machineClassName}}: {{superclassName}} {
    // MARK: - Class methods

    /// The entity's name in the model.
    {{entityNameOverride}}{{memberModifier}}class func entityName() -> String {
        {{entityNameLiteral}}
    }

    /// The entity in `managedObjectContext`'s model; nil when the model has none of this name.
    {{entityNameOverride}}{{memberModifier}}class func entity(managedObjectContext: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription.entity(forEntityName: entityName(), in: managedObjectContext)
    }

{{#declaresTypedFetchRequest}}
    /// A fetch request for this entity. As with Xcode's, a call without a
    /// type context is ambiguous with NSManagedObject's own.
    @nonobjc {{memberModifier}}class func fetchRequest() -> NSFetchRequest<{{className}}> {
        NSFetchRequest<{{className}}>(entityName: entityName())
    }
{{/declaresTypedFetchRequest}}

    /// Inserts a new `{{entityName}}` into `context` (mogenerator's
    /// `insertInManagedObjectContext:`). Like it, this raises when the
    /// context's model has no such entity or maps it to another class.
    @discardableResult
    {{entityNameOverride}}{{memberModifier}}class func insert(into context: NSManagedObjectContext) -> {{className}} {
        NSEntityDescription.insertNewObject(forEntityName: entityName(), into: context) as! {{className}}
    }

    // MARK: - Life cycle methods

    /// A new `{{entityName}}` inserted into `managedObjectContext`; nil when
    /// the context's model has no such entity.
    {{staticModifier}}convenience init?(managedObjectContext: NSManagedObjectContext) {
        guard let entity = {{machineClassName}}.entity(managedObjectContext: managedObjectContext) else { return nil }
        self.init(entity: entity, insertInto: managedObjectContext)
    }

    // MARK: - Properties
{{#attributes}}

    /// `{{name}}`: {{summary}}.
{{>*accessorTemplate}}
{{/attributes}}

    // MARK: - Relationships
{{#relationships}}

    /// `{{name}}`: {{summary}}.
{{#isToMany}}
    @NSManaged {{memberModifier}}{{#isReadOnly}}private(set) {{/isReadOnly}}var {{swiftName}}: {{collectionType}}
{{#hasSetProxy}}

    /// A mutable copy of `{{name}}`, as mogenerator's `{{setProxyName}}()` returns:
    /// changing it leaves the relationship as it is (assign the copy back, or
    /// use the mutators), and looping over it while adding to the relationship is safe.
    {{memberModifier}}func {{setProxyName}}() -> {{proxyType}} {
        {{swiftName}}.mutableCopy() as! {{proxyType}}
    }
{{/hasSetProxy}}
{{/isToMany}}
{{#isToOne}}
    @NSManaged {{memberModifier}}{{#isReadOnly}}private(set) {{/isReadOnly}}var {{swiftName}}: {{declaredType}}
{{/isToOne}}
{{/relationships}}
{{#fetchedProperties}}
{{> fetched-property}}
{{/fetchedProperties}}
{{#fetchTemplates}}
{{> fetch-template}}

    /// Runs fetch request template `{{name}}` on `managedObjectContext`, as
    /// mogenerator's `{{runFunctionName}}(managedObjectContext:…)` did: the results, or
    /// nil when the context's model has no template of that name or the fetch
    /// fails (for the error, run `{{functionName}}(model:…)` with `fetch(_:)`).
    {{staticModifier}}static func {{runFunctionName}}(managedObjectContext: NSManagedObjectContext{{parameterList}}) -> [{{resultType}}]? {
        guard let model = managedObjectContext.persistentStoreCoordinator?.managedObjectModel,
              let request = {{functionName}}(model: model{{argumentList}}) else { return nil }
        return try? managedObjectContext.fetch(request)
    }
{{/fetchTemplates}}
{{#skippedProperties}}
{{> skipped-note}}
{{/skippedProperties}}
}
{{#relationships}}
{{#hasMutators}}

// MARK: - Mutators of `{{name}}`
extension {{machineClassName}} {
{{#isUnordered}}
    // Implemented by Core Data at run time, as mogenerator's declarations are.

    @objc({{addSetSelector}})
    @NSManaged {{memberModifier}}func {{addSetMethod}}(_ objects: NSSet)

    @objc({{removeSetSelector}})
    @NSManaged {{memberModifier}}func {{removeSetMethod}}(_ objects: NSSet)

    @objc({{addObjectSelector}})
    @NSManaged {{memberModifier}}func {{addObjectMethod}}(_ value: {{destinationType}})

    @objc({{removeObjectSelector}})
    @NSManaged {{memberModifier}}func {{removeObjectMethod}}(_ value: {{destinationType}})
{{/isUnordered}}
{{#isOrdered}}
    // Implemented here on the ordered set's key-value coding proxy, as
    // mogenerator does: the accessors Core Data generates for ordered
    // relationships have long been unreliable.

    @objc({{addSetSelector}})
    {{memberModifier}}func {{addSetMethod}}(_ objects: NSOrderedSet) {
        {{proxyMethod}}(forKey: {{keyLiteral}}).addObjects(from: objects.array)
    }

    @objc({{removeSetSelector}})
    {{memberModifier}}func {{removeSetMethod}}(_ objects: NSOrderedSet) {
        let proxy = {{proxyMethod}}(forKey: {{keyLiteral}})
        for object in objects.array { proxy.remove(object) }
    }

    @objc({{addObjectSelector}})
    {{memberModifier}}func {{addObjectMethod}}(_ value: {{destinationType}}) {
        {{proxyMethod}}(forKey: {{keyLiteral}}).add(value)
    }

    @objc({{removeObjectSelector}})
    {{memberModifier}}func {{removeObjectMethod}}(_ value: {{destinationType}}) {
        {{proxyMethod}}(forKey: {{keyLiteral}}).remove(value)
    }
{{/isOrdered}}
}
{{/hasMutators}}
{{/relationships}}

// MARK: - Primitive accessors: Core Data's, without change notifications
extension {{machineClassName}} {
{{#attributes}}
{{#hasPrimitive}}

    @objc({{primitiveName}})
    @NSManaged {{memberModifier}}var {{primitiveName}}: {{primitiveType}}
{{/hasPrimitive}}
{{/attributes}}
{{#relationships}}
{{#hasPrimitive}}

    @objc({{primitiveName}})
    @NSManaged {{memberModifier}}var {{primitiveName}}: {{primitiveType}}
{{/hasPrimitive}}
{{/relationships}}
}

"""##,
        "mogenerator/model-protocol": ##"""
{{% CONTENT_TYPE: TEXT}}
{{! mogenerator has no per-model protocol: a template that renders only white space writes no file. }}

"""##,
        "mutators-ordered": ##"""
{{% CONTENT_TYPE: TEXT}}

    // MARK: Mutators of `{{name}}`, implemented here on a copy of the ordered
    // set, as mogenerator does: the accessors Core Data generates for ordered
    // relationships have long been unreliable (`addXObject:` throwing). The
    // copy is stored as the primitive value between one indexed
    // willChange/didChange pair, so observers see exactly one indexed change
    // (assigning the property would post a second, unindexed one inside it).
    // The `@objc` selectors are the ones Core Data and KVO look for.

    /// Adds one object to the end of `{{name}}` (nothing when it is there).
    @objc({{addObjectSelector}})
    {{memberModifier}}func {{addMethod}}(_ value: {{destinationType}}) {
        let current = {{currentOrderedSet}}
        guard !current.contains(value) else { return }
        {{insertMethod}}(value, at: current.count)
    }

    /// Removes one object from `{{name}}` (nothing when it is not there).
    @objc({{removeObjectSelector}})
    {{memberModifier}}func {{removeMethod}}(_ value: {{destinationType}}) {
        let current = {{currentOrderedSet}}
        guard current.contains(value) else { return }
        {{removeMethod}}(at: current.index(of: value))
    }

    /// Adds objects to the end of `{{name}}` (those it does not hold yet).
    @objc({{addSetSelector}})
    {{memberModifier}}func {{addMethod}}(_ values: NSOrderedSet) {
        let current = {{currentOrderedSet}}
        let added = values.array.filter { !current.contains($0) }
        guard !added.isEmpty else { return }
        let indexes = IndexSet(integersIn: current.count..<(current.count + added.count))
        willChange(.insertion, valuesAt: indexes, forKey: {{keyLiteral}})
        let copy = NSMutableOrderedSet(orderedSet: current)
        copy.insert(added, at: indexes)
        setPrimitiveValue(copy, forKey: {{keyLiteral}})
        didChange(.insertion, valuesAt: indexes, forKey: {{keyLiteral}})
    }

    /// Removes objects from `{{name}}`.
    @objc({{removeSetSelector}})
    {{memberModifier}}func {{removeMethod}}(_ values: NSOrderedSet) {
        let current = {{currentOrderedSet}}
        var indexes = IndexSet()
        for value in values where current.contains(value) {
            indexes.insert(current.index(of: value))
        }
        guard !indexes.isEmpty else { return }
        willChange(.removal, valuesAt: indexes, forKey: {{keyLiteral}})
        let copy = NSMutableOrderedSet(orderedSet: current)
        copy.removeObjects(at: indexes)
        setPrimitiveValue(copy, forKey: {{keyLiteral}})
        didChange(.removal, valuesAt: indexes, forKey: {{keyLiteral}})
    }

    /// Inserts one object into `{{name}}` at `index`.
    @objc({{insertObjectSelector}})
    {{memberModifier}}func {{insertMethod}}(_ value: {{destinationType}}, at index: Int) {
        let indexes = IndexSet(integer: index)
        willChange(.insertion, valuesAt: indexes, forKey: {{keyLiteral}})
        let copy = NSMutableOrderedSet(orderedSet: {{currentOrderedSet}})
        copy.insert(value, at: index)
        setPrimitiveValue(copy, forKey: {{keyLiteral}})
        didChange(.insertion, valuesAt: indexes, forKey: {{keyLiteral}})
    }

    /// Removes the object at `index` from `{{name}}`.
    @objc({{removeObjectAtIndexSelector}})
    {{memberModifier}}func {{removeMethod}}(at index: Int) {
        let indexes = IndexSet(integer: index)
        willChange(.removal, valuesAt: indexes, forKey: {{keyLiteral}})
        let copy = NSMutableOrderedSet(orderedSet: {{currentOrderedSet}})
        copy.removeObject(at: index)
        setPrimitiveValue(copy, forKey: {{keyLiteral}})
        didChange(.removal, valuesAt: indexes, forKey: {{keyLiteral}})
    }

    /// Inserts objects into `{{name}}` at `indexes`.
    @objc({{insertAtIndexesSelector}})
    {{memberModifier}}func {{insertMethod}}(_ values: [{{destinationType}}], at indexes: NSIndexSet) {
        let changed = indexes as IndexSet
        willChange(.insertion, valuesAt: changed, forKey: {{keyLiteral}})
        let copy = NSMutableOrderedSet(orderedSet: {{currentOrderedSet}})
        copy.insert(values, at: changed)
        setPrimitiveValue(copy, forKey: {{keyLiteral}})
        didChange(.insertion, valuesAt: changed, forKey: {{keyLiteral}})
    }

    /// Removes the objects at `indexes` from `{{name}}`.
    @objc({{removeAtIndexesSelector}})
    {{memberModifier}}func {{removeMethod}}(at indexes: NSIndexSet) {
        let changed = indexes as IndexSet
        willChange(.removal, valuesAt: changed, forKey: {{keyLiteral}})
        let copy = NSMutableOrderedSet(orderedSet: {{currentOrderedSet}})
        copy.removeObjects(at: changed)
        setPrimitiveValue(copy, forKey: {{keyLiteral}})
        didChange(.removal, valuesAt: changed, forKey: {{keyLiteral}})
    }

    /// Replaces the object at `index` in `{{name}}`.
    @objc({{replaceObjectSelector}})
    {{memberModifier}}func {{replaceMethod}}(at index: Int, with value: {{destinationType}}) {
        let indexes = IndexSet(integer: index)
        willChange(.replacement, valuesAt: indexes, forKey: {{keyLiteral}})
        let copy = NSMutableOrderedSet(orderedSet: {{currentOrderedSet}})
        copy.replaceObject(at: index, with: value)
        setPrimitiveValue(copy, forKey: {{keyLiteral}})
        didChange(.replacement, valuesAt: indexes, forKey: {{keyLiteral}})
    }

    /// Replaces the objects at `indexes` in `{{name}}`.
    @objc({{replaceAtIndexesSelector}})
    {{memberModifier}}func {{replaceMethod}}(at indexes: NSIndexSet, with values: [{{destinationType}}]) {
        let changed = indexes as IndexSet
        willChange(.replacement, valuesAt: changed, forKey: {{keyLiteral}})
        let copy = NSMutableOrderedSet(orderedSet: {{currentOrderedSet}})
        copy.replaceObjects(at: changed, with: values)
        setPrimitiveValue(copy, forKey: {{keyLiteral}})
        didChange(.replacement, valuesAt: changed, forKey: {{keyLiteral}})
    }

"""##,
        "mutators-unordered": ##"""
{{% CONTENT_TYPE: TEXT}}

    // MARK: Mutators of `{{name}}`, implemented by Core Data at run time

    /// Adds one object to `{{name}}`.
    @objc({{addObjectSelector}})
    @NSManaged {{memberModifier}}func {{addMethod}}(_ value: {{destinationType}})

    /// Removes one object from `{{name}}`.
    @objc({{removeObjectSelector}})
    @NSManaged {{memberModifier}}func {{removeMethod}}(_ value: {{destinationType}})

    /// Adds objects to `{{name}}`.
    @objc({{addSetSelector}})
    @NSManaged {{memberModifier}}func {{addMethod}}(_ values: {{setValuesType}})

    /// Removes objects from `{{name}}`.
    @objc({{removeSetSelector}})
    @NSManaged {{memberModifier}}func {{removeMethod}}(_ values: {{setValuesType}})

"""##,
        "single": ##"""
{{% CONTENT_TYPE: TEXT}}
// generated by momgen, do not edit
// {{modelName}}+CoreData.swift is rewritten from the model on every run; add your code in extensions in other files.
{{> imports}}

{{> model-protocol-body}}
{{#entities}}

/// The class of the `{{entityName}}` entity{{#isAbstract}} (abstract: insert a sub-entity){{/isAbstract}}.
{{#hasObjcName}}
@objc({{objcName}})
{{/hasObjcName}}
{{classModifier}}class {{className}}: {{superclassName}} {
{{> members}}
}
{{#conformsToModelProtocol}}

extension {{className}}: {{modelProtocolName}} {}
{{/conformsToModelProtocol}}
{{/entities}}

"""##,
        "skipped-note": ##"""
{{% CONTENT_TYPE: TEXT}}

    // `{{name}}` is not generated: {{reason}}.

"""##,
        "swiftdata-class": ##"""
{{% CONTENT_TYPE: TEXT}}
    /// The `{{entityName}}` entity.
    @Model
    {{classModifier}}{{classKeyword}} {{className}}{{superclassClause}} {
{{#macros}}
        {{.}}
{{/macros}}
{{#notes}}
        // momgen: {{.}}
{{/notes}}
{{#properties}}
{{#notes}}
        // momgen: {{.}}
{{/notes}}
{{#annotations}}
        {{.}}
{{/annotations}}
        {{memberModifier}}var {{swiftName}}: {{declaredType}}{{defaultClause}}
{{/properties}}

        {{memberModifier}}{{initOverride}}init({{parameterList}}) {
{{#assignments}}
            self.{{swiftName}} = {{swiftName}}
{{/assignments}}
{{#hasSuperInit}}
            super.init({{superArguments}})
{{/hasSuperInit}}
        }
    }

"""##,
        "swiftdata-composite": ##"""
{{% CONTENT_TYPE: TEXT}}
    /// The `{{compositeName}}` composite type, stored inline by the properties that have it.
    {{memberModifier}}struct {{name}}: Codable, Hashable {
{{#members}}
        {{memberModifier}}var {{swiftName}}: {{declaredType}}
{{/members}}

        {{memberModifier}}init({{parameterList}}) {
{{#assignments}}
            self.{{swiftName}} = {{swiftName}}
{{/assignments}}
        }
    }

"""##,
        "swiftdata-entity": ##"""
{{% CONTENT_TYPE: TEXT}}
// generated by momgen, do not edit
// {{fileName}} is rewritten from the model on every run: the @Model class of the `{{entityName}}` entity.
import Foundation
import SwiftData
{{#importLines}}
{{.}}
{{/importLines}}

extension {{schemaName}} {
{{> swiftdata-class}}
{{#composites}}

{{> swiftdata-composite}}
{{/composites}}
}

{{classModifier}}typealias {{bareName}} = {{schemaName}}.{{className}}
{{#composites}}
{{classModifier}}typealias {{name}} = {{schemaName}}.{{name}}
{{/composites}}

"""##,
        "swiftdata-plan": ##"""
{{% CONTENT_TYPE: TEXT}}
// generated by momgen, do not edit
import Foundation
import SwiftData

/// The {{modelName}} model's migration plan: its schemas, oldest first, and a
/// stage for each step between two of them, lightweight where Core Data's
/// inferred migration covers every change (as `momgen diff` judges it),
/// custom where it does not.
{{staticModifier}}enum {{planName}}: SchemaMigrationPlan {
    {{staticModifier}}static var schemas: [any VersionedSchema.Type] {
        [
{{#schemas}}
            {{.}}.self,
{{/schemas}}
        ]
    }

    {{staticModifier}}static var stages: [MigrationStage] {
{{^hasStages}}
        []
{{/hasStages}}
{{#hasStages}}
        [
{{#stages}}
{{#isLightweight}}
            // {{fromVersion}} → {{toVersion}}: lightweight migration infers every change.
{{#hasFindings}}
            // It drops data:
{{#findings}}
            // - {{.}}
{{/findings}}
{{/hasFindings}}
            .lightweight(fromVersion: {{fromSchema}}.self, toVersion: {{toSchema}}.self),
{{/isLightweight}}
{{#isCustom}}
            // {{fromVersion}} → {{toVersion}}: lightweight migration cannot infer this step.
            .custom(
                fromVersion: {{fromSchema}}.self,
                toVersion: {{toSchema}}.self,
                willMigrate: { context in
                    // momgen: what must be migrated (from `momgen diff`):
{{#findings}}
                    // - {{.}}
{{/findings}}
                },
                didMigrate: nil
            ),
{{/isCustom}}
{{#isRunBreak}}
            // {{fromVersion}} → {{toVersion}}: lightweight migration infers this step; the stage is
            // custom (no handlers, Core Data still infers it) only so that SwiftData, which infers
            // consecutive lightweight stages as one jump, does not jump from {{runBreakFrom}}
            // to {{runBreakTo}}, which lightweight migration cannot infer:
{{#runBreakReasons}}
            // - {{.}}
{{/runBreakReasons}}
{{#hasFindings}}
            // The step drops data:
{{#findings}}
            // - {{.}}
{{/findings}}
{{/hasFindings}}
            .custom(fromVersion: {{fromSchema}}.self, toVersion: {{toSchema}}.self, willMigrate: nil, didMigrate: nil),
{{/isRunBreak}}
{{/stages}}
        ]
{{/hasStages}}
    }
}

"""##,
        "swiftdata-schema": ##"""
{{% CONTENT_TYPE: TEXT}}
// generated by momgen, do not edit
import Foundation
import SwiftData
{{#importLines}}
{{.}}
{{/importLines}}

/// The {{modelName}} model's SwiftData schema {{identifierText}}: model version{{#isMerged}}s{{/isMerged}} {{versionNames}}{{#isMerged}} (equal entity hashes, so one schema){{/isMerged}}.
{{#isCurrent}}
/// The current schema: its classes are in one file per entity, and the
/// top-level names are aliases of them.
{{/isCurrent}}
{{^isCurrent}}
/// Its classes are frozen as they were in that version, so SwiftData can open
/// and migrate stores written with it.
{{#hasSharedClasses}}
/// Classes that had not changed since an earlier schema (nor had any class
/// they reach) are that schema's: the same code gives the same entity hashes.
{{/hasSharedClasses}}
{{/isCurrent}}
{{staticModifier}}enum {{schemaName}}: VersionedSchema {
    {{staticModifier}}static var versionIdentifier: Schema.Version { {{versionIdentifier}} }

    {{staticModifier}}static var models: [any PersistentModel.Type] {
        [
{{#models}}
            {{.}}.self,
{{/models}}
        ]
    }
}
{{#hasSharedClasses}}

extension {{schemaName}} {
{{#sharedClasses}}
    {{classModifier}}typealias {{className}} = {{ownerSchema}}.{{className}}
{{#compositeNames}}
    {{classModifier}}typealias {{.}} = {{ownerSchema}}.{{.}}
{{/compositeNames}}
{{/sharedClasses}}
}
{{/hasSharedClasses}}
{{#frozenClasses}}

extension {{schemaName}} {
{{> swiftdata-class}}
{{#composites}}

{{> swiftdata-composite}}
{{/composites}}
}
{{/frozenClasses}}

"""##,
        "xcode-class": ##"""
{{% CONTENT_TYPE: TEXT}}
// {{humanFileName}}: created once by momgen and never touched again; this file is yours.
// The generated members are in {{objcName}}+CoreDataProperties.swift.
{{> imports}}
{{#hasSetAliases}}

{{importModifier}}typealias {{classSetAlias}} = NSSet
{{/hasSetAliases}}

/// The class of the `{{entityName}}` entity{{#isAbstract}} (abstract: insert a sub-entity){{/isAbstract}}.
{{#hasObjcName}}
@objc({{objcName}})
{{/hasObjcName}}
{{classModifier}}class {{className}}: {{superclassName}} {
}

"""##,
        "xcode-properties": ##"""
{{% CONTENT_TYPE: TEXT}}
// generated by momgen, do not edit
// {{objcName}}+CoreDataProperties.swift is rewritten from the model on every run; put your code in {{humanFileName}}.
{{> imports}}
{{#hasSetAliases}}

{{importModifier}}typealias {{propertiesSetAlias}} = NSSet
{{/hasSetAliases}}

/// The generated members of the `{{entityName}}` entity, with the API of the
/// files Xcode's "Create NSManagedObject Subclass" writes: call sites written
/// for those files compile unchanged.
extension {{className}} {
    /// A fetch request for this entity
    /// (`let request: NSFetchRequest<{{objcName}}> = {{objcName}}.fetchRequest()`). As with
    /// Xcode's, a call without a type context is ambiguous with
    /// NSManagedObject's own.
    @nonobjc {{staticModifier}}class func fetchRequest() -> NSFetchRequest<{{className}}> {
        NSFetchRequest<{{className}}>(entityName: {{entityNameLiteral}})
    }
{{#attributes}}

    /// `{{name}}`: {{summary}}.
{{>*accessorTemplate}}
{{/attributes}}
{{#relationships}}

    /// `{{name}}`: {{summary}}.
    @NSManaged {{memberModifier}}{{#isReadOnly}}private(set) {{/isReadOnly}}var {{swiftName}}: {{declaredType}}
{{/relationships}}
{{#fetchedProperties}}
{{> fetched-property}}
{{/fetchedProperties}}
{{#skippedProperties}}
{{> skipped-note}}
{{/skippedProperties}}
}
{{#relationships}}
{{#hasMutators}}

// MARK: Generated accessors for {{name}}
extension {{className}} {
{{#isUnordered}}
{{> mutators-unordered}}
{{/isUnordered}}
{{#isOrdered}}
{{> mutators-ordered}}
{{/isOrdered}}
}
{{/hasMutators}}
{{/relationships}}
{{#isIdentifiableRoot}}

extension {{className}}: Identifiable {}
{{/isIdentifiableRoot}}

"""##,
    ]
}
