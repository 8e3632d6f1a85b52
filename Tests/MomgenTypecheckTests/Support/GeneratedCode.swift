// Runs `momgen generate` as a whole process into a temporary folder and
// lists the Swift files it wrote, for type-checking as one module.
import Foundation
import MomgenTestSupport

/// One `momgen generate` run.
struct GeneratedCode {
    /// The layouts `momgen generate --layout` offers (see Sources/MomgenSwift/Options/Layout.swift),
    /// and the mogenerator layout with the mogenerator template set
    /// (`mogeneratorSet`): every test that goes through the layouts covers it.
    static let layouts = ["mogenerator", "xcode", "single", mogeneratorSet]
    /// `--layout mogenerator --template-set mogenerator`, as a layout name for the tests.
    static let mogeneratorSet = "mogenerator-template-set"
    /// The layouts whose API is momgen's own (`AppPrograms.bookStore` uses it).
    static let momgenAPILayouts = ["mogenerator", "single"]

    /// The `momgen generate` arguments that select `layout`.
    static func arguments(forLayout layout: String) -> [String] {
        layout == mogeneratorSet ? ["--layout", "mogenerator", "--template-set", "mogenerator"] : ["--layout", layout]
    }

    /// The exit status of `momgen generate`.
    var status: Int32
    /// What momgen printed on standard error.
    var stderr: String
    /// The output folder (removed by `discard()`).
    var folder: URL
    /// Every `.swift` file under `folder`, sorted by path.
    var files: [URL]

    /// Generates `model` with `--layout layout` plus `extraArguments`.
    static func generate(model: String, layout: String, extraArguments: [String] = []) throws -> GeneratedCode {
        let folder = TestPaths.temporaryFolder("momgen-generated")
        let result = try MomgenProcess.run(["generate", model, "--output", folder.path] + arguments(forLayout: layout) + extraArguments)
        return GeneratedCode(status: result.status, stderr: result.stderr, folder: folder, files: swiftFiles(under: folder))
    }

    /// The `.swift` files under `folder`, recursively, sorted.
    static func swiftFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [URL] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".swift") { found.append(folder.appendingPathComponent(relative)) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Whether this build of momgen has the `generate` subcommand.
    static var isAvailable: Bool {
        ((try? MomgenProcess.run(["generate", "--help"]))?.status ?? 1) == 0
    }

    /// Removes the output folder.
    func discard() {
        try? FileManager.default.removeItem(at: folder)
    }
}
