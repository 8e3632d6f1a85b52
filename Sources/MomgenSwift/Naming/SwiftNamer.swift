// The single place that turns names from a model into Swift identifiers.
// Nothing else in the emitter builds an identifier from model text.

/// Turns model names into Swift type, property and enum-case names.
///
/// For example, the attribute `default` becomes `` `default` ``, the class name
/// `MyApp.Book` becomes the type `Book`, and the userInfo key
/// `mogenerator.readonly` becomes the case `mogeneratorReadonly`.
public struct SwiftNamer: Sendable {
    public init() {}

    /// A type name from a `representedClassName` or entity name: the last
    /// component of a module-qualified (`MyApp.Book`) or `.`-prefixed
    /// (`.Book`, Xcode's "current module") name, made a valid identifier.
    public func typeName(_ className: String) -> String {
        let last = className.split(separator: ".").last.map(String.init) ?? className
        return escaped(identifier(from: last, lowerFirst: false))
    }

    /// The bare (unescaped) type name, for `@objc(…)` and file names.
    public func bareTypeName(_ className: String) -> String {
        let last = className.split(separator: ".").last.map(String.init) ?? className
        return identifier(from: last, lowerFirst: false)
    }

    /// A property name; keywords, and `Type` and `Protocol` (which Swift
    /// forbids as bare member names), come back in backticks.
    public func propertyName(_ name: String) -> String {
        let bare = identifier(from: name, lowerFirst: false)
        return SwiftKeywords.memberNeedsBackticks.contains(bare) ? "`\(bare)`" : escaped(bare)
    }

    /// An enum case name for a key; keywords come back in backticks and names
    /// that cannot be members (`Type`, `self`) or that the key enum already
    /// has (`rawValue`, `allCases`) get a trailing underscore.
    public func caseName(_ key: String) -> String {
        var name = identifier(from: key, lowerFirst: true)
        if SwiftKeywords.neverMemberNames.contains(name) || SwiftKeywords.keyEnumMemberNames.contains(name) {
            name += "_"
        }
        return escaped(name)
    }

    /// A parameter name for a predicate variable: `SNAKE_CASE` capitals become
    /// lower camel case (`MIN_PRICE` → `minPrice`), others get a lowercase
    /// first letter (`Name` → `name`); keywords come back in backticks.
    public func parameterName(_ variable: String) -> String {
        let letters = variable.unicodeScalars.filter { $0.properties.isAlphabetic }
        var name: String
        if !letters.isEmpty, letters.allSatisfy({ $0.properties.isUppercase }) {
            let words = variable.lowercased().split(separator: "_")
            name = identifier(from: words.joined(separator: " "), lowerFirst: true)
        } else {
            let clean = identifier(from: variable, lowerFirst: true)
            name = clean.prefix(1).lowercased() + clean.dropFirst()
        }
        return escaped(name)
    }

    /// A name with its first letter uppercased, for building method names
    /// such as `addToBooks`; `capitalized("books") == "Books"`.
    public func capitalized(_ name: String) -> String {
        let clean = identifier(from: name, lowerFirst: false)
        // An ASCII lowercase first letter (the usual case) is uppercased by
        // byte; others go through Unicode case mapping.
        if let first = clean.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
            var bytes = Array(clean.utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        return clean.prefix(1).uppercased() + clean.dropFirst()
    }

    /// Whether a managed property may use `name` (see `SwiftKeywords.reservedMemberNames`).
    public func isReservedMemberName(_ name: String) -> Bool {
        SwiftKeywords.reservedMemberNames.contains(name)
    }

    /// Wraps `name` in backticks when it is a keyword.
    public func escaped(_ name: String) -> String {
        SwiftKeywords.needsBackticks.contains(name) ? "`\(name)`" : name
    }

    /// Whether `text` is a valid Swift identifier (ASCII subset: letter or
    /// underscore, then letters, digits, underscores).
    public func isIdentifier(_ text: String) -> Bool {
        // A lone `_` is Swift's wildcard, not a name.
        guard text != "_" else { return false }
        guard let first = text.unicodeScalars.first, isHead(first) else { return false }
        return text.unicodeScalars.allSatisfy { isHead($0) || ("0"..."9").contains($0) }
    }

    /// Makes an identifier: a valid one is kept; otherwise runs of other
    /// characters become word breaks (camelCased), and a leading digit or an
    /// empty result gets an underscore in front.
    func identifier(from text: String, lowerFirst: Bool) -> String {
        if isIdentifier(text) { return text }
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if isHead(scalar) || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var result = words.enumerated().map { index, word in
            index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if lowerFirst, let first = result.first, first.isUppercase, words.count > 1 {
            result = first.lowercased() + result.dropFirst()
        }
        if result.isEmpty || result == "_" {
            // Nothing ASCII to keep (`日本`): spell the scalars in hex, so the
            // name is still an identifier (a lone `_` is a keyword) and two
            // such names stay distinct.
            result = "_" + text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
        }
        if result.first!.isNumber { result = "_" + result }
        return result
    }

    private func isHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}
