// momgen's `--layout swiftdata` output type-checks against the SwiftData
// stand-in: every sample model and the SwiftDataFeatures fixture at each
// deployment-target level, every corpus version (../shared/corpus), and the
// real projects in ../shared/swiftdata/cases with their own call sites
// (usage.swift) in place of Xcode's classes.
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftDataLayoutTypecheckTests: XCTestCase {
    /// Errors a case's usage.swift still has with momgen's classes, as
    /// `file:line: message`, with why (the call site relies on Xcode's spelling).
    static let caseUsageErrors: [String: [String]] = [:]

    func testSampleModelsAndTheFeaturesFixtureTypecheck() throws {
        let models = TestPaths.sampleModelNames.map { TestPaths.sampleModel($0) }
            + [TestPaths.testsFolder("MomgenSwiftTests/Fixtures/SwiftDataFeatures.xcdatamodel").path]
        var runs: [(model: String, arguments: [String], level: SwiftDataStandIn.DeploymentTarget)] = []
        for model in models {
            for (targets, level) in [(["ios:17.0"], SwiftDataStandIn.DeploymentTarget.iOS17), (["ios:18.0"], .iOS18), ([], .iOS26)] {
                for access in ["internal", "public"] {
                    // --force: the fixture has a lint error on purpose (a default out of range).
                    runs.append((model, targets.flatMap { ["--deployment-target", $0] } + ["--access", access, "--force"], level))
                }
            }
        }
        let outcomes = ConcurrentChecks.map(runs) { try Self.typecheck(model: $0.model, arguments: $0.arguments, level: $0.level) }
        for (run, outcome) in zip(runs, outcomes) {
            XCTAssertEqual(try outcome.get(), [], "\(run.model) \(run.arguments.joined(separator: " "))")
        }
    }

    func testEveryCorpusVersionTypechecks() throws {
        try TestRequirements.shared(for: "type-checking the swiftdata layout on the real-world corpus")
        let versions = TestPaths.sharedModelVersions
        XCTAssertFalse(versions.isEmpty)
        var checked = 0, lintErrors = 0, rejected: [String] = []
        // nil: the version has lint errors and is not generated.
        let outcomes = ConcurrentChecks.map(versions) { version -> [String]? in
            if let findings = LintGate.errorFindings(version), !findings.isEmpty { return nil }
            return try Self.typecheck(model: version, arguments: [], level: .iOS26)
        }
        for (version, outcome) in zip(versions, outcomes) {
            guard let errors = try outcome.get() else {
                lintErrors += 1
                continue
            }
            checked += 1
            if !errors.isEmpty { rejected.append("\(version):\n" + errors.prefix(8).joined(separator: "\n")) }
        }
        print("swiftdata layout, corpus: \(versions.count) versions, \(checked) type-checked, \(checked - rejected.count) without error, \(lintErrors) with lint errors (not generated); type-checks answered from an identical earlier input in this process so far: \(TypecheckMemo.process.shared)")
        XCTAssertEqual(rejected, [])
    }

    func testCasesTypecheckWithTheProjectsOwnCallSites() throws {
        let cases = try TestRequirements.shared("swiftdata/cases", for: "type-checking momgen's SwiftData classes with real call sites")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).filter {
            FileManager.default.fileExists(atPath: cases.appendingPathComponent("\($0)/usage.swift").path)
        }.sorted()
        XCTAssertFalse(names.isEmpty)
        let outcomes = ConcurrentChecks.map(names) { name -> [String] in
            let folder = cases.appendingPathComponent(name)
            let flags = Self.flags(in: folder)
            let modelFolder = folder.appendingPathComponent("model")
            let bundle = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: modelFolder.path).first { $0.hasSuffix(".xcdatamodeld") })
            let targets = zip(flags, flags.dropFirst()).filter { $0.0 == "--deployment-target" }.map { $0.1 }
            return try Self.typecheck(model: modelFolder.appendingPathComponent(bundle).path,
                                      arguments: Array(flags.drop { $0 != "--layout" }.dropFirst(2)),
                                      level: .lowest(of: targets), extraFiles: [folder.appendingPathComponent("usage.swift")])
        }
        for (name, outcome) in zip(names, outcomes) {
            XCTAssertEqual(try outcome.get(), Self.caseUsageErrors[name] ?? [], name)
        }
    }

    /// The words of the case's `FLAGS:` line.
    static func flags(in folder: URL) -> [String] {
        let source = (try? String(contentsOf: folder.appendingPathComponent("SOURCE.txt"), encoding: .utf8)) ?? ""
        let line = source.split(separator: "\n").last { $0.hasPrefix("FLAGS:") } ?? ""
        return line.split(separator: " ").dropFirst().map(String.init)
    }

    /// Generates `model` in the swiftdata layout with `arguments` and
    /// type-checks it (with `extraFiles`) at `level`; the errors as
    /// `file:line: message`. App types the model names (Transformable
    /// classes) are declared as the app would; a schema enum no generated
    /// file declares is declared empty (the versions step writes it).
    static func typecheck(model: String, arguments: [String], level: SwiftDataStandIn.DeploymentTarget,
                          extraFiles: [URL] = []) throws -> [String] {
        let generated = try GeneratedCode.generate(model: model, layout: "swiftdata", extraArguments: arguments)
        defer { generated.discard() }
        guard generated.status == 0 else { return ["momgen generate exited \(generated.status): \(generated.stderr)"] }
        guard !generated.files.isEmpty else { return [] }
        var files = generated.files + extraFiles
        let text = generated.files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        let stubs = schemaStubs(in: text)
        if !stubs.isEmpty {
            let file = generated.folder.appendingPathComponent("SchemaStubs.swift")
            try stubs.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        var diagnostics = try SwiftDataStandIn.typecheck(files: files, deploymentTarget: level, moduleName: "SwiftDataModel")
        let missing = AppTypes.missingTypes(in: diagnostics.errors.map(\.message).map { "error: " + $0 }.joined(separator: "\n"))
        if !missing.isEmpty {
            let file = generated.folder.appendingPathComponent("AppTypes.swift")
            let declarations = AppTypes.declarations(for: missing, usedIn: text).replacingOccurrences(of: "@objc(", with: "// @objc(")
                .replacingOccurrences(of: ") public class ", with: ")\npublic class ")
            try declarations.write(to: file, atomically: true, encoding: .utf8)
            diagnostics = try SwiftDataStandIn.typecheck(files: files + [file], deploymentTarget: level, moduleName: "SwiftDataModel")
        }
        return diagnostics.errors.map { "\($0.sourceLocation): \($0.message)" }
    }

    /// `public enum XSchemaV1 {}` for each `extension XSchemaV1 {` no file declares.
    static func schemaStubs(in text: String) -> String {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("extension ") && line.hasSuffix(" {") {
            let name = line.dropFirst("extension ".count).dropLast(2)
            if !text.contains("enum \(name)") { names.insert(String(name)) }
        }
        return names.sorted().map { "public enum \($0) {}\n" }.joined()
    }
}
