// libFuzzer entry point: arbitrary bytes as a team's `.motemplate` file
// (templates are untrusted input: a pull request can change them), parsed
// by momgen's MiscMerge engine and rendered, as `momgen mogenerator` renders
// a machine template, over every entity of a small model with mogenerator's
// object model, with one budget for the whole input (as a run has).
//
// Two shapes of input. Plain bytes are the template, with includes from a
// fixed folder of two small templates. An input starting with the byte 0x01
// is structured, so the fuzzer varies what issue 43 found hangs in: its
// second byte picks the main template's delimiters (mogenerator's, MiscMerge's
// or others, one character or two), and the rest, split at NUL bytes, is the
// main template and up to four files `i0`…`i3` written into the include folder
// (so includes of includes, include chains with their own delimiters and
// `set` over several files are all reachable).
// Built with `-parse-as-library`; see `FuzzMiscMergeTemplate_main`.
import Foundation
import MomgenDiagnostics
import MomgenMiscMerge
import MomgenModel
import MomgenReader

/// The model every input renders over: inheritance, scalars, a
/// transformable with userInfo, an ordered to-many, a fetched property.
private let modelXML = """
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="12141" systemVersion="16E195" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
    <entity name="Base" representedClassName="Base" isAbstract="YES" syncable="YES">
        <attribute name="uid" attributeType="String" syncable="YES"/>
    </entity>
    <entity name="Book" representedClassName="Book" parentEntity="Base" syncable="YES">
        <attribute name="title" attributeType="String" syncable="YES"/>
        <attribute name="pages" optional="YES" attributeType="Integer 16" usesScalarValueType="YES" syncable="YES"/>
        <attribute name="extra" optional="YES" attributeType="Transformable" syncable="YES">
            <userInfo><entry key="mogenerator.readonly" value="YES"/></userInfo>
        </attribute>
        <relationship name="authors" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author" syncable="YES"/>
        <fetchedProperty name="longOnes" optional="YES" syncable="YES">
            <fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="pages &gt; 300"/>
        </fetchedProperty>
        <userInfo><entry key="note" value="say hi"/></userInfo>
    </entity>
    <entity name="Author" representedClassName="Author" syncable="YES">
        <attribute name="name" optional="YES" attributeType="String" syncable="YES"/>
        <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="authors" inverseEntity="Book" syncable="YES"/>
    </entity>
    <fetchRequest name="byTitle" entity="Book" predicateString="title == $title"/>
</model>
"""

/// Bounds small enough that every input finishes in milliseconds; a
/// template that exceeds one must fail with one error, not run on.
private let limits = MergeLimits(maxOutputBytes: 1 << 16, maxLoopIterations: 10_000, maxIncludeDepth: 4, maxNesting: 64,
                                 maxTemplateBytes: 1 << 16, maxSteps: 200_000, maxValueElements: 10_000)

/// The delimiter pairs a structured input picks from (its second byte).
private let delimiterChoices: [MergeDelimiters] = [
    .mogenerator, .miscMerge, MergeDelimiters(start: "{{", end: "}}"), MergeDelimiters(start: "[", end: "]"),
    MergeDelimiters(start: "%", end: "%"), MergeDelimiters(start: "<", end: ">"), MergeDelimiters(start: "$", end: "$"),
    MergeDelimiters(start: "<$", end: ">"),
]

/// Read once: the model's entities with mogenerator's keys, and a folder
/// `include` may read (two templates, one including the other, and the
/// structured inputs' `i0`…`i3`). The model object is kept: its entities
/// refer to it without owning it.
private let fixture: (model: MogeneratorModel, entities: [EntityObject], folder: TemplateFolder, url: URL) = {
    guard let declared = try? ModelReader().decode(Array(modelXML.utf8), path: "Fuzz.xcdatamodel/contents") else {
        fatalError("the fuzz model must read")
    }
    let model = MogeneratorModel(Resolver().resolve(declared), settings: MogeneratorSettings(swift: true))
    guard let entities = model.generatedEntities(configuration: nil) else { fatalError("the fuzz model has no such configuration") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-fuzz-motemplate-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? "<$managedObjectClassName$>\n<$include b.motemplate$>".write(to: folder.appendingPathComponent("a.motemplate"), atomically: true, encoding: .utf8)
    try? "<$foreach Attribute noninheritedAttributes do$><$Attribute.name$> <$endforeach do$>".write(to: folder.appendingPathComponent("b.motemplate"), atomically: true, encoding: .utf8)
    return (model, entities, TemplateFolder(url: folder, limits: limits), folder)
}()

/// The main template and its delimiters: the bytes as they are, or a
/// structured input's parts, whose include files are written first.
private func parts(of bytes: [UInt8]) -> (source: String, delimiters: MergeDelimiters) {
    guard bytes.count >= 2, bytes[0] == 0x01 else {
        return (String(decoding: bytes, as: UTF8.self), .mogenerator)
    }
    let delimiters = delimiterChoices[Int(bytes[1]) % delimiterChoices.count]
    let parts = bytes.dropFirst(2).split(separator: 0, maxSplits: 4, omittingEmptySubsequences: false)
    for index in 0..<4 {
        let url = fixture.url.appendingPathComponent("i\(index)")
        let text = index + 1 < parts.count ? String(decoding: parts[index + 1], as: UTF8.self) : ""
        try? text.write(to: url, atomically: false, encoding: .utf8)
    }
    return (parts.first.map { String(decoding: $0, as: UTF8.self) } ?? "", delimiters)
}

/// Called by libFuzzer once per input. One `MomgenError` (a template error
/// at its location) is the expected answer to bad input; a crash, a
/// sanitizer report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMiscMergeTemplate(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let (source, delimiters) = parts(of: bytes)
    do {
        let template = try MergeTemplate(source: source, file: "machine.swift.motemplate", delimiters: delimiters,
                                         folder: fixture.folder, limits: limits)
        // One budget over every entity, as one run of templates has.
        let budget = MergeBudget(limits: limits)
        let engine = MergeEngine(template: template, limits: limits, globals: MergeSymbols(),
                                 engineSymbols: MergeDictionary([("TemplateVar", .dictionary(MergeDictionary([("arc", .string("true"))])))]),
                                 budget: budget)
        var total = 0
        for entity in fixture.entities {
            let text = BlankLineCollapser.collapse(try engine.render(.object(entity)))
            total += text.utf8.count
            precondition(total <= limits.maxOutputBytes, "output above the run's bound")
        }
    } catch let error as MomgenError {
        precondition(!error.description.contains("\n"), "a template error is one line")
    } catch {
        preconditionFailure("not a MomgenError: \(error)")
    }
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The entry point on Linux: SwiftPM links executables with
/// `--defsym main=FuzzMiscMergeTemplate_main` (there is no top-level code).
/// On macOS libFuzzer's own `main` runs.
@_cdecl("FuzzMiscMergeTemplate_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzMiscMergeTemplate)
}
