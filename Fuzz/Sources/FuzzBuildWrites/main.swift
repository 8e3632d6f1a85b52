// libFuzzer entry point: arbitrary bytes as a `momgen.yml` in a project that
// holds a model, a README, a hand-written SQL file and a `.git` folder
// (issue 34, item 9). Every entry the build's confinement lets through is
// planned (nothing is written) and each file the writer would create or
// replace is checked on its own: inside the project, not inside `.git`, and
// never one of the files momgen did not write. Built with `-parse-as-library`.
import Foundation
import MomgenConfig
import MomgenCore
import MomgenWriter

private final class Project: @unchecked Sendable {
    let root: String
    let realRoot: String
    /// Files momgen never wrote, with their bytes.
    let handWritten: [String: String] = [
        "README.md": "# App\n", ".git/config": "[core]\n", ".git/HEAD": "ref: refs/heads/main\n",
        "Docs/notes.sql": "SELECT 1;\n", "App/Model/Book.swift": "// mine\n",
    ]

    init() {
        root = NSTemporaryDirectory() + "momgen-fuzz-build-\(getpid())"
        try? FileManager.default.removeItem(atPath: root)
        let model = root + "/App/Shop.xcdatamodeld/Shop.xcdatamodel"
        try! FileManager.default.createDirectory(atPath: model, withIntermediateDirectories: true)
        try! "<?xml version=\"1.0\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\"><entity name=\"Book\" representedClassName=\"Book\" syncable=\"YES\"><attribute name=\"title\" optional=\"YES\" attributeType=\"String\"/></entity></model>\n"
            .write(toFile: model + "/contents", atomically: true, encoding: .utf8)
        for (path, text) in handWritten {
            let full = root + "/" + path
            try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try! text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        realRoot = (try? FileManager.default.destinationOfSymbolicLink(atPath: root)) ?? URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    }
}

private let project = Project()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBuildWrites(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let configFile = project.root + "/momgen.yml"
    guard let (configuration, problems) = try? ConfigReader().parse(String(decoding: bytes, as: UTF8.self), file: configFile),
          !problems.contains(where: { $0.severity == .error }) else { return 0 }
    let folder = ProjectFolder(project.root)
    // What `momgen build` refuses before reading anything (without --allow-outside).
    for entry in configuration.models.models {
        for (_, value) in entry.outputPaths where folder.escape(of: value) != nil { return 0 }
    }
    let plan = BuildPlan(configuration: configuration, configFile: configFile, force: true, sourceRoot: nil)
    var outputs: [OutputFile] = []
    for entry in configuration.models.models {
        guard let step = try? plan.step(for: entry) else { continue }
        outputs += step.outputs
    }
    guard let results = try? OutputWriter().write(outputs, mode: .plan) else { return 0 }
    for result in results where result.action == .create || result.action == .update {
        let real = URL(fileURLWithPath: result.path).standardizedFileURL.resolvingSymlinksInPath().path
        precondition(real.hasPrefix(project.realRoot + "/"), "a build would write outside the project: \(real)")
        let relative = String(real.dropFirst(project.realRoot.count + 1))
        precondition(!relative.split(separator: "/").contains { $0.lowercased() == ".git" }, "a build would write inside .git: \(relative)")
        precondition(result.action != .update || project.handWritten[relative] == nil, "a build would replace \(relative)")
    }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux (SwiftPM links `--defsym main=FuzzBuildWrites_main`).
@_cdecl("FuzzBuildWrites_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzBuildWrites)
}
