// libFuzzer entry point: arbitrary bytes as one `.swift` file of SwiftData
// code, through the Swift-source reader (parse, index, derive every schema),
// then resolve and hash each schema, and freeze the live classes (as a new
// schema, and into the first declared one), which cuts them from the syntax
// tree and reads the result back. A thrown one-line error is the expected
// answer to bad input; a crash, a sanitizer report, a timeout or running out
// of memory is a finding. Built with `-parse-as-library`.
import MomgenModel
import MomgenSwiftSource
import MomgenVersions

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    guard let model = try? SwiftSourceReader().read([SwiftSourceFile(path: "Fuzz.swift", text: text)]) else { return 0 }
    for version in model.versions {
        _ = ModelVersionHashes(Resolver().resolve(version.model))
    }
    let files = [SwiftSourceFile(path: "Fuzz.swift", text: text)]
    if model.versions.contains(where: \.isLive) {
        for name in ["FuzzFrozen"] + model.versions.filter({ !$0.isLive }).prefix(1).map(\.name) {
            _ = try? SwiftSchemaFreezer().freeze(files, as: name, outputFolder: "")
        }
    }
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux (SwiftPM links executables with
/// `--defsym main=FuzzSwiftSource_main`); on macOS libFuzzer's own `main` runs.
@_cdecl("FuzzSwiftSource_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzSwiftSource)
}
