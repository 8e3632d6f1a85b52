// Type-checks Swift files against the Core Data stub as one module:
// `swift-frontend -typecheck -enable-objc-interop …` (see docs/typecheck.md).
import Foundation
import MomgenTestSupport

/// Runs the compiler's type checker over files that import CoreData.
enum Typechecker {
    /// Swift language modes the generated code is checked in.
    enum LanguageMode: String {
        case swift5 = "5"
        case swift6 = "6"
    }

    /// Type-checks `files` together as module `moduleName`.
    /// `ok` is the compiler's verdict; `diagnostics` its full output
    /// (errors, warnings and notes with file:line:column).
    static func check(files: [URL], moduleName: String = "App", mode: LanguageMode = .swift5,
                      searchPaths: [URL] = [], extraFlags: [String] = []) -> (ok: Bool, diagnostics: String) {
        let stub: StubModules
        switch StubModules.shared {
        case .success(let built): stub = built
        case .failure(let error): return (false, "stub did not build: \(error)")
        }
        guard let frontend = Toolchain.frontend else { return (false, "no swift-frontend found") }
        let flags = ["-typecheck", "-parse-as-library", "-module-name", moduleName, "-swift-version", mode.rawValue]
            + StubModules.objcFlags + stub.searchFlags + searchPaths.flatMap { ["-I", $0.path] } + extraFlags
        do {
            let run = { try CommandRunner.run(frontend, flags + files.map(\.path)) }
            // Identical inputs are checked once per process (TypecheckMemo);
            // not with a caller's search paths or flags, whose folders'
            // contents the memo cannot see.
            let result = searchPaths.isEmpty && extraFlags.isEmpty
                ? try TypecheckMemo.process.output(flags: flags, files: files, check: run) : try run()
            return (result.status == 0, result.output)
        } catch {
            return (false, "could not run \(frontend.path): \(error)")
        }
    }

    /// Compiles `source` into `folder/<name>.swiftmodule`, a module that
    /// generated code imports (e.g. the app's own types); returns the compiler output on failure.
    static func emitModule(_ name: String, source: String, into folder: URL) -> String? {
        guard case .success(let stub) = StubModules.shared, let frontend = Toolchain.frontend else { return "stub not built" }
        let file = folder.appendingPathComponent("\(name).swift")
        do { try source.write(to: file, atomically: true, encoding: .utf8) } catch { return "\(error)" }
        let arguments = ["-emit-module", "-parse-as-library", "-module-name", name, "-o", folder.appendingPathComponent("\(name).swiftmodule").path]
            + StubModules.objcFlags + stub.searchFlags + ["-I", folder.path, file.path]
        guard let result = try? CommandRunner.run(frontend, arguments) else { return "could not run the compiler" }
        return result.status == 0 ? nil : result.output
    }

    /// Writes `source` to a temporary `name` and type-checks it alone.
    static func check(source: String, name: String = "Snippet.swift", mode: LanguageMode = .swift5) -> (ok: Bool, diagnostics: String) {
        let folder = TestPaths.temporaryFolder("momgen-snippet")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        do { try source.write(to: file, atomically: true, encoding: .utf8) } catch { return (false, "could not write snippet: \(error)") }
        return check(files: [file], mode: mode)
    }
}
