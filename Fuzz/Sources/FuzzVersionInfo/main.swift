// libFuzzer entry point: arbitrary bytes as a bundle's `VersionInfo.plist`
// (binary, or XML through Foundation), read for a bundle holding a few
// versions, as `CompiledBundle` reads it: the current version and the entity
// hashes, within the cost budget. Shared hash tables, long keys and odd
// integers are the shapes that mattered (issue 34 items 5 and 16); seeds
// include them. Built with `-parse-as-library`.
import MomgenCompiled

/// The versions the fuzzed bundle holds: the names momc's seeds use, and a
/// few a mutated plist easily reaches.
let fuzzedVersions = ["Model", "Model 2", "Pulsum", "CartStorage", "V0", "V1", "V2", "a", ""]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVersionInfo(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    _ = try? CompiledBundle.versionInfo(bytes, versions: fuzzedVersions)
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux (SwiftPM links with `--defsym main=FuzzVersionInfo_main`).
@_cdecl("FuzzVersionInfo_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzVersionInfo)
}
