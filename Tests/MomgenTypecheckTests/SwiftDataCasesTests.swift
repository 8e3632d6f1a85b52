// Xcode's own "Create SwiftData Code…" output in ../shared/swiftdata/cases, with
// each project's call sites (usage.swift), type-checked against the stand-in at the
// case's deployment target (its FLAGS line). The stand-in must give exactly the
// errors that the case's SOURCE.txt says Xcode's output has on Apple's compiler:
// that is what makes it a fair judge of momgen's own --layout swiftdata output.
import MomgenTestSupport
import XCTest

final class SwiftDataCasesTests: XCTestCase {
    /// The errors each case's Xcode output has, as `file:line: message` (for an error
    /// in @Model's expansion, the line its note points at). A case not listed must have none.
    static let baseline: [String: [String]] = [
        // SOURCE.txt: "`var id: UUID?` without public in public class Postagem (compile error under Identifiable)".
        "viamemo-xcode15": [
            "Postagem.swift:18: property 'id' must be declared public because it matches a requirement in public protocol 'Identifiable'",
        ],
    ]

    func testXcodeOutputAndUsageGiveTheDocumentedErrors() throws {
        let cases = try TestRequirements.shared("swiftdata/cases", for: "type-checking Xcode's SwiftData output")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).filter {
            FileManager.default.fileExists(atPath: cases.appendingPathComponent("\($0)/generated").path)
        }.sorted()
        XCTAssertFalse(names.isEmpty, "no case folders in \(cases.path)")
        let outcomes = ConcurrentChecks.map(names) { name -> (target: SwiftDataStandIn.DeploymentTarget, errors: [CompilerDiagnostic]) in
            let folder = cases.appendingPathComponent(name)
            let generated = folder.appendingPathComponent("generated")
            let files = try FileManager.default.contentsOfDirectory(atPath: generated.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { generated.appendingPathComponent($0) }
            let target = SwiftDataStandIn.DeploymentTarget.lowest(of: deploymentTargets(in: folder))
            let diagnostics = try SwiftDataStandIn.typecheck(
                files: files + [folder.appendingPathComponent("usage.swift")], deploymentTarget: target)
            return (target, diagnostics.errors)
        }
        for (name, outcome) in zip(names, outcomes) {
            let (target, found) = try outcome.get()
            let errors = found.map { "\($0.sourceLocation): \($0.message)" }
            XCTAssertEqual(errors, Self.baseline[name] ?? [], "\(name) at \(target.rawValue):\n\(found.listing)")
        }
    }

    /// The `--deployment-target` values of the case's `FLAGS:` line.
    func deploymentTargets(in folder: URL) -> [String] {
        let source = (try? String(contentsOf: folder.appendingPathComponent("SOURCE.txt"), encoding: .utf8)) ?? ""
        guard let flags = source.split(separator: "\n").last(where: { $0.hasPrefix("FLAGS:") }) else { return [] }
        let words = flags.split(separator: " ").map(String.init)
        return zip(words, words.dropFirst()).filter { $0.0 == "--deployment-target" }.map { $0.1 }
    }
}
