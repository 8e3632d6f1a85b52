// The invariant above every heuristic of a switch: after `momgen init &&
// momgen`, no type is declared twice in the project. Before a build writes
// a file that is not there yet, the types that file declares are looked up
// among the project's own sources (TypeDeclarationIndex); a type declared
// in a file the build does not own (not one of its outputs) stops the
// build with that file and line, before anything is written. Files already
// on disk declare nothing new, so an unchanged project costs no walk.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenDiagnostics
import MomgenProject
import MomgenWriter

/// Finds the types a build would declare a second time.
///
/// For example, a build that would create `Generated/Model/User.swift`
/// (`class User: _User`) in a project whose `App/User.h` declares
/// `@interface User : _User` gives one error at `App/User.h:5`.
public struct DuplicateTypeCheck: Sendable {
    /// The project folder (the folder holding momgen.yml).
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// One error per type an output to be created declares that the
    /// project declares outside `outputs`, in file and line order.
    public func findings(_ outputs: [OutputFile]) -> [Diagnostic] {
        let rootPath = Self.absolute(root)
        let owned = Set(outputs.map { Self.relative(Self.absolute($0.displayPath), to: rootPath) })
        var declared: [(name: String, output: String)] = []
        for output in outputs where !FileManager.default.fileExists(atPath: output.displayPath) {
            let name = output.path.split(separator: "/").last.map(String.init) ?? output.path
            guard let objectiveC = TypeDeclarations.isObjectiveC(fileName: name) else { continue }
            let shown = Self.relative(Self.absolute(output.displayPath), to: rootPath)
            declared += TypeDeclarations.scan(output.contents, objectiveC: objectiveC).map { ($0.name, shown) }
        }
        guard !declared.isEmpty else { return [] }
        let index = TypeDeclarationIndex(root: rootPath)
        var findings: [Diagnostic] = []
        var seen: Set<TypeDeclarationIndex.Site> = []
        for (name, output) in declared.sorted(by: { ($0.output, $0.name) < ($1.output, $1.name) }) {
            for site in index.declarations(of: name) where !owned.contains(site.file) && seen.insert(site).inserted {
                findings.append(Diagnostic(
                    ruleID: "duplicate-type", severity: .error,
                    message: "'\(name)' is declared here, and momgen would declare it again in \(output): a type declared twice does not compile, so momgen writes nothing while it stands (move or delete this declaration, or point the entry's output at this file's folder)",
                    location: SourceLocation(file: rootPath + "/" + site.file, line: site.line, column: 1)))
            }
        }
        return findings.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
    }

    /// `path` made absolute (against the current folder) and tidied (`.`, `..`).
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `path` relative to `root` when inside it, else `path`.
    static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
