// libFuzzer entry point: arbitrary bytes as the files `momgen init` reads in
// a project it has never seen (issue 43: project files are untrusted input,
// a pull request can change them). The input, split at NUL bytes, becomes up
// to five files of one small project beside a real model: `App.xcodeproj/
// project.pbxproj`, a script a Run Script phase may call
// (`Scripts/mogenerator.sh`), a shared scheme (`.xcscheme`, where pre-actions
// live), a `Makefile` and a hand-written Swift file. Then every reader init
// runs over them: the targets and deployment targets, the mogenerator
// command-line search, the generator detection and the hand-written member
// scan. A crash, a sanitizer report, a timeout or unbounded memory is a
// finding, and so is a command line found in a file outside the project.
// Built with `-parse-as-library`.
import Foundation
import MomgenCore
import MomgenProject

private final class Project: @unchecked Sendable {
    let root: String
    let files = ["App.xcodeproj/project.pbxproj", "Scripts/mogenerator.sh",
                 "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "Makefile", "App/Book+Extras.swift"]

    init() {
        root = NSTemporaryDirectory() + "momgen-fuzz-project-\(getpid())"
        try? FileManager.default.removeItem(atPath: root)
        let model = root + "/App/Shop.xcdatamodeld/Shop.xcdatamodel"
        try! FileManager.default.createDirectory(atPath: model, withIntermediateDirectories: true)
        try! "<?xml version=\"1.0\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\"><entity name=\"Book\" representedClassName=\"Book\" syncable=\"YES\"><attribute name=\"title\" optional=\"YES\" attributeType=\"String\"/></entity></model>\n"
            .write(toFile: model + "/contents", atomically: true, encoding: .utf8)
        for file in files {
            try! FileManager.default.createDirectory(atPath: ((root + "/" + file) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        }
    }

    /// Writes the input's parts over the project's files (a missing part is an empty file).
    func lay(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: files.count - 1, omittingEmptySubsequences: false)
        for (index, file) in files.enumerated() {
            let data = index < parts.count ? Data(parts[index]) : Data()
            FileManager.default.createFile(atPath: root + "/" + file, contents: data)
        }
    }
}

private let project = Project()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectFiles(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    project.lay(bytes)
    let projects = XcodeProjects(root: project.root)
    let targets = projects.targets(compilingAnyOf: ["Shop.xcdatamodeld", "Book+Extras.swift"])
    _ = XcodeProjects.lowest(targets)
    for invocation in MogeneratorInvocationSearch(root: project.root).invocations() {
        // A command line is reported from a file of the project, never from outside it.
        precondition(!invocation.file.hasPrefix("/") || invocation.file.hasPrefix(project.root),
                     "a command line was read from outside the project: \(invocation.file)")
        precondition(invocation.line >= 0, "a negative line")
    }
    _ = GeneratorDetection(root: project.root).detect()
    let swift = String(decoding: bytes, as: UTF8.self)
    _ = SwiftMemberNames(swift)
    _ = SwiftMemberNames.handWritten(committed: swift, generated: "class Book { var title: String? }")
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux: SwiftPM links executables with
/// `--defsym main=FuzzProjectFiles_main`, which would otherwise be undefined
/// (there is no top-level code). On macOS libFuzzer's own `main` runs.
@_cdecl("FuzzProjectFiles_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzProjectFiles)
}
