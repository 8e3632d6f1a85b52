// libFuzzer entry point: arbitrary bytes as a binary property list, through
// momgen's bounded reader (a full, budgeted materialisation, as store
// metadata is read) and then as a compiled model (keyed archive → declared
// model → resolved model → version hashes), as `.mom` files and store model
// caches are read. Built with `-parse-as-library`; see `FuzzPlistReader_main`.
import MomgenCompiled
import MomgenModel
import MomgenPlist
import MomgenVersions

/// Called by libFuzzer once per input. A thrown PlistError or MomgenError is
/// the expected answer to bad input; a crash, a sanitizer report, a timeout
/// or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlistReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let plist = try? BinaryPlist(bytes) {
        _ = try? plist.topValue()
    }
    if let compiled = try? CompiledModelReader().decode(bytes, file: "Fuzz.mom") {
        let resolved = Resolver().resolve(compiled.model)
        _ = ModelVersionHashes(resolved)
    }
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux (SwiftPM links with `--defsym main=FuzzPlistReader_main`).
@_cdecl("FuzzPlistReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzPlistReader)
}
