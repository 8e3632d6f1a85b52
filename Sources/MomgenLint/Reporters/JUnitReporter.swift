// JUnit XML for CI dashboards: one test suite per model file. A finding at
// error or warning level is a failing test case (its `type` is the severity);
// a note is a passing case that carries its text in `system-out`, since it is
// advice, not a failure; a model without findings is one passing case, so a
// clean run never reads as "no tests"; an input that could not be read is an
// errored case (`<error>`), which CI counts as broken, not as passed.
import MomgenDiagnostics

/// `<testsuites>` with a `<testsuite>` per file and a `<testcase>` per finding.
public struct JUnitReporter: Reporter {
    public let id = "junit"

    public init() {}

    /// One test case, before rendering.
    private struct Case {
        var name: String
        /// `failure`, `error` or nil (passed).
        var outcome: String?
        var diagnostic: Diagnostic?
    }

    public func report(_ report: LintReport) -> String {
        var files: [String] = []
        var cases: [String: [Case]] = [:]
        func add(_ file: String, _ item: Case) {
            if cases[file] == nil { files.append(file) }
            cases[file, default: []].append(item)
        }
        for failure in report.failures {
            add(failure.location.file, Case(name: LintReport.unreadableInputID, outcome: "error", diagnostic: failure))
        }
        for d in report.diagnostics {
            let element = [d.entity, d.property].compactMap { $0 }.joined(separator: ".")
            let name = "\(d.ruleID)\(element.isEmpty ? "" : " \(element)")\(d.location.line > 0 ? " (line \(d.location.line))" : "")"
            add(d.location.file, Case(name: name, outcome: d.severity == .info ? nil : "failure", diagnostic: d))
        }
        for file in report.checkedFiles where cases[file] == nil {
            add(file, Case(name: "lint", outcome: nil, diagnostic: nil))
        }
        let all = files.flatMap { cases[$0] ?? [] }
        func count(_ outcome: String, _ items: [Case]) -> Int { items.filter { $0.outcome == outcome }.count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"momgen lint\" tests=\"\(all.count)\" failures=\"\(count("failure", all))\" errors=\"\(count("error", all))\">\n"
        for file in files {
            let items = cases[file] ?? []
            let name = XMLText.escaped(file)
            out += "  <testsuite name=\"\(name)\" tests=\"\(items.count)\" failures=\"\(count("failure", items))\" errors=\"\(count("error", items))\">\n"
            for item in items {
                out += "    <testcase classname=\"\(name)\" name=\"\(XMLText.escaped(item.name))\""
                guard let d = item.diagnostic else { out += "/>\n"; continue }
                out += ">\n"
                let text = XMLText.escaped(String(XcodeReporter.line(d).dropLast()))
                if let outcome = item.outcome {
                    out += "      <\(outcome) type=\"\(d.severity.rawValue)\" message=\"\(XMLText.escaped(d.message))\">\(text)</\(outcome)>\n"
                } else {
                    out += "      <system-out>\(text)</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
