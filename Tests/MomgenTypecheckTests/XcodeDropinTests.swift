// The Xcode half of the drop-in promise (issue 21): for every Xcode project in
// ../shared/dropin (`*-xcode<N>`), generate with the flags the switching guide
// gives for its era (`--layout xcode --access public --xcode-version N
// --deployment-target …`, read from its SOURCE.txt) and type-check the
// project's own class files and call sites against momgen's output on the
// Core Data stub. Each must compile unchanged.
import Foundation
import MomgenTestSupport
import XCTest

final class XcodeDropinTests: XCTestCase {
    /// Projects that cannot compile on this stub for a reason outside
    /// momgen's output, with the reason; reported, not asserted.
    static let knownStubGaps: [String: String] = [:]

    /// Differences between a project's committed files and momgen's that
    /// no call site can see, by project.
    static let knownDeclarationDifferences: [String: [String]] = [:]

    /// One project folder and what its SOURCE.txt says.
    struct Project {
        var folder: URL
        var name: String { folder.lastPathComponent }
        /// `8` for "version: Xcode 8.1".
        var xcodeVersion: String
        /// `ios:10.1`, … from the `*_DEPLOYMENT_TARGET = …` settings named there (lowest per platform).
        var deploymentTargets: [String]

        /// The arguments of the switching guide for this project.
        var arguments: [String] {
            ["--access", "public", "--xcode-version", xcodeVersion] + deploymentTargets.flatMap { ["--deployment-target", $0] }
        }
    }

    static let platforms = [("IPHONEOS", "ios"), ("MACOSX", "macos"), ("TVOS", "tvos"), ("WATCHOS", "watchos"), ("XROS", "visionos")]

    /// The Xcode projects of ../shared/dropin, sorted.
    static func projects(in root: URL) -> [Project] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.contains("-xcode") }.sorted()
        return names.compactMap { name in
            let folder = root.appendingPathComponent(name)
            guard let source = try? String(contentsOf: folder.appendingPathComponent("SOURCE.txt"), encoding: .utf8) else { return nil }
            var version = ""
            var targets: [String] = []
            for line in source.split(separator: "\n") {
                if line.hasPrefix("version: Xcode ") {
                    version = String(line.dropFirst("version: Xcode ".count).prefix { $0 != "." && $0 != " " })
                }
                guard line.hasPrefix("deployment target:") else { continue }
                for (setting, platform) in platforms {
                    let marker = setting + "_DEPLOYMENT_TARGET = "
                    var rest = Substring(line)
                    var lowest: String?
                    while let range = rest.range(of: marker) {
                        let value = String(rest[range.upperBound...].prefix { $0 == "." || $0.isNumber })
                        if lowest == nil || value.compare(lowest!, options: .numeric) == .orderedAscending { lowest = value }
                        rest = rest[range.upperBound...]
                    }
                    if let lowest { targets.append("\(platform):\(lowest)") }
                }
            }
            return Project(folder: folder, xcodeVersion: version, deploymentTargets: targets)
        }
    }

    /// The model bundle or folder under `model/`.
    static func model(of project: Project) -> String? {
        let folder = project.folder.appendingPathComponent("model")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.first { $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }.map { folder.appendingPathComponent($0).path }
    }

    /// Generates `project` with `arguments` and type-checks its human files
    /// and usage.swift against the result; nil when it compiles, else why not.
    func failure(_ project: Project, arguments: [String]) throws -> String? {
        guard let model = Self.model(of: project) else { return "no model" }
        let folder = TestPaths.temporaryFolder("momgen-dropin")
        defer { try? FileManager.default.removeItem(at: folder) }
        let machine = folder.appendingPathComponent("generated")
        // momgen's own class files go aside: the project's are type-checked instead.
        let result = try MomgenProcess.run(["generate", model, "--layout", "xcode", "--output", machine.path,
                                            "--human-dir", folder.appendingPathComponent("momgen-classes").path] + arguments)
        guard result.status == 0 else { return "momgen generate failed: \(result.stderr)" }
        let human = GeneratedCode.swiftFiles(under: project.folder.appendingPathComponent("human"))
        let files = GeneratedCode.swiftFiles(under: machine) + human + [project.folder.appendingPathComponent("usage.swift")]
        let check = Typechecker.check(files: files)
        return check.ok ? nil : check.diagnostics
    }

    /// The declarations of the committed `+CoreDataProperties.swift` files
    /// that momgen's files of the same name lack, and those momgen adds, by
    /// file (`SwiftDeclarations` spelling).
    func declarationDifferences(_ project: Project, arguments: [String]? = nil) throws -> [String] {
        guard let model = Self.model(of: project) else { return ["no model"] }
        let folder = TestPaths.temporaryFolder("momgen-dropin-declarations")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["generate", model, "--layout", "xcode", "--output", folder.path] + (arguments ?? project.arguments))
        guard result.status == 0 else { return ["momgen generate failed: \(result.stderr)"] }
        var differences: [String] = []
        for committed in GeneratedCode.swiftFiles(under: project.folder.appendingPathComponent("generated")) {
            let name = committed.lastPathComponent
            let theirs = SwiftDeclarations.of(try String(contentsOf: committed, encoding: .utf8))
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                differences.append("\(name): momgen wrote no such file")
                continue
            }
            let ours = SwiftDeclarations.of(text)
            differences += theirs.subtracting(ours).sorted().map { "\(name): only Xcode's: \($0)" }
            differences += ours.subtracting(theirs).sorted().map { "\(name): only momgen's: \($0)" }
        }
        return differences
    }

    /// Declaration by declaration, momgen's files with the era flags declare
    /// what the committed files declare, no more and no fewer, apart from
    /// the differences listed here with their reason.
    func testDeclarationsMatchTheCommittedFiles() throws {
        let root = try TestRequirements.shared("dropin", for: "the Xcode drop-in projects")
        var compared = 0
        for project in Self.projects(in: root) {
            let differences = try declarationDifferences(project)
            compared += GeneratedCode.swiftFiles(under: project.folder.appendingPathComponent("generated")).count
            XCTAssertEqual(differences, Self.knownDeclarationDifferences[project.name] ?? [], project.name)
        }
        print("declarations compared in \(compared) committed +CoreDataProperties.swift files")
        // The comparison sees an era's difference: Chefbook's Xcode 10 files
        // against the default (Xcode 26) declarations.
        let chefbook = try XCTUnwrap(Self.projects(in: root).first { $0.name == "chefbook-xcode10" })
        let defaults = try declarationDifferences(chefbook, arguments: ["--access", "public"])
        XCTAssertTrue(defaults.contains("Recipe+CoreDataProperties.swift: only Xcode's: public var lastModified: NSDate?"), defaults.joined(separator: "\n"))
    }

    func testXcodeProjectsCompileUnchangedWithTheirEra() throws {
        let root = try TestRequirements.shared("dropin", for: "the Xcode drop-in projects")
        let projects = Self.projects(in: root)
        XCTAssertGreaterThanOrEqual(projects.count, 8, "the Xcode projects of ../shared/dropin")
        var report: [String] = []
        for project in projects {
            XCTAssertFalse(project.xcodeVersion.isEmpty, "\(project.name): no version in SOURCE.txt")
            XCTAssertFalse(project.deploymentTargets.isEmpty, "\(project.name): no deployment target in SOURCE.txt")
            let outcome = try failure(project, arguments: project.arguments)
            if let gap = Self.knownStubGaps[project.name] {
                report.append("\(project.name): not checked (\(gap))")
                continue
            }
            XCTAssertNil(outcome, "\(project.name) with \(project.arguments.joined(separator: " ")):\n\(outcome ?? "")")
            report.append("\(project.name): \(outcome == nil ? "compiles" : "FAILS") with \(project.arguments.joined(separator: " "))")
        }
        print(report.joined(separator: "\n"))
    }

    /// Before → after, printed: each project with the xcode layout's defaults
    /// (`--access public` only: Xcode 26 on the newest systems) and with its
    /// era's flags. MOMGEN_DROPIN_REPORT=1 runs it (twice the compiles).
    func testBeforeAndAfterReport() throws {
        guard ProcessInfo.processInfo.environment["MOMGEN_DROPIN_REPORT"] == "1" else {
            throw XCTSkip("set MOMGEN_DROPIN_REPORT=1 for the before/after table")
        }
        let root = try TestRequirements.shared("dropin", for: "the Xcode drop-in projects")
        for project in Self.projects(in: root) {
            let before = try failure(project, arguments: ["--access", "public"])
            let after = try failure(project, arguments: project.arguments)
            // One diagnostic line per error ("path:line:col: error: …"); the caret lines repeat the text.
            let errors = { (text: String?) in
                text.map { "\(Set($0.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(": error: ") }).count) errors" } ?? "compiles"
            }
            print("DROPIN \(project.name): defaults \(errors(before)) -> era flags \(errors(after))")
            if let before { print(before.split(separator: "\n").filter { $0.contains("error:") }.prefix(6).joined(separator: "\n")) }
        }
    }
}

/// Xcode 26's `public import`: under Swift 6 with `InternalImportsByDefault`
/// (Xcode 26 projects turn on such upcoming features) a plain `import
/// CoreData` does not let public declarations use CoreData's types. The
/// Xcode 26 project's files compile there only with `--xcode-version 26`.
final class XcodePublicImportTests: XCTestCase {
    func testXcode26OutputCompilesWithInternalImportsByDefault() throws {
        let root = try TestRequirements.shared("dropin", for: "the Xcode drop-in projects")
        let project = try XCTUnwrap(XcodeDropinTests.projects(in: root).first { $0.name == "trigoymiel-xcode26" })
        let flags = ["-enable-upcoming-feature", "InternalImportsByDefault"]
        func outcome(_ version: String) throws -> (ok: Bool, diagnostics: String) {
            let model = try XCTUnwrap(XcodeDropinTests.model(of: project))
            let folder = TestPaths.temporaryFolder("momgen-public-import")
            defer { try? FileManager.default.removeItem(at: folder) }
            let machine = folder.appendingPathComponent("generated")
            let result = try MomgenProcess.run(["generate", model, "--layout", "xcode", "--access", "public", "--xcode-version", version,
                                                "--output", machine.path, "--human-dir", folder.appendingPathComponent("classes").path])
            XCTAssertEqual(result.status, 0, result.stderr)
            let files = GeneratedCode.swiftFiles(under: machine) + GeneratedCode.swiftFiles(under: project.folder.appendingPathComponent("human"))
            return Typechecker.check(files: files, mode: .swift6, extraFlags: flags)
        }
        let xcode26 = try outcome("26")
        XCTAssertTrue(xcode26.ok, xcode26.diagnostics)
        let plain = try outcome("14")
        XCTAssertFalse(plain.ok, "plain imports were expected to fail under InternalImportsByDefault")
        XCTAssertTrue(plain.diagnostics.contains("uses an internal type"), plain.diagnostics)
    }
}
