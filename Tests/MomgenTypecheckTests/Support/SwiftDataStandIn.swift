// Builds the stand-in SwiftData package (Tests/SwiftDataStandIn) once per test run
// and type-checks Swift files against it: the way @Model code that momgen generates
// is checked on Linux, where Apple's SwiftData does not exist (docs/typecheck.md).
//
// 1. `swift build` of the stand-in package into `.build-swiftdata-standin` at the
//    repository root (git-ignored; SwiftPM's lock makes parallel test processes wait
//    for one another; a warm build is a no-op), for the macro plugin.
// 2. The `SwiftData` module emitted with `swiftc -emit-module` into this process's
//    temporary folder, once per deployment-target variant that a test asks for.
// 3. `swiftc -typecheck` with the real toolchain Foundation (so Foundation's own
//    #Predicate and SortDescriptor), the variant's module and the plugin.
import Foundation
import MomgenTestSupport

/// The stand-in SwiftData: where its plugin is, and how to type-check against it.
enum SwiftDataStandIn {
    /// Which SwiftData the code is checked against. Linux ignores `@available(iOS …)`,
    /// so each level is a variant of the module compiled with its own conditions.
    enum DeploymentTarget: String, CaseIterable {
        /// iOS 17 / macOS 14 / tvOS 17 / watchOS 10 / visionOS 1: no `#Unique`, no
        /// `#Index`, no model inheritance.
        case iOS17
        /// iOS 18 / macOS 15 / tvOS 18 / watchOS 11 / visionOS 2: `#Unique` and `#Index`.
        case iOS18
        /// iOS 26 / macOS 26 and the other 26 releases: model classes may inherit.
        case iOS26

        /// The `-D` conditions the stand-in's sources test.
        var conditions: [String] {
            switch self {
            case .iOS17: return ["SWIFTDATA_BEFORE_IOS18", "SWIFTDATA_BEFORE_IOS26"]
            case .iOS18: return ["SWIFTDATA_BEFORE_IOS26"]
            case .iOS26: return []
            }
        }

        /// The level for momgen's `--deployment-target` values (`ios:17.2`,
        /// `macos:14.0`, …): the lowest level any of them allows; `.iOS26` when none
        /// is given (the newest SDK, as Xcode's default).
        static func lowest(of targets: [String]) -> DeploymentTarget {
            let levels = targets.compactMap { level(of: $0) }
            return levels.min { allCases.firstIndex(of: $0)! < allCases.firstIndex(of: $1)! } ?? .iOS26
        }

        /// One `platform:version` value, or nil for an unknown platform.
        static func level(of target: String) -> DeploymentTarget? {
            let parts = target.lowercased().split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let major = Int(parts[1].split(separator: ".").first ?? "") else { return nil }
            // The first major version of each platform with #Unique (2024) and with inheritance (2025).
            let thresholds: [String: (unique: Int, inheritance: Int)] = [
                "ios": (18, 26), "macos": (15, 26), "tvos": (18, 26), "watchos": (11, 26), "visionos": (2, 26),
            ]
            guard let threshold = thresholds[parts[0]] else { return nil }
            if major >= threshold.inheritance { return .iOS26 }
            return major >= threshold.unique ? .iOS18 : .iOS17
        }
    }

    /// The stand-in package's folder.
    static let packageFolder = TestPaths.testsFolder("SwiftDataStandIn")
    /// Its SwiftPM scratch folder: git-ignored (`.build-*/`), kept between runs.
    static let scratchFolder = TestPaths.repoRoot.appendingPathComponent(".build-swiftdata-standin")

    /// The macro plugin built for this test run, or why it did not build.
    static let plugin: Result<URL, StandInBuildError> = buildPlugin()

    /// Type-checks `files` as one module against the stand-in at `deploymentTarget`
    /// and returns every diagnostic (errors, warnings, notes). Throws when the
    /// stand-in itself cannot be built or the compiler cannot be run.
    static func typecheck(
        files: [URL], deploymentTarget: DeploymentTarget = .iOS26, mode: Typechecker.LanguageMode = .swift5,
        moduleName: String = "App", extraFlags: [String] = []
    ) throws -> [CompilerDiagnostic] {
        let plugin = try self.plugin.get()
        let modules = try module(for: deploymentTarget).get()
        // `-wmo`: one compiler process for the whole module. Without it the
        // driver starts a front end per file, each loading Foundation, the
        // variant's module and the macro plugin and expanding every file's
        // macros again to type-check its own: 10.9 CPU seconds against 1.6
        // for the corpus's largest model (43 files, habitica-ios), with the
        // same diagnostics (issue 45).
        let flags = ["-typecheck", "-wmo", "-parse-as-library", "-module-name", moduleName, "-swift-version", mode.rawValue,
                     "-diagnostic-style", "llvm", "-continue-building-after-errors",
                     "-I", modules.path, "-load-plugin-executable", "\(plugin.path)#SwiftDataMacros"]
            + extraFlags
        let compiler = try swiftc()
        let run = { try CommandRunner.run(compiler, flags + files.map(\.path)) }
        // Identical inputs are checked once per process (TypecheckMemo); the
        // variant's module folder and the plugin are this process's own.
        let result = extraFlags.isEmpty ? try TypecheckMemo.process.output(flags: flags, files: files, check: run) : try run()
        let diagnostics = CompilerDiagnostic.parse(result.output)
        if result.status != 0 && diagnostics.errors.isEmpty {
            throw StandInBuildError(message: "swiftc failed without a diagnostic:\n\(result.output)")
        }
        return diagnostics
    }

    /// Writes `source` to a temporary `name` and type-checks it alone.
    static func typecheck(
        source: String, name: String = "Snippet.swift", deploymentTarget: DeploymentTarget = .iOS26,
        mode: Typechecker.LanguageMode = .swift5
    ) throws -> [CompilerDiagnostic] {
        let folder = TestPaths.temporaryFolder("momgen-swiftdata-snippet")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try typecheck(files: [file], deploymentTarget: deploymentTarget, mode: mode)
    }

    /// `swiftc` beside the front end the other type-check tests use.
    static func swiftc() throws -> URL {
        guard let frontend = Toolchain.frontend else { throw StandInBuildError(message: "no swiftc/swift-frontend on PATH") }
        return frontend.deletingLastPathComponent().appendingPathComponent("swiftc")
    }

    /// The stand-in's macro plugin as CI builds it before the tests:
    /// `MOMGEN_SWIFTDATA_MACROS` names the `SwiftDataMacros-tool` that
    /// `swift build --package-path Tests/SwiftDataStandIn --scratch-path .build`
    /// made, in the test build's own scratch folder, where swift-syntax is
    /// already built (issue 45). It is built from this checkout's sources in
    /// the same run, as a compiler is named; never a cache of an earlier run.
    static let prebuiltPluginVariable = "MOMGEN_SWIFTDATA_MACROS"

    /// `swift build` of the stand-in package (or the plugin CI built, see
    /// `prebuiltPluginVariable`); returns the plugin executable.
    static func buildPlugin() -> Result<URL, StandInBuildError> {
        if let named = ProcessInfo.processInfo.environment[prebuiltPluginVariable], !named.isEmpty {
            let tool = URL(fileURLWithPath: named, relativeTo: TestPaths.repoRoot).standardizedFileURL
            guard FileManager.default.isExecutableFile(atPath: tool.path) else {
                return .failure(StandInBuildError(message: "\(prebuiltPluginVariable) names \(tool.path), which is not an executable"))
            }
            return .success(tool)
        }
        do {
            let swift = try swiftc().deletingLastPathComponent().appendingPathComponent("swift")
            let location = ["--package-path", packageFolder.path, "--scratch-path", scratchFolder.path]
            let build = try CommandRunner.run(swift, ["build"] + location)
            guard build.status == 0 else {
                return .failure(StandInBuildError(message: "swift build of Tests/SwiftDataStandIn failed:\n\(build.output)"))
            }
            let binPath = try CommandRunner.run(swift, ["build", "--show-bin-path"] + location)
            let folder = binPath.output.split(separator: "\n").last.map(String.init) ?? ""
            let tool = URL(fileURLWithPath: folder).appendingPathComponent("SwiftDataMacros-tool")
            guard FileManager.default.isExecutableFile(atPath: tool.path) else {
                return .failure(StandInBuildError(message: "no macro plugin at \(tool.path)"))
            }
            return .success(tool)
        } catch {
            return .failure(StandInBuildError(message: "could not run swift build: \(error)"))
        }
    }

    /// The `SwiftData` module of each variant, emitted on first use in this process.
    private static let iOS17Module = emitModule(.iOS17)
    private static let iOS18Module = emitModule(.iOS18)
    private static let iOS26Module = emitModule(.iOS26)

    /// The folder holding `SwiftData.swiftmodule` for `target`.
    static func module(for target: DeploymentTarget) -> Result<URL, StandInBuildError> {
        switch target {
        case .iOS17: return iOS17Module
        case .iOS18: return iOS18Module
        case .iOS26: return iOS26Module
        }
    }

    /// `swiftc -emit-module` of the stand-in's `SwiftData` sources with `target`'s conditions.
    static func emitModule(_ target: DeploymentTarget) -> Result<URL, StandInBuildError> {
        let folder = TestPaths.temporaryFolder("momgen-swiftdata-\(target.rawValue)")
        let sourceFolder = packageFolder.appendingPathComponent("Sources/SwiftData")
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: sourceFolder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { sourceFolder.appendingPathComponent($0).path }
        let arguments = ["-emit-module", "-parse-as-library", "-module-name", "SwiftData",
                         "-emit-module-path", folder.appendingPathComponent("SwiftData.swiftmodule").path]
            + target.conditions.flatMap { ["-D", $0] } + sources
        do {
            let result = try CommandRunner.run(try swiftc(), arguments)
            guard result.status == 0 else {
                return .failure(StandInBuildError(message: "SwiftData (\(target.rawValue)) did not compile:\n\(result.output)"))
            }
            return .success(folder)
        } catch {
            return .failure(StandInBuildError(message: "could not run swiftc: \(error)"))
        }
    }
}

/// Why the stand-in could not be built or used.
struct StandInBuildError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
