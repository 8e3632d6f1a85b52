// Types a model names but the app defines: Transformable value classes,
// enum types (`attributeValueScalarType`, `momgen.enumType`), Codable types
// (`momgen.codableType`). The corpus check declares each the way the
// generated code uses it, as the app would, and type-checks again.
import Foundation

/// Finds and declares app-supplied types.
enum AppTypes {
    /// Capitalised names in "cannot find type 'X'" / "cannot find 'X'" errors, sorted, unique.
    static func missingTypes(in diagnostics: String) -> [String] {
        var names = Set<String>()
        for line in diagnostics.split(separator: "\n") where line.contains("error: cannot find ") {
            guard let start = line.range(of: "cannot find type '")?.upperBound ?? line.range(of: "cannot find '")?.upperBound,
                  let end = line[start...].firstIndex(of: "'") else { continue }
            let name = String(line[start..<end])
            if name.first?.isUppercase == true { names.insert(name) }
        }
        return names.sorted()
    }

    /// A Swift file declaring each name as the generated code uses it.
    static func declarations(for names: [String], usedIn generated: String) -> String {
        var text = "// App types the model refers to, declared for the type-check.\nimport Foundation\n"
        for name in names {
            text += "\n" + declaration(for: name, usedIn: generated) + "\n"
        }
        return text
    }

    /// An enum when the code calls `Name.init(rawValue:)` (raw type read from the
    /// storage line just before), a Codable struct when it decodes `Name.self`,
    /// otherwise an NSObject subclass.
    static func declaration(for name: String, usedIn generated: String) -> String {
        let lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        if let index = lines.firstIndex(where: { $0.contains("\(name).init(rawValue:)") }) {
            let context = lines[max(0, index - 3)...index].joined(separator: "\n")
            let rawTypes = [(".int16Value", "Int16"), (".int32Value", "Int32"), (".int64Value", "Int64"),
                            (".intValue", "Int"), (".doubleValue", "Double"), (".floatValue", "Float"), ("as? String", "String")]
            if let raw = rawTypes.first(where: { context.contains($0.0) })?.1 {
                let literal = raw == "String" ? "" : " = 0"
                return "public enum \(name): \(raw) { case stub\(literal) }"
            }
        }
        if generated.contains("\(name).self") { return "public struct \(name): Codable, Hashable {}" }
        return "@objc(\(name)) public class \(name): NSObject {}"
    }
}
