// The semantic equality check between a compiled model and its source: both
// are dumped (`momgen dump --format json`) after the documented losses
// (`CompiledFormLoss`, the one list) are erased from both, and every field
// that still differs is reported. A difference here is either a new loss to
// document or a bug in the compiled reader; tests run it over every compiled
// bundle and store with a source in ../shared.
import Foundation
import MomgenModel
import MomgenReader

/// Compares a compiled model with its source, field by field.
public enum CompiledFormComparison {
    /// One field that differs: its path in the dump (entities and
    /// properties by name) and the value on each side (nil: absent).
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        public let path: String
        public let source: String?
        public let compiled: String?

        public var description: String {
            "\(path): source \(source ?? "(absent)"), compiled \(compiled ?? "(absent)")"
        }
    }

    /// The fields of `compiled` and `source` that differ once `losses`
    /// (every documented one by default) are erased, sorted by path.
    public static func differences(source: Model, compiled: Model, form: CompiledForm,
                                   losses: [CompiledFormLoss] = CompiledFormLoss.allCases) -> [Difference] {
        let (source, compiled) = CompiledFormLoss.erasing(losses, source: source, compiled: compiled, form: form)
        let ignored = CompiledFormLoss.ignoredDumpKeys(losses)
        let left = fields(source, ignoring: ignored), right = fields(compiled, ignoring: ignored)
        return Set(left.keys).union(right.keys).sorted().compactMap { path in
            left[path] == right[path] ? nil : Difference(path: path, source: left[path], compiled: right[path])
        }
    }

    /// The dump of `model` as path → value, without the keys the losses make
    /// meaningless.
    static func fields(_ model: Model, ignoring keys: Set<String>) -> [String: String] {
        let resolved = Resolver().resolve(model)
        let text = ModelJSONDump().render(resolved, source: ModelSource(contentsPath: "model"))
        guard let tree = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return [:] }
        var out: [String: String] = [:]
        let ignored = keys.union(["source", "formatVersion"])
        flatten(tree, path: "", ignored: ignored, into: &out)
        return out
    }

    /// Objects by key, arrays by their elements' `name` (or position, for
    /// elements without one: constraint groups, index elements).
    private static func flatten(_ value: Any, path: String, ignored: Set<String>, into out: inout [String: String]) {
        switch value {
        case let object as [String: Any]:
            for (key, item) in object where !ignored.contains(key) {
                flatten(item, path: path.isEmpty ? key : path + "." + key, ignored: ignored, into: &out)
            }
        case let array as [Any]:
            if array.isEmpty { return }
            for (offset, item) in array.enumerated() {
                let name = (item as? [String: Any])?["name"] as? String
                flatten(item, path: path + "[" + (name ?? String(offset)) + "]", ignored: ignored, into: &out)
            }
        case let number as NSNumber:
            out[path] = number.stringValue
        case is NSNull:
            break
        default:
            out[path] = "\(value)"
        }
    }
}
