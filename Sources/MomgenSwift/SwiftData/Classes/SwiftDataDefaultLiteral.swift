// A model's default value (`defaultValueString`, `defaultDateTimeInterval`)
// as a Swift literal of the property's declared type. Xcode copies the text
// verbatim, so an Integer 32 with default `0.0` becomes `Int32 = 0.0`, which
// does not compile; here every type gets a literal of its own.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenModel

/// Converts a default value to a Swift expression of the attribute's type.
///
/// For example, Integer 32 `0.0` → `0`, Boolean `YES` → `true`, Date
/// interval `666643260` → `Date(timeIntervalSinceReferenceDate: 666643260.0)`,
/// UUID text → `UUID(uuidString: "…")!`.
enum SwiftDataDefaultLiteral {
    /// The literal, nil when the attribute has no default, or a problem
    /// (a sentence) when the default cannot be a value of the type.
    enum Result: Equatable {
        case none
        case literal(String)
        case problem(String)
    }

    /// The Swift expression of `attribute`'s default; `typeName` is the
    /// (possibly module-qualified) Swift type that initialisers use.
    static func of(_ attribute: Attribute, typeName: String) -> Result {
        if attribute.type == .date {
            guard let text = attribute.defaultDateTimeInterval?.trimmingSpaces, !text.isEmpty else {
                return attribute.defaultValueString == nil ? .none : .problem("a Date default is a time interval (defaultDateTimeInterval)")
            }
            guard let interval = Double(text), interval.isFinite else { return .problem("'\(text)' is no time interval") }
            return .literal("\(typeName)(timeIntervalSinceReferenceDate: \(floatLiteral(interval)))")
        }
        guard let text = attribute.defaultValueString else { return .none }
        let trimmed = text.trimmingSpaces
        switch attribute.type {
        case .integer16: return integer(trimmed, bits: 16)
        case .integer32: return integer(trimmed, bits: 32)
        case .integer64: return integer(trimmed, bits: 64)
        case .double, .float:
            guard let value = Double(trimmed), value.isFinite else { return .problem("'\(trimmed)' is no finite number") }
            return .literal(floatLiteral(value))
        case .decimal:
            guard let value = Double(trimmed), value.isFinite, isDecimalText(trimmed) else { return .problem("'\(trimmed)' is no decimal number") }
            return .literal("\(typeName)(string: \(SwiftLiteral.string(trimmed)))!")
        case .boolean:
            switch trimmed.lowercased() {
            case "yes", "true", "1": return .literal("true")
            case "no", "false", "0": return .literal("false")
            default: return .problem("'\(trimmed)' is no Boolean")
            }
        case .string:
            return .literal(SwiftLiteral.string(text))
        case .uuid:
            guard isUUID(trimmed) else { return .problem("'\(trimmed)' is no UUID") }
            return .literal("\(typeName)(uuidString: \(SwiftLiteral.string(trimmed.uppercased())))!")
        case .uri:
            guard isURL(trimmed) else { return .problem("'\(trimmed)' is no URL") }
            return .literal("\(typeName)(string: \(SwiftLiteral.string(trimmed)))!")
        default:
            return .problem("a \(attribute.type.xcodeName) attribute has no literal default in Swift")
        }
    }

    /// An integer literal in range of `bits`; `0.0` and `12.` read as the
    /// integers Core Data stores (Xcode writes integral defaults with a fraction).
    static func integer(_ text: String, bits: Int) -> Result {
        let limit = bits == 64 ? Double(Int64.max) : Double(1 << (bits - 1))
        if let value = Int64(text) {
            guard Double(value) >= -limit, Double(value) < limit || bits == 64 else { return .problem("\(text) is out of range of Int\(bits)") }
            return .literal(String(value))
        }
        if ["yes", "no", "true", "false"].contains(text.lowercased()) {
            // Xcode keeps a Boolean default when the type changes from
            // Boolean to an integer (meshtastic's `locked`, `wifiMode`).
            return .problem("'\(text)' is a Boolean default on an integer attribute; set an integer default in the model")
        }
        guard let value = Double(text), value.isFinite else { return .problem("'\(text)' is no integer") }
        guard value == value.rounded() else { return .problem("\(text) is no integer (Core Data would truncate it)") }
        guard value >= -limit, value < limit else { return .problem("\(text) is out of range of Int\(bits)") }
        return .literal(String(Int64(value)))
    }

    /// A Swift floating-point literal that reads back as `value` (`0.0`, `1.5`, `1e+100`).
    static func floatLiteral(_ value: Double) -> String {
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// Digits with an optional sign, fraction and exponent: what `Decimal(string:)` reads whole.
    static func isDecimalText(_ text: String) -> Bool {
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let parts = body.lowercased().split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !parts[0].isEmpty, mantissa.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }), mantissa.contains(where: { !$0.isEmpty }) else { return false }
        guard parts.count == 2 else { return true }
        var exponent = parts[1]
        if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.allSatisfy(\.isASCIIDigit)
    }

    /// Eight-four-four-four-twelve hexadecimal digits.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// A scheme, a colon and printable ASCII without spaces, quotes or
    /// brackets: text `URL(string:)` accepts on every platform.
    static func isURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        guard scheme.first!.isLetter, scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return false }
        return text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && !"\"<>\\^`{|}".unicodeScalars.contains($0) }
    }
}
