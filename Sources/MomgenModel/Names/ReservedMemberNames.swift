// The names a Core Data property cannot take because the class it is
// generated into already has a member of that name: one list, read by the lint
// rules (reserved-property-name, risky-member-name) and by the Swift namer,
// which leaves such properties out of generated code.
//
// Derived from Apple's headers, instance members without parameters only (a
// property's getter has the member's Objective-C selector; class methods such
// as +entity, +fetchRequest and +new live in another namespace, and methods
// with parameters such as -validateForDelete: have another selector):
// objc/NSObject.h (protocol NSObject and class NSObject), CoreData's
// NSManagedObject.h, Foundation's NSKeyValueObserving.h (observationInfo),
// NSObject.h (classForCoder, autoContentAccessingProxy) and NSKeyedArchiver.h
// (classForKeyedArchiver); macOS-only categories from NSScriptClassDescription.h,
// NSClassDescription.h, NSScriptObjectSpecifiers.h, NSScriptKeyValueCoding.h,
// NSArchiver.h, NSPortCoder.h and AppKit's NSKeyValueBinding.h; the Nib-loading
// category of UIKit and AppKit; and the Swift overlays (NSObject is Hashable;
// CoreData.swiftinterface declares `extension NSManagedObject: ObservableObject
// { public var objectWillChange }`, which a subclass cannot redeclare).

/// A member every generated `NSManagedObject` subclass already has.
public struct ReservedMember: Hashable, Sendable {
    /// The member's name as a property would spell it (`isDeleted`, `deleted`).
    public let name: String
    /// Where it is declared, for messages (`NSManagedObject`, `NSObject`).
    public let owner: String
    /// Nil when a property of this name always breaks: its accessor takes the
    /// member's selector (the Swift compiler refuses the class, and Core Data
    /// or the runtime calls the accessor where it meant the member). Otherwise
    /// what the risk is and when it bites, as the end of the warning's message.
    public let risk: String?
    /// Whether a Swift subclass cannot declare the property even though
    /// Objective-C can (with a warning): the generated Swift always leaves it
    /// out, and only an Objective-C model gets the milder finding.
    public var breaksSwift = false
}

/// The reserved member names, by name.
public enum ReservedMemberNames {
    /// Every reserved member, forbidden and risky, by name.
    public static let all: [String: ReservedMember] = {
        var members: [String: ReservedMember] = [:]
        func add(_ owner: String, _ risk: String? = nil, _ names: [String]) {
            for name in names { members[name] = ReservedMember(name: name, owner: owner, risk: risk) }
        }
        // NSManagedObject.h. The getters of its Boolean state (isDeleted, …)
        // are methods: a property of that name replaces them.
        add("NSManagedObject", nil, [
            "managedObjectContext", "entity", "objectID", "isInserted", "isUpdated",
            "isDeleted", "hasChanges", "hasPersistentChangedValues", "isFault", "faultingState",
            "awakeFromFetch", "awakeFromInsert", "prepareForDeletion", "willSave", "didSave", "willTurnIntoFault",
            "didTurnIntoFault", "changedValues", "changedValuesForCurrentEvent", "observationInfo",
        ])
        // objc/NSObject.h: the NSObject protocol and class.
        add("NSObject", nil, [
            "hash", "superclass", "class", "self", "isProxy", "retain", "release", "autorelease", "retainCount",
            "zone", "description", "debugDescription", "init", "copy", "mutableCopy", "dealloc", "finalize",
        ])
        // Foundation's categories on NSObject, on every Apple platform.
        add("NSObject", nil, ["classForCoder", "classForKeyedArchiver", "autoContentAccessingProxy"])
        // The Swift overlays.
        add("NSObject (Hashable in Swift)", nil, ["hashValue"])
        add("NSManagedObject (ObservableObject in Swift)", nil, ["objectWillChange"])
        // The Objective-C property names behind those getters (`deleted`,
        // getter isDeleted) are no methods. Objective-C accepts a subclass
        // property `deleted` with a warning (-Wproperty-attribute-mismatch;
        // Simplenote's Objective-C Note.deleted has shipped for years), but
        // Swift imports NSManagedObject's as `isDeleted` and still matches a
        // subclass `deleted` against it, so the Swift class does not compile.
        for (name, getter) in [("deleted", "isDeleted"), ("inserted", "isInserted"), ("updated", "isUpdated"), ("fault", "isFault")] {
            var member = ReservedMember(name: name, owner: "NSManagedObject", risk:
                "NSManagedObject declares '\(name)' as an Objective-C property with getter '\(getter)', so redeclaring it draws -Wproperty-attribute-mismatch, a Swift subclass cannot declare it (momgen generate leaves it out), and 'object.\(name)' and 'object.\(getter)' (Core Data's flag) mean different things")
            member.breaksSwift = true
            members[name] = member
        }
        // Categories that exist only on macOS (Cocoa scripting, archiving, bindings).
        let generated = "a Swift subclass there cannot declare it, so momgen generate leaves the property out of the class"
        add("NSObject", "on macOS NSObject has it (Cocoa scripting, archiving, bindings); \(generated)", [
            "className", "classCode", "classDescription", "attributeKeys", "toOneRelationshipKeys",
            "toManyRelationshipKeys", "objectSpecifier", "scriptingProperties", "classForArchiver",
            "classForPortCoder", "exposedBindings",
        ])
        // UIKit's and AppKit's Nib-loading category.
        add("NSObject", "where UIKit or AppKit is imported NSObject has it (Nib loading); \(generated)", ["awakeFromNib"])
        return members
    }()

    /// Names a generated Swift property can never have: every member without
    /// a risk, and those Swift refuses although Objective-C accepts them.
    public static let forbidden: Set<String> = Set(all.values.filter { $0.risk == nil || $0.breaksSwift }.map(\.name))

    /// Whether `member` is an error for a model in `sourceLanguage` (the
    /// model's attribute): always, unless it is risky, or risky only for
    /// Swift and the model is not marked Swift. A model with no language was
    /// saved before Xcode wrote one (an Objective-C app's first versions:
    /// the next version of the same model is marked Objective-C), so what
    /// breaks only Swift is a warning there, which says why.
    public static func isForbidden(_ member: ReservedMember, sourceLanguage: String?) -> Bool {
        member.risk == nil || (member.breaksSwift && sourceLanguage == "Swift")
    }
}
