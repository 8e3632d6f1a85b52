// What one archive does not hold that its source may have (issue 32 item 5):
// a class name a store's model cache leaves out, a Transformable's custom
// class beside a custom transformer. The decoded model leaves such a fact
// out rather than invent it (decompile then writes no representedClassName,
// no customClassName); these notes say so, one per kind, naming the first
// few elements. The losses every archive has are in `CompiledFormLoss`.
import MomgenModel
import MomgenPlist

/// The notes on facts this archive lacks.
enum ArchiveGaps {
    /// At most this many names are listed in one note.
    static let namesShown = 5

    static func notes(_ archive: KeyedArchive, model: Model) throws -> [String] {
        var notes: [String] = []
        var classless: [String] = []
        if let rootUID = archive.top["root"], let root = try archive.keyedObject(rootUID) {
            for (name, uid) in try archive.dictionary(root.fields["NSEntities"], named: "NSEntities") {
                guard let entity = try archive.keyedObject(uid), entity.className == "NSEntityDescription" else { continue }
                if try archive.string(entity.fields["NSClassNameForEntity"], named: "NSClassNameForEntity") == nil { classless.append(name) }
            }
        }
        if !classless.isEmpty {
            notes.append("\(count(classless.count, "entity", "entities")) no class name in the archive (\(list(classless))): the class is not known, so none is given (decompile writes no representedClassName)")
        }
        var transformable: [String] = []
        for entity in model.entities {
            for attribute in entity.attributes where CompiledFormLoss.mayHaveLostClass(attribute) {
                transformable.append(entity.name + "." + attribute.name)
            }
        }
        if !transformable.isEmpty {
            notes.append("\(count(transformable.count, "Transformable attribute", "Transformable attributes")) a custom value transformer and no class (\(list(transformable))): a custom class set beside a custom transformer is not archived, so it cannot be recovered")
        }
        return notes
    }

    private static func count(_ number: Int, _ one: String, _ many: String) -> String {
        number == 1 ? "1 \(one) has" : "\(number) \(many) have"
    }

    private static func list(_ names: [String]) -> String {
        let sorted = names.sorted()
        let shown = sorted.prefix(namesShown).joined(separator: ", ")
        return sorted.count > namesShown ? shown + " and \(sorted.count - namesShown) more" : shown
    }
}
