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
    /// the condition under which it breaks, for the warning's message.
    public let risk: String?
}

/// The reserved member names, by name.
public enum ReservedMemberNames {
    /// Every reserved member, forbidden and risky, by name.
    public static let all: [String: ReservedMember] = {
        var members: [String: ReservedMember] = [:]
        func add(_ owner: String, _ risk: String? = nil, _ names: [String]) {
            for name in names { members[name] = ReservedMember(name: name, owner: owner, risk: risk) }
        }
        // NSManagedObject.h. The Boolean properties are declared `deleted`
        // (getter isDeleted) and so on, so both spellings are taken.
        add("NSManagedObject", nil, [
            "managedObjectContext", "entity", "objectID", "inserted", "isInserted", "updated", "isUpdated",
            "deleted", "isDeleted", "hasChanges", "hasPersistentChangedValues", "fault", "isFault", "faultingState",
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
        // Categories that exist only on macOS (Cocoa scripting, archiving, bindings).
        add("NSObject", "on macOS", [
            "className", "classCode", "classDescription", "attributeKeys", "toOneRelationshipKeys",
            "toManyRelationshipKeys", "objectSpecifier", "scriptingProperties", "classForArchiver",
            "classForPortCoder", "exposedBindings",
        ])
        // UIKit's and AppKit's Nib-loading category.
        add("NSObject", "in a module that imports UIKit or AppKit", ["awakeFromNib"])
        return members
    }()

    /// Names a generated property can never have (every member without a risk).
    public static let forbidden: Set<String> = Set(all.values.filter { $0.risk == nil }.map(\.name))
}
