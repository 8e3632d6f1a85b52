// The name a model's generated code uses (`BookStore` for
// `BookStore.xcdatamodeld`), taken from the path the user gave.
import MomgenReader

/// Derives a model's name from its source.
public enum ModelName {
    /// The bundle's name; else the model folder's (`contents` dropped); else `Model`.
    /// A compiled model or a store is named without its ending
    /// (`Journal.momd`, `Journal.mom`, `Journal.sqlite` → `Journal`), as a
    /// source model is: the swiftdata layout's schemas are named from it
    /// (`JournalSchemaV1`), and `momgen store` names them the same way.
    public static func of(_ source: ModelSource) -> String {
        var components = (source.bundlePath ?? source.contentsPath).split(separator: "/").map(String.init)
        if source.bundlePath == nil, components.last == "contents" { components.removeLast() }
        guard var name = components.last else { return "Model" }
        for suffix in [".xcdatamodeld", ".xcdatamodel", ".momd", ".mom", ".sqlite", ".store"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return name.isEmpty ? "Model" : name
    }
}
