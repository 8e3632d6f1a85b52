// libFuzzer entry point: arbitrary bytes as a Core Data SQLite store file,
// through everything momgen reads from a store: the bounded read-only open
// (value limits, generated columns refused, journals), Z_METADATA through the
// bounded plist reader, the schema snapshot `ddl --compare` and `store` use,
// and the compiled model in Z_MODELCACHE (inflated, decoded, resolved,
// hashed). Built with `-parse-as-library`; see `FuzzStoreReader_main`.
import Foundation
import MomgenCompiled
import MomgenDDL
import MomgenModel
import MomgenStore
import MomgenVersions

/// One folder per fuzzing process, made once: each input is written to
/// `store.sqlite` in it (SQLite reads files, not memory buffers here).
let storeFolder: String = {
    let folder = NSTemporaryDirectory() + "momgen-fuzz-store-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}()

/// Called by libFuzzer once per input. A thrown MomgenError is the expected
/// answer to a bad store; a crash, a sanitizer report, a timeout or running
/// out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoreReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let path = storeFolder + "/store.sqlite"
    for suffix in ["-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    let bytes = start.map { Data(UnsafeBufferPointer(start: $0, count: count)) } ?? Data()
    guard FileManager.default.createFile(atPath: path, contents: bytes) else { return 0 }
    _ = try? StoreReader.read(path: path) { database in
        (try StoreMetadata(database: database, path: path), try StoreSnapshot(database: database))
    }
    if let compiled = try? CompiledModelReader().readStore(path) {
        _ = ModelVersionHashes(Resolver().resolve(compiled.model))
    }
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux (SwiftPM links with `--defsym main=FuzzStoreReader_main`).
@_cdecl("FuzzStoreReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzStoreReader)
}
