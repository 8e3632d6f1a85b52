// One diagnostic of a compiler run, parsed from swiftc's `-diagnostic-style llvm`
// output (`file:line:column: severity: message`), so tests can compare diagnostics
// as values instead of searching text.
import Foundation

/// A compiler error, warning, note or remark with its location.
struct CompilerDiagnostic: Equatable, CustomStringConvertible {
    /// How serious the compiler says it is.
    enum Severity: String {
        case error, warning, note, remark
    }

    /// The path the compiler printed (a source file, or a macro expansion buffer).
    var file: String
    /// 1-based line.
    var line: Int
    /// 1-based column.
    var column: Int
    var severity: Severity
    var message: String
    /// The notes the compiler printed right after this error or warning.
    var notes: [CompilerDiagnostic] = []

    /// The file's last path component.
    var fileName: String { (file as NSString).lastPathComponent }

    var description: String { "\(fileName):\(line):\(column): \(severity.rawValue): \(message)" }

    /// Whether the compiler reported it inside a macro expansion buffer
    /// (`@__swiftmacro_…`), such as the conformance extension `@Model` adds.
    var isInMacroExpansion: Bool { fileName.hasPrefix("@__swiftmacro_") }

    /// Where in the user's sources it points: its own location, or for one inside a
    /// macro expansion, the last of its notes in a real file (for `@Model`'s
    /// conformance, "mark the property as 'public'" on the `var id` line).
    var sourceLocation: String {
        let noteInSource = notes.last(where: { !$0.isInMacroExpansion })
        let origin = isInMacroExpansion ? noteInSource ?? self : self
        return "\(origin.fileName):\(origin.line)"
    }

    /// Every `file:line:column: severity: message` line of `output`, in order, each
    /// note attached to the error or warning before it.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parseLine(String(line)) else { continue }
            if diagnostic.severity == .note, !diagnostics.isEmpty {
                diagnostics[diagnostics.count - 1].notes.append(diagnostic)
            } else {
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// One line, or nil when it is source text, a caret line or a summary.
    static func parseLine(_ line: String) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note, .remark] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                  let column = Int(location[location.count - 1]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            return CompilerDiagnostic(file: file, line: lineNumber, column: column, severity: severity,
                                      message: String(line[marker.upperBound...]))
        }
        return nil
    }
}

extension Array where Element == CompilerDiagnostic {
    /// Only the errors.
    var errors: [CompilerDiagnostic] { filter { $0.severity == .error } }
    /// One diagnostic per line, for failure messages.
    var listing: String { map(\.description).joined(separator: "\n") }
}
