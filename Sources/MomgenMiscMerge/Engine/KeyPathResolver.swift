// Follows the rest of a key path (`Attribute.name.initialCapitalString`)
// from a value, as `-valueForKeyPath:` does in Foundation: dictionaries
// answer nil for a missing key, arrays answer `@count` or map the key over
// their elements, strings answer the NSString methods templates call, and
// a model object answers its own keys. A key nothing answers is an error
// (in mogenerator, an NSUndefinedKeyException that stops the run).
import MomgenDiagnostics

/// Key-path lookup on template values.
enum KeyPathResolver {
    /// The value of `keys` applied in turn to `value`.
    static func resolve(_ value: MergeValue, _ keys: ArraySlice<Substring>, path: String, at location: SourceLocation) throws -> MergeValue {
        var current = value
        for key in keys {
            current = try step(current, String(key), path: path, at: location)
        }
        return current
    }

    private static func step(_ value: MergeValue, _ key: String, path: String, at location: SourceLocation) throws -> MergeValue {
        func unknown(_ what: String) -> Error {
            MomgenError.unreadableInput(location, "unknown key '\(key)' in '\(path)' (\(what) has no such key)")
        }
        switch value {
        case .null:
            return .null
        case let .dictionary(dictionary):
            if key == "@count" || (key == "count" && dictionary["count"] == nil) { return .number(Double(dictionary.count)) }
            return dictionary[key] ?? .null
        case let .list(items):
            switch key {
            case "@count", "count": return .number(Double(items.count))
            case "lastObject", "@lastObject": return items.last ?? .null
            case "firstObject": return items.first ?? .null
            default:
                if key.hasPrefix("@") { throw unknown("a list") }
                return .list(try items.map { try step($0, key, path: path, at: location) })
            }
        case let .string(text):
            guard let result = StringKeys.value(of: text, forKey: key) else { throw unknown("a string") }
            return result
        case .number, .bool:
            switch key {
            case "boolValue": return .bool(value.isTrue)
            case "intValue", "integerValue": return .number((value.numberValue ?? 0).rounded(.towardZero))
            case "stringValue", "description": return .string(value.printed ?? "")
            default: throw unknown("a number")
            }
        case let .object(object):
            if let found = object.mergeValue(forKey: key) { return found }
            // Key-value coding also finds a Boolean getter named isKey.
            if let first = key.first, let found = object.mergeValue(forKey: "is" + first.uppercased() + key.dropFirst()) {
                return found
            }
            throw unknown(object.mergeDescription)
        }
    }
}
