// libFuzzer entry point: arbitrary bytes as a `.momgen-render-cache` and as a
// `.momgen-stamp` (issue 34, item 6). The cache is even vouched for in the
// user's record, as if momgen had written it, and still the outputs of a
// generate run through it must be byte for byte those of a full run: the
// cache may save work, never change what is written. The stamp must parse
// back to itself. Built with `-parse-as-library`.
import Foundation
import MomgenCore
import MomgenSwift
import MomgenWriter

/// A small model, its full-run outputs on disk, and the folders (made once).
private final class Setup: @unchecked Sendable {
    let folder: String
    let output: String
    let record: LocalWriteRecord
    let job: GenerationJob
    let loaded: LoadedModel
    let full: [OutputFile]

    init() {
        folder = NSTemporaryDirectory() + "momgen-fuzz-cache-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        let bundle = folder + "/Shop.xcdatamodeld/Shop.xcdatamodel"
        try! FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        try! Self.model.write(toFile: bundle + "/contents", atomically: true, encoding: .utf8)
        output = folder + "/Generated"
        record = LocalWriteRecord(folder: folder + "/record")
        job = GenerationJob(request: GenerateRequest(output: output))
        loaded = try! ModelLoader().load(folder + "/Shop.xcdatamodeld")
        let first = try! job.outputs(for: loaded, memo: nil)
        full = first.outputs
        _ = try! OutputWriter().write(full, mode: .write)
        try! first.cache.write(record: record)
    }

    static let model = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Book" representedClassName="Book" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
        </entity>
        <entity name="Shelf" representedClassName="Shelf" syncable="YES">
            <attribute name="label" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
        </entity>
        <entity name="Novel" representedClassName="Novel" parentEntity="Book" syncable="YES">
            <attribute name="pages" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
        </entity>
    </model>
    """
}

private let setup = Setup()

/// Called by libFuzzer once per input. Any mismatch is a finding (a trap).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderCache(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let stamp = GenerationStamp.parse(String(decoding: bytes, as: UTF8.self)) {
        precondition(GenerationStamp.parse(stamp.text) == stamp, "a stamp does not parse back to itself")
        _ = stamp.outputsAreCurrent(folders: [("machine", setup.output), ("human", setup.output)])
    }
    let path = setup.output + "/" + RenderCache.fileName
    try! AtomicFile().write(bytes, to: path)
    setup.record.record(bytes, at: path)
    let memo = RenderCache.read(machineFolder: setup.output, humanFolder: setup.output, record: setup.record)
    let generated = try! setup.job.outputs(for: setup.loaded, memo: memo)
    precondition(generated.outputs.map(\.path) == setup.full.map(\.path), "a cache changed which files are written")
    for (given, expected) in zip(generated.outputs, setup.full) {
        precondition(given.contents == expected.contents, "a cache changed \(expected.path)")
    }
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux (SwiftPM links `--defsym main=FuzzRenderCache_main`).
@_cdecl("FuzzRenderCache_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzRenderCache)
}
