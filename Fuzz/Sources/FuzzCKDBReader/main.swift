// libFuzzer entry point: arbitrary bytes as an exported CloudKit schema
// (`.ckdb`, untrusted: a pull request can change the committed export),
// through the bounded reader, the comparison with a small model, and the
// renderer. Built with `-parse-as-library`; see `FuzzCKDBReader_main`.
import MomgenCloudKit
import MomgenDiagnostics
import MomgenModel
import MomgenReader

/// A model with a to-one, a to-many, a String, a Binary and an Integer, so the comparison visits every origin.
let model: ResolvedModel? = {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" usedWithCloudKit="YES">
        <entity name="List" syncable="YES"><attribute name="name" optional="YES" attributeType="String"/>\
        <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="list" inverseEntity="Item"/></entity>
        <entity name="Item" syncable="YES"><attribute name="data" optional="YES" attributeType="Binary"/><attribute name="order" optional="YES" attributeType="Integer 32"/>\
        <relationship name="list" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="List" inverseName="items" inverseEntity="List"/></entity>
        </model>
        """
    return (try? ModelReader().decode(Array(xml.utf8), path: "Fuzz.xcdatamodel/contents")).map { Resolver().resolve($0) }
}()

/// Called by libFuzzer once per input. One `MomgenError` is the expected
/// answer to bad input; a crash, a sanitizer report, a timeout or running
/// out of memory is a finding, and so is a schema that reads but does not
/// read back the same once printed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCKDBReader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let schema = try? CKDBReader().parse(bytes: bytes, file: "production.ckdb") else { return 0 }
    for options in [CloudKitSchemaOptions(), CloudKitSchemaOptions(mode: .initialize, sharing: true)] {
        if let model, let built = try? CloudKitSchemaBuilder(options: options).build(model) {
            _ = CloudKitComparator(options: options).compare(model: built, production: schema, productionFile: "production.ckdb")
        }
    }
    _ = CloudKitModeMatch.of(schema)
    // What the renderer prints, the reader must read as the same record types and fields.
    let printed = CKDBRenderer().render(schema)
    guard let again = try? CKDBReader().parse(printed, file: "printed.ckdb") else { fatalError("a read schema printed as unreadable text") }
    let names: (CloudKitSchema) -> [[String]] = { $0.recordTypes.map { [$0.name] + $0.fields.map { "\($0.name) \($0.type) \($0.qualifiers)" }.sorted() } }
    if names(again).sorted(by: { $0.lexicographicallyPrecedes($1) }) != names(schema).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        fatalError("a read schema printed and read again differs")
    }
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux: SwiftPM links executables with
/// `--defsym main=FuzzCKDBReader_main`, which would otherwise be undefined
/// (there is no top-level code). On macOS libFuzzer's own `main` runs.
@_cdecl("FuzzCKDBReader_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzCKDBReader)
}
