// A stored property's default as SwiftData records it: literals become the
// attribute's default value (not in the hash: docs/swiftdata.md), and a
// property with no written type takes the type of its literal or its
// initializer call (`let id = UUID()`, ResourcesManager's store).
import Foundation
import MomgenModel

/// Reads the text after `=` of a stored property.
enum SwiftDefaultValue {
    /// The type a default spells: `0` Int, `0.5` Double, `"a"` String,
    /// `true` Bool, `T()` / `T(…)` T; nil when it spells none.
    static func inferredType(_ text: String?) -> SwiftTypeReference? {
        guard let text, !text.isEmpty else { return nil }
        if text == "true" || text == "false" { return .named(["Bool"]) }
        if text.hasPrefix("\"") { return .named(["String"]) }
        if Int(text.replacingOccurrences(of: "_", with: "")) != nil { return .named(["Int"]) }
        if Double(text.replacingOccurrences(of: "_", with: "")) != nil { return .named(["Double"]) }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let callee = text[..<open].replacingOccurrences(of: ".init", with: "")
        let path = callee.split(separator: ".").map(String.init)
        guard !path.isEmpty, path.allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return nil
        }
        return .named(path)
    }

    /// The `defaultDateTimeInterval` of `Date(timeIntervalSinceReferenceDate: X)`
    /// (what momgen's swiftdata layout writes for a Date default), or of
    /// `Date(timeIntervalSince1970: X)`; nil for anything else.
    static func dateInterval(_ text: String?, type: AttributeType) -> String? {
        guard type == .date, let text, text.hasSuffix(")") else { return nil }
        for (prefix, offset) in [("Date(timeIntervalSinceReferenceDate:", 0.0), ("Date(timeIntervalSince1970:", -978_307_200.0)] where text.hasPrefix(prefix) {
            let number = text.dropFirst(prefix.count).dropLast().trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
            guard let value = Double(number) else { return nil }
            let interval = value + offset
            return interval == interval.rounded() && abs(interval) < 1e15 ? String(Int64(interval)) : String(interval)
        }
        return nil
    }

    /// The default value string Core Data keeps for a literal default.
    static func valueString(_ text: String?, type: AttributeType) -> String? {
        guard let text else { return nil }
        switch (type, text) {
        case (.boolean, "true"): return "YES"
        case (.boolean, "false"): return "NO"
        case (.string, _) where text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 && !text.contains("\\"):
            return String(text.dropFirst().dropLast())
        case (.integer16, _), (.integer32, _), (.integer64, _), (.double, _), (.float, _), (.decimal, _):
            return Double(text.replacingOccurrences(of: "_", with: "")) != nil ? text.replacingOccurrences(of: "_", with: "") : nil
        default: return nil
        }
    }
}
