// The Swift types the swiftdata layout writes for attributes. Classes live
// nested in the schema enum, so an entity or composite named `Date`, `Data`
// or `String` would hide the standard type inside it: those are then
// written module-qualified (`Foundation.Date`).
import MomgenModel
import MomgenSwiftData

/// Swift type names for attribute types, qualified where a generated type hides them.
///
/// For example, with an entity `Date` in the model, a Date attribute is
/// `Foundation.Date`; otherwise `Date`.
struct SwiftDataTypeNames: Sendable {
    /// Names of the classes and structs declared in the schema enum.
    let declared: Set<String>

    /// The module of each standard type the layout writes.
    static let modules: [String: String] = [
        "Int16": "Swift", "Int32": "Swift", "Int64": "Swift", "Double": "Swift", "Float": "Swift",
        "String": "Swift", "Bool": "Swift", "Decimal": "Foundation", "Date": "Foundation",
        "Data": "Foundation", "UUID": "Foundation", "URL": "Foundation", "NSObject": "ObjectiveC",
    ]

    /// `name`, module-qualified when a declared type has the name.
    func standard(_ name: String) -> String {
        guard declared.contains(name), let module = Self.modules[name] else { return name }
        // NSObject's module differs between Apple platforms and Linux; Foundation re-exports it on both.
        return (module == "ObjectiveC" ? "Foundation" : module) + "." + name
    }

    /// The Swift type of a plain attribute type, or nil for types without
    /// one (Transformable, Composite, ObjectID, Undefined, unknown): the row
    /// of SwiftData's type table (`SwiftDataValueType`, the same one the hash
    /// proof derives entities with), qualified where a declared type hides it.
    func type(of attributeType: AttributeType) -> String? {
        SwiftDataValueType(declaring: attributeType).map { standard($0.rawValue) }
    }

    /// The class a Transformable attribute holds: its custom class
    /// (`.Article` and `MyApp.Article` are `Article`), nil when it names none.
    static func customClass(of attribute: Attribute) -> String? {
        let candidates = [attribute.userInfo[UserInfoKeys.attributeValueClassName], attribute.customClassName]
        for case let text? in candidates.map({ $0?.trimmingSpaces }) where !text.isEmpty {
            let bare = text.hasPrefix(".") ? String(text.dropFirst()) : text
            let simple = bare.contains("[") || bare.contains("<") ? bare : String(bare.split(separator: ".").last ?? "")
            if SwiftLiteral.isTypeExpression(simple) { return simple }
        }
        return nil
    }
}
