// libFuzzer entry point: arbitrary bytes as a model's `contents` file, through
// every stage that is a pure function of the model (read, resolve, lint, DDL).
// Built with `-parse-as-library`; see `FuzzModelReader_main` for the entry point.
import MomgenDDL
import MomgenLint
import MomgenModel
import MomgenReader

/// Called by libFuzzer once per input. A thrown reader error is the expected
/// answer to bad input; a crash, a sanitizer report, a timeout or running out
/// of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModelReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let model = try? ModelReader().decode(bytes, path: "Fuzz.xcdatamodel/contents") else { return 0 }
    let resolved = Resolver().resolve(model)
    _ = Linter().lint(resolved)
    let schema = SchemaBuilder().build(resolved)
    _ = SQLRenderer(annotate: true, includeRows: true).render(schema)
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux: SwiftPM links executables with
/// `--defsym main=FuzzModelReader_main`, which would otherwise be undefined
/// (there is no top-level code). On macOS libFuzzer's own `main` runs.
@_cdecl("FuzzModelReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzModelReader)
}
