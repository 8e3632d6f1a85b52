// The verdicts of Core Data's inferred (lightweight) migration on each kind of
// change, in one place, with the reason and the fix `momgen diff` prints.
// Sources and confidence: docs/migration.md. In short, Apple's "Core Data
// Model Versioning and Data Migration Programming Guide" (Lightweight
// Migration) lists what an inferred mapping covers: adding and removing
// attributes and relationships, optional becoming required only with a
// default, renames through renaming identifiers, to-one → to-many, ordered ↔
// unordered, adding/removing/renaming entities, new parents and children,
// moving properties in a hierarchy and entities out of one; never merging two
// hierarchies. WWDC22 "Evolve your Core Data schema" adds that other changes
// (an attribute's type) need several versions or a custom stage.

/// Reasons and fixes for the changes lightweight migration cannot infer or
/// that put data at risk.
enum LightweightRules {
    static let customStage = "or migrate in steps with NSStagedMigrationManager and an NSCustomMigrationStage that moves the data"

    static func requiredAttributeAdded(_ name: String) -> (String, String) {
        ("required attribute `\(name)` added with no default value: rows already in the store have no value for it, so the inferred migration fails validation and the store does not open",
         "give `\(name)` a default value, or make it optional")
    }

    static func requiredRelationshipAdded(_ name: String) -> (String, String) {
        ("required relationship `\(name)` added: objects already in the store have no destination for it, so the inferred migration fails validation",
         "make `\(name)` optional, \(customStage)")
    }

    static func attributeBecameRequired(_ name: String) -> (String, String) {
        ("attribute `\(name)` became required with no default value: rows holding no value fail validation during the inferred migration",
         "give `\(name)` a default value (lightweight migration fills it in), or keep it optional")
    }

    static func relationshipBecameRequired(_ name: String) -> (String, String) {
        ("relationship `\(name)` became required: objects without a destination fail validation during the inferred migration",
         "keep `\(name)` optional, \(customStage)")
    }

    static func typeChanged(_ name: String, from old: String, to new: String) -> (String, String) {
        ("attribute `\(name)` changed type from \(old) to \(new): an inferred mapping does not convert values between types, and the stored values are lost",
         "add a new attribute of the new type beside the old one and copy the values in a custom stage (or an intermediate version), then remove the old one")
    }

    /// A change between numeric types: inferred, with what may not survive.
    static func numericTypeChanged(_ name: String, from old: String, to new: String, _ change: NumericTypeChange) -> (String, String?) {
        let copied = "attribute `\(name)` changed type from \(old) to \(new): Core Data's inferred mapping copies the stored numbers into the new type"
        guard let risk = change.risk else { return (copied + ", and every value fits", nil) }
        return (copied + ", but \(risk)",
                "check that no stored value needs more than \(new) holds, or keep \(old) (an intermediate version with a custom stage can convert the values as you choose)")
    }

    /// An attribute replaced by a relationship of the same name, or the reverse.
    static func kindChanged(_ name: String, from old: String, to new: String) -> (String, String) {
        ("\(old) `\(name)` became a \(new) of the same name: Core Data cannot map stored \(old) values to a \(new), so the \(old)'s data is dropped",
         "keep the \(old) beside the new \(new) under another name with the renaming identifier '\(name)' (a rename without it drops the \(old)'s data too), fill the \(new) from it in a custom stage, then remove the \(old)")
    }

    static func toManyNarrowed(_ name: String) -> (String, String) {
        ("relationship `\(name)` changed from to-many to to-one: Apple's inferred mapping covers to-one → to-many only, and objects linked to several destinations cannot keep them all",
         "keep it to-many, \(customStage)")
    }

    static func destinationChanged(_ name: String, from old: String, to new: String) -> (String, String) {
        ("relationship `\(name)` now points to \(new) instead of \(old): the existing links cannot be mapped to another entity",
         "add a new relationship to \(new) and fill it in a custom stage, then remove the old one")
    }

    static func becameAbstract(_ entity: String) -> (String, String) {
        ("entity \(entity) became abstract: objects of it already in the store cannot exist as instances of an abstract entity",
         "keep it concrete, or move its objects to a sub-entity in a custom stage")
    }

    static func mergedHierarchies(_ root: String, _ members: [String]) -> (String, String) {
        ("entities \(members.joined(separator: ", ")) now share the hierarchy of \(root) but came from separate hierarchies: Core Data cannot merge entity hierarchies in an inferred mapping",
         "keep the hierarchies apart, or migrate through an intermediate version with a custom stage")
    }

    static func removed(_ what: String) -> String {
        "\(what) removed: its stored data is dropped by the migration"
    }

    /// `identifier` is the removed item's identifier in Apple's sense (its
    /// renaming identifier, or its name): the one the added item must share.
    static func looksRenamed(_ what: String, to new: String, identifier: String) -> (String, String) {
        ("\(what) removed and \(new) added with the same shape: if this is a rename, Core Data does not know it and drops the data",
         "set the renaming identifier of \(new) to '\(identifier)' in Xcode's Data Model inspector")
    }

    // Notes: changes that move no version hash (so no migration runs for
    // them) but change what happens to stored data from now on.

    static func identifierChanged(_ what: String, from old: String?, to new: String?) -> String {
        switch (old, new) {
        case (nil, let new?): return "\(what)'s renaming identifier '\(new)' added: later versions continue it through '\(new)', not its name"
        case (let old?, nil): return "\(what)'s renaming identifier '\(old)' removed: later versions continue it through its name"
        default: return "\(what)'s renaming identifier changed from '\(old ?? "")' to '\(new ?? "")': later versions continue it through the new one"
        }
    }

    static func deleteRuleChanged(_ name: String, from old: String, to new: String) -> String {
        let orphans = old == "Cascade" ? ": objects the old rule deleted with their source are left behind from now on (orphans)" : ""
        return "relationship `\(name)`'s delete rule changed from \(old) to \(new)\(orphans); no migration runs for it (it is not in the version hash)"
    }

    static func transformerChanged(_ name: String, from old: String?, to new: String?) -> String {
        "attribute `\(name)`'s value transformer changed from \(old.map { "'\($0)'" } ?? "the default") to \(new.map { "'\($0)'" } ?? "the default"): no migration runs for it (it is not in the version hash), so values stored before are read with the new transformer and may no longer decode"
    }
}
