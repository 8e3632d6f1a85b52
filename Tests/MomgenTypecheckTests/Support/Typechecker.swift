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
    static func check(files: [URL], moduleName: String = "App", mode: LanguageMode = .swift5) -> (ok: Bool, diagnostics: String) {
        let stub: StubModules
        switch StubModules.shared {
        case .success(let built): stub = built
        case .failure(let error): return (false, "stub did not build: \(error)")
        }
        guard let frontend = Toolchain.frontend else { return (false, "no swift-frontend found") }
        let arguments = ["-typecheck", "-parse-as-library", "-module-name", moduleName, "-swift-version", mode.rawValue]
            + StubModules.objcFlags + stub.searchFlags + files.map(\.path)
        do {
            let result = try CommandRunner.run(frontend, arguments)
            return (result.status == 0, result.output)
        } catch {
            return (false, "could not run \(frontend.path): \(error)")
        }
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
