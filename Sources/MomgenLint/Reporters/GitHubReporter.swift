// GitHub Actions workflow commands, which show findings as annotations on the
// pull request's diff:
//
//     ::warning file=Model.xcdatamodel/contents,line=14,col=9,title=missing-inverse::relationship …
//
// Values are escaped as the Actions toolkit does (%, CR, LF; also : and , in properties).
import MomgenDiagnostics

/// One `::level file=…,line=…,col=…,title=…::message` line per finding.
public struct GitHubReporter: Reporter {
    public let id = "github"

    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { d in
            var properties = ["file=\(Self.escapeProperty(d.location.file))"]
            if d.location.line > 0 { properties.append("line=\(d.location.line)") }
            if d.location.column > 0 { properties.append("col=\(d.location.column)") }
            properties.append("title=\(Self.escapeProperty(d.ruleID))")
            return "::\(Self.level(d.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(d.message))\n"
        }.joined()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation needed).
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
