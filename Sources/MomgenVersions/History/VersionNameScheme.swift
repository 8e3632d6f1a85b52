// Whether a bundle's version names follow one numbering, and the order they
// give. Xcode names the first version after the bundle (`Model`) and offers
// `Model 2`, `Model 3`… for the next; teams rename (`V32`, `v1.1.0`,
// `Zulip 1.0`). Names are evidence only when they share one scheme: in
// Meshtastic's bundle `V 23` (2023) and `V32` (2024) differ by a space, and a
// plain natural sort puts `V32` first.
import MomgenModel

/// How a bundle's version names read.
public enum VersionNameScheme: String, Sendable, Equatable {
    /// One version: nothing to order.
    case single
    /// Every name but the first version's is one text with one number in it
    /// (`Model 2`, `Model 10`; `v1.0.0`, `v1.2.0`).
    case one
    /// The same text and number once spaces, `_` and `-` are ignored, but
    /// spelt more than one way (`V 23`, `V32`): ordered by the number.
    case mixed
    /// Anything else (descriptive names): the names say nothing of the order.
    case none

    /// The scheme of `names`, leaving out the first version's (`base`).
    static func of(_ names: [String], base: String?) -> VersionNameScheme {
        let numbered = names.filter { $0 != base }
        guard names.count > 1 else { return .single }
        let signatures = Set(numbered.map(signature))
        if signatures.count <= 1 { return .one }
        return Set(numbered.map { loose(signature($0)) }).count == 1 ? .mixed : .none
    }

    /// The version Xcode created with the bundle: the one named after it, or
    /// a name without digits that every other name starts with (`Zulip`
    /// before `Zulip 1.0` and `Zulip2`).
    static func base(of names: [String], bundleName: String?) -> String? {
        if let bundleName, names.contains(bundleName) { return bundleName }
        let plain = names.filter { !$0.contains(where: \.isASCIIDigit) }
        guard plain.count == 1, let stem = plain.first else { return nil }
        return names.allSatisfy { $0.hasPrefix(stem) } ? stem : nil
    }

    /// The names, oldest first as they read: the first version, then by
    /// number (for `mixed`, with spaces, `_` and `-` ignored).
    static func ordered(_ names: [String], base: String?, scheme: VersionNameScheme) -> [String] {
        names.sorted { a, b in
            if (a == base) != (b == base) { return a == base }
            if scheme == .mixed {
                let la = loose(a), lb = loose(b)
                if la != lb { return NaturalOrder.precedes(la, lb) }
            }
            return NaturalOrder.precedes(a, b)
        }
    }

    /// One name from each of the first two spellings, for a note (`'V 23', 'V32'`).
    static func examples(_ names: [String], base: String?) -> [String] {
        var seen: [String: String] = [:]
        var order: [String] = []
        for name in names where name != base {
            let key = signature(name)
            if seen[key] == nil {
                seen[key] = name
                order.append(key)
            }
        }
        return order.prefix(2).compactMap { seen[$0] }
    }

    /// The name with each number (`12`, `1.2.0`) replaced by `#`.
    static func signature(_ name: String) -> String {
        var result = ""
        var inNumber = false
        var pendingDot = false
        for character in name {
            if character.isASCIIDigit {
                if pendingDot { pendingDot = false }
                if !inNumber { result.append("#"); inNumber = true }
            } else if character == ".", inNumber, !pendingDot {
                // A dot inside a number (`1.2`) belongs to it; one after it does not.
                pendingDot = true
            } else {
                if pendingDot { result.append("."); pendingDot = false }
                inNumber = false
                result.append(character)
            }
        }
        if pendingDot { result.append(".") }
        return result
    }

    /// `text` without spaces, `_` and `-`, lowercased.
    static func loose(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" })
    }
}

extension Character {
    /// `0`…`9` only (not other scripts' digits, which no numbering here uses).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
