// `momgen versions --format text`: each version with its checksum and entity
// hashes, the current one marked, and between consecutive versions the
// entities whose hashes changed (the changes that need a migration). Names
// from the bundle are escaped for the terminal (TerminalText).
import MomgenDiagnostics

/// Renders a version history for people.
public struct VersionsTextRenderer {
    public init() {}

    public func render(_ history: VersionHistory) -> String {
        var out = ""
        let count = history.versions.count
        if let bundle = history.bundlePath {
            out += "\(TerminalText.escaped(bundle)): \(count) version\(count == 1 ? "" : "s"), current: "
            out += history.current.map { "'\(TerminalText.escaped($0.name))'" } ?? "none (no .xccurrentversion names one)"
            out += "\n"
        }
        for (index, version) in history.versions.enumerated() {
            out += "\n\(TerminalText.escaped(version.name))\(version.isCurrent ? " (current)" : "")\n"
            let width = max(8, version.hashes.entities.map { TerminalText.escaped($0.name).count }.max() ?? 0)
            out += "  " + pad("checksum", width) + "  " + version.hashes.checksum + "\n"
            for entity in version.hashes.entities {
                out += "  " + pad(TerminalText.escaped(entity.name), width) + "  " + entity.base64 + "\n"
                for reason in entity.inexactReasons {
                    out += "  " + pad("", width) + "  hash not exact: \(TerminalText.escaped(reason))\n"
                }
            }
            guard index > 0 else { continue }
            let previous = TerminalText.escaped(history.versions[index - 1].name)
            let changes = history.changesFromPrevious(index)
            if changes.isEmpty {
                out += "  from '\(previous)': no entity hash changed (stores open without migration)\n"
                continue
            }
            out += "  from '\(previous)': migration needed, \(changes.count) entit\(changes.count == 1 ? "y" : "ies") changed\n"
            for change in changes {
                out += "    \(TerminalText.escaped(change.entity)): \(change.kind.rawValue)\n"
                for detail in change.details { out += "      \(TerminalText.escaped(detail))\n" }
            }
        }
        return out
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
