// Reading attribute values written as text in the model (defaults, minimums,
// maximums) the way Core Data reads them for each attribute type.
import MomgenModel

/// Parses `defaultValueString`, `minValueString` and `maxValueString`.
enum AttributeValues {
    /// The numeric value of `text` for a numeric attribute type, or nil when it does not parse.
    /// Integers must be whole numbers; floating types accept any finite decimal number.
    static func number(_ text: String, for type: AttributeType) -> Double? {
        let trimmed = text.trimmedSpaces
        if type.isInteger {
            if let value = Int64(trimmed) { return Double(value) }
            // "0.0" is what Xcode leaves when a Float attribute becomes an integer;
            // Core Data reads it as 0. A fraction ("1.5") would be cut, so it stays invalid.
            guard let value = Double(trimmed), value.isFinite, value == value.rounded() else { return nil }
            return value
        }
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// The range an integer attribute of `type` can hold, or nil for other types.
    static func integerRange(_ type: AttributeType) -> ClosedRange<Double>? {
        switch type {
        case .integer16: return Double(Int16.min)...Double(Int16.max)
        case .integer32: return Double(Int32.min)...Double(Int32.max)
        case .integer64: return Double(Int64.min)...Double(Int64.max)
        default: return nil
        }
    }

    /// Whether `text` is a Boolean default Core Data accepts.
    static func isBoolean(_ text: String) -> Bool {
        ["YES", "NO", "yes", "no", "true", "false", "TRUE", "FALSE", "0", "1"].contains(text.trimmedSpaces)
    }

    /// Whether `text` is a UUID in its 8-4-4-4-12 hexadecimal form.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// What a min/max bound means for `type`: a value, or a length for strings
    /// and binary data (nil when the type has no bounds momgen checks).
    static func boundKind(_ type: AttributeType) -> String? {
        if type.isNumeric { return "value" }
        switch type {
        case .string, .binary: return "length"
        default: return nil
        }
    }

    /// A bound's number: a length (non-negative integer) or a value of `type`.
    static func bound(_ text: String, for type: AttributeType) -> Double? {
        if boundKind(type) == "length" {
            guard let length = Int(text.trimmedSpaces), length >= 0 else { return nil }
            return Double(length)
        }
        return number(text, for: type)
    }

    /// Formats a number for a message: integers without a decimal point.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmedSpaces: String {
        Substring(self).trimmingCharacters()
    }
}
