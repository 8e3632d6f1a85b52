// Suppressions: per-element exclusions from the config, and the in-model
// `momgen.disable` userInfo entry (a comma list of rule ids, or `all`) on an
// entity or property, which Xcode keeps when it saves the model.
import MomgenModel

/// Decides whether a finding of a rule is suppressed.
struct Suppression: Sendable {
    /// The userInfo key that disables rules inside the model.
    static let userInfoKey = "momgen.disable"

    let model: ResolvedModel
    /// `Entity` or `Entity.property` names excluded for the rule, from the config.
    let excluded: Set<String>
    /// Whether any entity or property carries a `momgen.disable` entry; when
    /// none does (the usual case) findings skip the userInfo lookups.
    let modelHasEntries: Bool

    init(model: ResolvedModel, excluded: Set<String>, modelHasEntries: Bool) {
        self.model = model
        self.excluded = excluded
        self.modelHasEntries = modelHasEntries
    }

    /// Whether any element of `model` has a `momgen.disable` userInfo entry.
    static func hasEntries(in model: Model) -> Bool {
        model.entities.contains { entity in
            entity.userInfo[userInfoKey] != nil
                || entity.attributes.contains { $0.userInfo[userInfoKey] != nil }
                || entity.relationships.contains { $0.userInfo[userInfoKey] != nil }
                || entity.fetchedProperties.contains { $0.userInfo[userInfoKey] != nil }
        }
    }

    func suppresses(_ ruleID: String, _ finding: Finding) -> Bool {
        guard let entityName = finding.entity else { return false }
        if !excluded.isEmpty {
            if excluded.contains(entityName) { return true }
            if let property = finding.property, excluded.contains("\(entityName).\(property)") { return true }
        }
        guard modelHasEntries, let entity = model.entity(named: entityName) else { return false }
        if Self.lists(ruleID, in: entity.declared.userInfo) { return true }
        if let property = finding.property, let info = entity.property(named: property)?.userInfo {
            return Self.lists(ruleID, in: info)
        }
        return false
    }

    /// Whether `info`'s `momgen.disable` entry names `ruleID` or `all`.
    static func lists(_ ruleID: String, in info: UserInfo) -> Bool {
        guard let value = info[userInfoKey] else { return false }
        return value.split(separator: ",").contains { item in
            let id = item.trimmingCharacters()
            return id == ruleID || id == "all"
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingCharacters() -> String {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
