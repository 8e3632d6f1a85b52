// Builds random, structurally valid Core Data models whose names and userInfo
// are drawn from hostile pools (keywords, platform type names, momgen's own
// generated names, odd Unicode). The property the fuzz test checks: momgen
// either refuses the model with a lint error, or its Swift type-checks.

/// One random model, reproducible from its seed.
struct HostileModelGenerator {
    /// The app-side types the generated models may name (enums and a Codable
    /// struct), compiled with the generated code. Written with `Swift.`, so an
    /// entity class named `String` breaks only code momgen generated. Public,
    /// as an app's types must be for `--access public` or `open` members.
    static let appTypes = """
    import Foundation

    public enum IntMood: Swift.Int16 { case calm, cheerful }
    public enum TextMood: Swift.String { case open, closed }
    public struct Settings: Swift.Codable { public var volume: Swift.Int }

    """

    var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// A draft entity before it is written as XML.
    struct Draft {
        var name: String
        var className: String
        var parent: Int?
        var attributes: [String] = []
        var relationships: [String] = []
        var userInfo: [(String, String)] = []
        /// Every property name of the entity, to keep them unique in its family.
        var propertyNames: Set<String> = []
        /// The names of `attributes`, in order.
        var attributeNames: [String] = []
    }

    /// The model's `contents` XML.
    mutating func contents() -> String {
        var entities: [Draft] = []
        var entityNames: Set<String> = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            var name = random.pick(random.chance(0.5) ? HostileNamePools.ordinaryEntities : HostileNamePools.entities)
            while entityNames.contains(name) { name += "X" }
            entityNames.insert(name)
            var draft = Draft(name: name, className: name)
            if !entities.isEmpty, random.chance(0.3) {
                let parent = Int.random(in: 0..<entities.count, using: &random)
                draft.parent = parent
                draft.propertyNames = family(of: parent, in: entities)
                // A child entity with its parent's class, now and then.
                if random.chance(0.15) { draft.className = entities[parent].className }
            }
            if random.chance(0.1) { draft.className = "." + draft.className }
            if random.chance(0.25) {
                draft.userInfo.append((random.pick(HostileNamePools.userInfoKeys), "v"))
                draft.userInfo.append((random.pick(HostileNamePools.userInfoKeys), "w"))
            }
            if random.chance(0.15) {
                draft.userInfo.append(("additionalImports", random.pick(HostileNamePools.imports)))
            }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                guard let property = freshName(&draft) else { break }
                draft.attributes.append(attribute(property))
                draft.attributeNames.append(property)
            }
            entities.append(draft)
        }
        addRelationships(&entities)
        var xml = ""
        for entity in entities {
            xml += entityXML(entity, parentName: entity.parent.map { entities[$0].name })
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let entity = random.pick(entities)
            var name = random.pick(HostileNamePools.fetchRequests)
            while xml.contains("<fetchRequest name=\"\(name)\"") { name += "X" }
            // Key paths name the entity's own attributes (the linter checks them).
            let attributes = entity.attributeNames
            var predicates = ["", "TRUEPREDICATE"]
            if let key = attributes.first {
                predicates += ["\(key) == $NAME", "\(key) != nil AND ($MIN < 3 OR $OWNER == nil)", "\(key) == $_"]
            }
            let predicate = random.pick(predicates)
            let attribute = predicate.isEmpty ? "" : " predicateString=\"\(escape(predicate))\""
            xml += "    <fetchRequest name=\"\(escape(name))\" entity=\"\(escape(entity.name))\"\(attribute)/>\n"
        }
        return ModelFolder.document(xml)
    }

    /// Property names already used by `index`, its ancestors and descendants.
    func family(of index: Int, in entities: [Draft]) -> Set<String> {
        var names = entities[index].propertyNames
        var parent = entities[index].parent
        while let next = parent {
            names.formUnion(entities[next].propertyNames)
            parent = entities[next].parent
        }
        return names
    }

    /// A property name not yet used in `draft`'s family (nil after a few tries).
    mutating func freshName(_ draft: inout Draft) -> String? {
        for _ in 0..<8 {
            let name = random.pick(random.chance(0.65) ? HostileNamePools.ordinaryProperties : HostileNamePools.properties)
            if !draft.propertyNames.contains(name) {
                draft.propertyNames.insert(name)
                return name
            }
        }
        return nil
    }

    /// One attribute element named `name`, with a random type and userInfo.
    mutating func attribute(_ name: String) -> String {
        let optional = random.chance(0.5) ? "YES" : "NO"
        let type = random.pick(["String", "Integer 16", "Integer 64", "Boolean", "Double", "Date", "UUID", "URI", "Binary", "Decimal", "Transformable"])
        var extra = ""
        if ["Integer 16", "Integer 64", "Boolean", "Double"].contains(type) {
            extra += " usesScalarValueType=\"\(random.chance(0.8) ? "YES" : "NO")\""
            if type != "Double" && type != "Boolean" { extra += " defaultValueString=\"0\"" }
        }
        if type == "Transformable", random.chance(0.3) {
            extra += " customClassName=\"\(escape(random.pick(HostileNamePools.customClasses)))\""
        }
        var info: [(String, String)] = []
        if type == "Integer 16", random.chance(0.4) { info.append(("momgen.enumType", random.pick(["IntMood", "Int Mood"]))) }
        if type == "String", random.chance(0.3) { info.append(("momgen.enumType", "TextMood")) }
        if type == "Binary", random.chance(0.3) { info.append(("momgen.codableType", "Settings")) }
        // A scalar enum declared on a non-scalar attribute.
        if ["Date", "UUID", "Decimal"].contains(type), random.chance(0.2) { info.append(("attributeValueScalarType", "IntMood")) }
        if random.chance(0.15) { info.append((random.pick(HostileNamePools.userInfoKeys), "x")) }
        if random.chance(0.1) { info.append(("mogenerator.readonly", "YES")) }
        let body = userInfoXML(info, indent: "            ")
        let open = "<attribute name=\"\(escape(name))\" optional=\"\(optional)\" attributeType=\"\(type)\"\(extra)"
        return body.isEmpty ? open + "/>" : open + ">\n" + body + "        </attribute>"
    }

    /// Pairs of relationships with inverses between random entities.
    mutating func addRelationships(_ entities: inout [Draft]) {
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let from = Int.random(in: 0..<entities.count, using: &random)
            let to = Int.random(in: 0..<entities.count, using: &random)
            guard let name = freshName(&entities[from]) else { continue }
            guard let inverse = freshName(&entities[to]), from != to || name != inverse else { continue }
            let toMany = random.chance(0.6)
            let ordered = toMany && random.chance(0.5)
            let fromName = entities[from].name, toName = entities[to].name
            entities[from].relationships.append(relationship(name, destination: toName, inverse: inverse, toMany: toMany, ordered: ordered))
            entities[to].relationships.append(relationship(inverse, destination: fromName, inverse: name, toMany: false, ordered: false))
        }
    }

    func relationship(_ name: String, destination: String, inverse: String, toMany: Bool, ordered: Bool) -> String {
        let count = toMany ? " toMany=\"YES\"" + (ordered ? " ordered=\"YES\"" : "") : " maxCount=\"1\""
        return "<relationship name=\"\(escape(name))\" optional=\"YES\"\(count) deletionRule=\"Nullify\" destinationEntity=\"\(escape(destination))\" inverseName=\"\(escape(inverse))\" inverseEntity=\"\(escape(destination))\"/>"
    }

    func entityXML(_ entity: Draft, parentName: String?) -> String {
        let parent = parentName.map { " parentEntity=\"\(escape($0))\"" } ?? ""
        var xml = "    <entity name=\"\(escape(entity.name))\" representedClassName=\"\(escape(entity.className))\"\(parent) syncable=\"YES\" codeGenerationType=\"manual\">\n"
        for element in entity.attributes + entity.relationships {
            xml += "        \(element)\n"
        }
        xml += userInfoXML(entity.userInfo, indent: "        ")
        return xml + "    </entity>\n"
    }

    func userInfoXML(_ entries: [(String, String)], indent: String) -> String {
        guard !entries.isEmpty else { return "" }
        var xml = "\(indent)<userInfo>\n"
        var seen: Set<String> = []
        for (key, value) in entries where seen.insert(key).inserted {
            xml += "\(indent)    <entry key=\"\(escape(key))\" value=\"\(escape(value))\"/>\n"
        }
        return xml + "\(indent)</userInfo>\n"
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
