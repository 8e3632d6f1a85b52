// libFuzzer entry point, structure-aware: the input is read as choices that
// build a compiled model archive (`FuzzArchiveGenerator`) — the `.mom`
// structure, shared references and hostile names included — and the archive
// goes through what `momgen` does with a `.mom`: decode (with its cost
// budget), resolve, version hashes, and decompile. The decompile round trip
// is checked: the XML read back must give the same entity hashes, or the
// writer must have refused. Built with `-parse-as-library`.
import Foundation
import MomgenCompiled
import MomgenModel
import MomgenReader
import MomgenVersions

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompiledArchive(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    var generator = FuzzArchiveGenerator(input)
    let archive = generator.archive()
    guard let compiled = try? CompiledModelReader().decode(archive, file: "Fuzz.mom") else { return 0 }
    let hashes = ModelVersionHashes(Resolver().resolve(compiled.model))
    guard let xml = try? ModelXMLWriter.contents(compiled.model) else { return 0 }
    // What the decompiled source reads back as; a reader refusal (a name
    // the XML reader rejects) is an answer, a different model is a finding.
    guard let back = try? ModelReader().decode(Array(xml.utf8), path: "Fuzz.xcdatamodel/contents") else { return 0 }
    let again = ModelVersionHashes(Resolver().resolve(back))
    if again.base64ByEntity != hashes.base64ByEntity {
        let differing = hashes.base64ByEntity.keys.filter { again.base64ByEntity[$0] != hashes.base64ByEntity[$0] }.sorted()
        fatalError("decompile round trip changed the entity hashes of \(differing.prefix(5))")
    }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux (SwiftPM links with `--defsym main=FuzzCompiledArchive_main`).
@_cdecl("FuzzCompiledArchive_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzCompiledArchive)
}
