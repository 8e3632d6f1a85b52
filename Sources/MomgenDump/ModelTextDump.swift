// emit: resolved model → a readable outline (`momgen dump --format text`).
// Each line is made of model names and is escaped for the terminal as a whole
// (TerminalText), so a name can never add a line or drive the terminal.
import MomgenDiagnostics
import MomgenModel
import MomgenReader

/// Renders a resolved model as an indented outline for people.
public struct ModelTextDump: Sendable {
    public init() {}

    public func render(_ model: ResolvedModel, source: ModelSource) -> String {
        var lines: [String] = []
        var header = "model \(source.contentsPath)"
        if let version = source.versionName { header += " (version '\(version)')" }
        lines.append(header)
        for entity in model.entities {
            var line = "entity \(entity.name)"
            if let parent = entity.parent { line += " : \(model.entities[parent].name)" }
            if entity.isAbstract { line += " abstract" }
            if let className = entity.declared.representedClassName { line += " class=\(className)" }
            line += "  [line \(entity.declared.location.line)]"
            lines.append(line)
            for attribute in entity.attributes {
                let declared = attribute.declared
                var text = "  attribute \(declared.name): \(declared.type.xcodeName)"
                if declared.isOptional { text += "?" }
                if let value = declared.defaultValueString { text += " = \(value)" }
                if declared.isTransient { text += " transient" }
                if declared.isIndexed { text += " indexed" }
                if attribute.owner != entity.id { text += " (from \(model.entities[attribute.owner].name))" }
                lines.append(text)
            }
            for relationship in entity.relationships {
                let declared = relationship.declared
                let destination = declared.destinationEntity ?? "?"
                var text = "  relationship \(declared.name): "
                text += declared.isToMany ? (declared.isOrdered ? "[\(destination)] ordered" : "{\(destination)}") : destination
                if declared.isOptional { text += "?" }
                if let inverse = relationship.inverse {
                    text += " inverse \(model.entities[inverse.entity].name).\(inverse.name)"
                } else {
                    text += " no inverse"
                }
                text += " delete=\(declared.deleteRule.xcodeName)"
                if relationship.owner != entity.id { text += " (from \(model.entities[relationship.owner].name))" }
                lines.append(text)
            }
            for fetched in entity.fetchedProperties {
                let request = fetched.declared.fetchRequest
                lines.append("  fetched \(fetched.name): \(request?.entity ?? "?") where \(request?.predicateString ?? "-")")
            }
        }
        for request in model.declared.fetchRequests {
            lines.append("fetchRequest \(request.name): \(request.entity ?? "?") where \(request.predicateString ?? "-")")
        }
        for configuration in model.declared.configurations {
            lines.append("configuration \(configuration.name): \(configuration.members.map(\.name).joined(separator: ", "))")
        }
        for issue in model.issues {
            lines.append("issue line \(issue.location.line): \(issue.message)")
        }
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }
}
