// Builds the stub's Swift overlays (ObjectiveC, Foundation, then CoreData) once per test
// run into a temporary folder; every type-check then reuses them.
import Foundation
import MomgenTestSupport

/// The built stub: search paths to hand the compiler.
struct StubModules {
    /// `Tests/CoreDataStub/include`: the clang modules.
    var headers: URL
    /// Holds `Foundation.swiftmodule` and `CoreData.swiftmodule`.
    var swiftModules: URL
    /// The clang module cache shared by all compiler runs of this test run.
    var moduleCache: URL

    /// The stub's source folder.
    static let stubFolder = TestPaths.testsFolder("CoreDataStub")

    /// Flags every compiler run over the stub uses.
    static let objcFlags = ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module"]

    /// The stub built for this test run, or the compiler output explaining why it did not build.
    static let shared: Result<StubModules, StubBuildError> = build()

    /// Builds both overlays with `-import-underlying-module`.
    static func build() -> Result<StubModules, StubBuildError> {
        guard let frontend = Toolchain.frontend else { return .failure(StubBuildError(message: "no swiftc/swift-frontend on PATH")) }
        let root = TestPaths.temporaryFolder("momgen-coredata-stub")
        let stub = StubModules(headers: stubFolder.appendingPathComponent("include"),
                               swiftModules: root.appendingPathComponent("modules"),
                               moduleCache: root.appendingPathComponent("module-cache"))
        try? FileManager.default.createDirectory(at: stub.swiftModules, withIntermediateDirectories: true)
        for module in ["ObjectiveC", "Foundation", "CoreData"] {
            let folder = stubFolder.appendingPathComponent("overlay/\(module)")
            let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
            let arguments = ["-emit-module", "-parse-as-library", "-import-underlying-module", "-module-name", module]
                + objcFlags + stub.searchFlags
                + ["-o", stub.swiftModules.appendingPathComponent("\(module).swiftmodule").path] + sources
            do {
                let result = try CommandRunner.run(frontend, arguments)
                if result.status != 0 { return .failure(StubBuildError(message: "overlay \(module) failed:\n\(result.output)")) }
            } catch {
                return .failure(StubBuildError(message: "could not run \(frontend.path): \(error)"))
            }
        }
        return .success(stub)
    }

    /// `-I` for the overlays (first, so they shadow the toolchain's Foundation) and headers, plus the cache.
    var searchFlags: [String] {
        ["-I", swiftModules.path, "-I", headers.path, "-module-cache-path", moduleCache.path]
    }
}

/// Why the stub could not be built.
struct StubBuildError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
