// The arguments of `@Attribute(…)` and `@Relationship(…)` on one property, as
// SwiftData's macros read them: option cases (`.unique`, `.externalStorage`,
// `.transformable(by:)`, `.spotlight`, `.allowsCloudEncryption`,
// `.preserveValueOnDeletion`, `.ephemeral`) and labelled arguments
// (`originalName:`, `hashModifier:`, `deleteRule:`, `inverse:`,
// `minimumModelCount:`, `maximumModelCount:`).
import Foundation
import MomgenModel

/// What `@Attribute` and `@Relationship` say about one property.
struct SwiftPropertyOptions {
    var isUnique = false
    var externalStorage = false
    var transformer: String?
    var spotlight = false
    var cloudEncryption = false
    var preserveValueOnDeletion = false
    var ephemeral = false
    var originalName: String?
    var hashModifier: String?
    var deleteRule: DeleteRule?
    /// `inverse: \Destination.name` → `name`.
    var inverse: String?
    var minimumModelCount: Int?
    var maximumModelCount: Int?
    /// Arguments momgen does not know, as written (for a finding).
    var unknown: [String] = []

    init(_ property: SwiftStoredProperty) {
        for use in property.attributes where use.name == "Attribute" || use.name == "Relationship" {
            for (label, text) in use.arguments {
                read(label: label, text: text)
            }
        }
    }

    private mutating func read(label: String?, text: String) {
        switch label {
        case "originalName"?: originalName = Self.stringLiteral(text)
        case "hashModifier"?: hashModifier = Self.stringLiteral(text)
        case "deleteRule"?:
            deleteRule = ["cascade": .cascade, "nullify": .nullify, "deny": .deny, "noAction": .noAction][Self.caseName(text)]
            if deleteRule == nil { unknown.append("deleteRule: " + text) }
        case "inverse"?: inverse = text.split(separator: ".").last.map(String.init)
        case "minimumModelCount"?: minimumModelCount = Int(text)
        case "maximumModelCount"?: maximumModelCount = Int(text)
        case nil:
            switch Self.caseName(text) {
            case "unique": isUnique = true
            case "externalStorage": externalStorage = true
            case "spotlight": spotlight = true
            case "allowsCloudEncryption": cloudEncryption = true
            case "preserveValueOnDeletion": preserveValueOnDeletion = true
            case "ephemeral": ephemeral = true
            case "transformable":
                transformer = text.components(separatedBy: "by:").last.map {
                    $0.trimmingCharacters(in: .init(charactersIn: " )")).replacingOccurrences(of: ".self", with: "")
                } ?? ""
            default: unknown.append(text)
            }
        case let other?: unknown.append(other + ": " + text)
        }
    }

    /// `.cascade` → `cascade`, `.transformable(by: X.self)` → `transformable`.
    private static func caseName(_ text: String) -> String {
        let bare = text.hasPrefix(".") ? text.dropFirst() : Substring(text)
        return String(bare.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private static func stringLiteral(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\(") else { return nil }
        return String(text.dropFirst().dropLast())
    }
}

