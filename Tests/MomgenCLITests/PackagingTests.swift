// Installing momgen: scripts/install and the Makefile, the Homebrew formula
// (parsed and dry-run with Ruby, its test block run against the built
// binary), and, when MOMGEN_PACKAGING_TESTS=1, a real release install and
// artifact bundle (minutes of release build, so not part of a plain
// `swift test`; see docs/install.md).
import Foundation
import MomgenTestSupport
import XCTest

final class PackagingTests: XCTestCase {
    /// Runs `arguments` (first on PATH) in `folder`; returns status and output.
    private func run(_ arguments: [String], in folder: URL = TestPaths.repoRoot, environment extra: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let logs = TestPaths.temporaryFolder("packaging-run")
        defer { try? FileManager.default.removeItem(at: logs) }
        let out = logs.appendingPathComponent("out"), err = logs.appendingPathComponent("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return (process.terminationStatus, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }

    private var formula: URL { TestPaths.repoRoot.appendingPathComponent("Formula/momgen.rb") }

    private func version() throws -> String {
        try XCTUnwrap(MomgenProcess.run(["--version"]).stdout.split(separator: "\n").first.map(String.init))
    }

    func testMakeInstallRunsTheInstallScript() throws {
        try TestRequirements.tool("make", install: "install make (apt-get install make)")
        let install = try run(["make", "-n", "install", "PREFIX=/opt/momgen"])
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertEqual(install.stdout, "scripts/install --prefix \"/opt/momgen\"\n")
        let build = try run(["make", "-n", "build"])
        #if os(Linux)
        XCTAssertEqual(build.stdout, "swift build -c release --product momgen --static-swift-stdlib\n")
        #else
        XCTAssertEqual(build.stdout, "swift build -c release --product momgen \n")
        #endif
    }

    func testScriptsRefuseUnknownOptionsBeforeBuilding() throws {
        for script in ["scripts/install", "scripts/make-artifactbundle"] {
            let result = try run([script, "--prefx", "/tmp/x"])
            XCTAssertEqual(result.status, 2, "\(script): \(result.stderr)")
            XCTAssertEqual(result.stderr, "error: unknown option '--prefx' (see \(script) --help)\n")
            let help = try run([script, "--help"])
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.stdout.contains("\nUsage: \(script) ["), help.stdout)
        }
    }

    func testFormulaParsesAndBuildsTheWayHomebrewExpects() throws {
        try TestRequirements.tool("ruby", install: "install ruby (apt-get install ruby, or scripts/install-dependencies)")
        let syntax = try run(["ruby", "-c", formula.path])
        XCTAssertEqual(syntax.status, 0, syntax.stderr)
        for (os, flag) in [("linux", "--static-swift-stdlib"), ("mac", "--disable-sandbox")] {
            let dryRun = try run(["ruby", "-e", FormulaDryRun.script, formula.path], environment: ["DRY_RUN_OS": os])
            XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dryRun.stdout.utf8)) as? [String: [[String]]])
            XCTAssertEqual(json["steps"], [
                ["system", "swift", "build", flag, "--configuration", "release", "--product", "momgen"],
                ["bin.install", ".build/release/momgen"],
                ["completions", "bin/momgen", "--generate-completion-script"],
            ], os)
            let dsl = try XCTUnwrap(json["dsl"])
            XCTAssertTrue(dsl.contains(["depends_on", "[\"libxml2\"]"]) && dsl.contains(["depends_on", "[\"sqlite\"]"]), "\(dsl)")
            XCTAssertTrue(dsl.contains(["test", "block"]), "\(dsl)")
        }
    }

    func testFormulaVersionIsTheToolVersion() throws {
        let text = try String(contentsOf: formula, encoding: .utf8)
        XCTAssertTrue(text.contains("/archive/refs/tags/\(try version()).tar.gz\""), "bump the formula's url with MomgenVersion.current")
    }

    /// The formula's `test do` block, run on the binary the tests built:
    /// `--version` has the version, and its model generates `_Book.swift`.
    func testFormulaTestBlockPassesHere() throws {
        let text = try String(contentsOf: formula, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "write <<~XML\n"))
        let end = try XCTUnwrap(text.range(of: "\n    XML\n", range: start.upperBound..<text.endIndex))
        let xml = text[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.dropFirst(6) }.joined(separator: "\n") + "\n"
        let folder = TestPaths.temporaryFolder("formula-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Model.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try xml.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        XCTAssertTrue(text.contains("assert_match version.to_s, shell_output(\"#{bin}/momgen --version\")"))
        XCTAssertTrue(text.contains("system bin/\"momgen\", \"generate\", testpath/\"Model.xcdatamodel\", \"--output\", testpath/\"Generated\""))
        let generate = try MomgenProcess.run(["generate", model.path, "--output", folder.appendingPathComponent("Generated").path], in: folder)
        XCTAssertEqual(generate.status, 0, generate.stdout + generate.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/_Book.swift").path))
    }

    /// A real release install and artifact bundle: only with
    /// MOMGEN_PACKAGING_TESTS=1 (a release build takes minutes). Builds into
    /// `.build-packaging`, apart from the build `swift test` holds locked.
    func testReleaseInstallAndArtifactBundle() throws {
        guard ProcessInfo.processInfo.environment["MOMGEN_PACKAGING_TESTS"] == "1" else {
            throw XCTSkip("set MOMGEN_PACKAGING_TESTS=1 to build release and check scripts/install and scripts/make-artifactbundle (minutes)")
        }
        let folder = TestPaths.temporaryFolder("packaging")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = TestPaths.repoRoot.appendingPathComponent(".build-packaging").path
        let version = try version()

        let prefix = folder.appendingPathComponent("prefix")
        let install = try run(["scripts/install", "--prefix", prefix.path, "--scratch-path", scratch])
        XCTAssertEqual(install.status, 0, install.stdout + install.stderr)
        XCTAssertEqual(try run([prefix.appendingPathComponent("bin/momgen").path, "--version"]).stdout, version + "\n")
        for completion in ["share/bash-completion/completions/momgen", "share/zsh/site-functions/_momgen", "share/fish/vendor_completions.d/momgen.fish"] {
            let text = try String(contentsOf: prefix.appendingPathComponent(completion), encoding: .utf8)
            XCTAssertTrue(text.contains("generate"), completion)
        }

        let output = folder.appendingPathComponent("bundle")
        let make = try run(["scripts/make-artifactbundle", "--output", output.path, "--scratch-path", scratch, "--no-build"])
        XCTAssertEqual(make.status, 0, make.stdout + make.stderr)
        let bundle = output.appendingPathComponent("momgen.artifactbundle")
        let info = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any])
        XCTAssertEqual(info["schemaVersion"] as? String, "1.0")
        let artifact = try XCTUnwrap((info["artifacts"] as? [String: Any])?["momgen"] as? [String: Any])
        XCTAssertEqual(artifact["type"] as? String, "executable")
        XCTAssertEqual(artifact["version"] as? String, version)
        let variants = try XCTUnwrap(artifact["variants"] as? [[String: Any]])
        XCTAssertEqual(variants.count, 1)
        let path = try XCTUnwrap(variants.first?["path"] as? String)
        #if arch(x86_64)
        XCTAssertEqual(path, "momgen-\(version)-linux-x86_64/bin/momgen")
        XCTAssertEqual(variants.first?["supportedTriples"] as? [String], ["x86_64-unknown-linux-gnu"])
        #endif
        XCTAssertEqual(try run([bundle.appendingPathComponent(path).path, "--version"]).stdout, version + "\n")
        let checksum = try String(contentsOf: output.appendingPathComponent("momgen.artifactbundle.zip.sha256"), encoding: .utf8)
        XCTAssertEqual(checksum.count, 65, checksum)

        let again = try run(["scripts/make-artifactbundle", "--output", output.path, "--scratch-path", scratch, "--no-build"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("momgen.artifactbundle.zip.sha256"), encoding: .utf8), checksum, "the same binary gives the same zip")

        // SwiftPM takes the bundle as a binary target: a plugin's
        // context.tool(named: "momgen") runs the bundle's binary.
        let plugins = output.appendingPathComponent("Plugins/ShowVersion")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try """
        // swift-tools-version:5.10
        import PackageDescription
        let package = Package(
            name: "BinaryFixture",
            targets: [
                .binaryTarget(name: "momgen", path: "momgen.artifactbundle"),
                .plugin(name: "ShowVersion", capability: .command(intent: .custom(verb: "show-momgen-version", description: "Runs momgen --version")), dependencies: ["momgen"]),
            ]
        )
        """.write(to: output.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import Foundation
        import PackagePlugin
        @main struct ShowVersion: CommandPlugin {
            func performCommand(context: PluginContext, arguments: [String]) async throws {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: try context.tool(named: "momgen").path.string)
                process.arguments = ["--version"]
                try process.run()
                process.waitUntilExit()
            }
        }
        """.write(to: plugins.appendingPathComponent("plugin.swift"), atomically: true, encoding: .utf8)
        let plugin = try run(["swift", "package", "--scratch-path", output.appendingPathComponent(".scratch").path, "show-momgen-version"], in: output)
        XCTAssertEqual(plugin.status, 0, plugin.stdout + plugin.stderr)
        XCTAssertTrue(plugin.stdout.hasSuffix(version + "\n"), plugin.stdout)
    }
}
