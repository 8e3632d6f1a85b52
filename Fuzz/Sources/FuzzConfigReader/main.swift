// libFuzzer entry point: arbitrary bytes as a `momgen.yml`, through the
// configuration reader's public API and the linter's checks of rule ids and
// options. Built with `-parse-as-library`; see `FuzzConfigReader_main` for the entry point.
import MomgenConfig
import MomgenLint

/// Called by libFuzzer once per input. A thrown "not valid YAML" error is the
/// expected answer to bad input; a crash, a sanitizer report, a timeout or
/// running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    guard let (configuration, _) = try? ConfigReader().parse(text, file: "momgen.yml") else { return 0 }
    _ = Linter(configuration: configuration.lint).configurationDiagnostics(file: "momgen.yml")
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux: SwiftPM links executables with
/// `--defsym main=FuzzConfigReader_main`, which would otherwise be undefined
/// (there is no top-level code). On macOS libFuzzer's own `main` runs.
@_cdecl("FuzzConfigReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzConfigReader)
}
