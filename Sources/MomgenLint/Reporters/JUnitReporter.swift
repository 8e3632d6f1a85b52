// JUnit XML for CI dashboards: one test suite per model file, one failing
// test case per finding (its `type` is the severity).
import MomgenDiagnostics

/// `<testsuites>` with a `<testsuite>` per file and a `<testcase>` per finding.
public struct JUnitReporter: Reporter {
    public let id = "junit"

    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        var files: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for d in diagnostics {
            if byFile[d.location.file] == nil { files.append(d.location.file) }
            byFile[d.location.file, default: []].append(d)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"momgen lint\" tests=\"\(diagnostics.count)\" failures=\"\(diagnostics.count)\">\n"
        for file in files {
            let items = byFile[file] ?? []
            out += "  <testsuite name=\"\(Self.escape(file))\" tests=\"\(items.count)\" failures=\"\(items.count)\">\n"
            for d in items {
                let element = [d.entity, d.property].compactMap { $0 }.joined(separator: ".")
                let name = "\(d.ruleID)\(element.isEmpty ? "" : " \(element)")\(d.location.line > 0 ? " (line \(d.location.line))" : "")"
                out += "    <testcase classname=\"\(Self.escape(file))\" name=\"\(Self.escape(name))\">\n"
                out += "      <failure type=\"\(d.severity.rawValue)\" message=\"\(Self.escape(d.message))\">"
                out += Self.escape(XcodeReporter().report([d]).dropLast() + "")
                out += "</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Escapes text for XML attribute values and content.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            default: out.append(character)
            }
        }
        return out
    }
}
