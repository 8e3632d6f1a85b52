// libFuzzer entry point: arbitrary bytes as a team's `.motemplate` file
// (templates are untrusted input: a pull request can change them), parsed
// by momgen's MiscMerge engine and rendered, as `momgen mogenerator` renders
// a machine template, over every entity of a small model with mogenerator's
// object model. Includes read from a fixed folder of two small templates.
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
                                 maxTemplateBytes: 1 << 16)

/// Read once: the model's entities with mogenerator's keys, and a folder
/// `include` may read (two templates, one including the other). The model
/// object is kept: its entities refer to it without owning it.
private let fixture: (model: MogeneratorModel, entities: [EntityObject], folder: TemplateFolder) = {
    guard let declared = try? ModelReader().decode(Array(modelXML.utf8), path: "Fuzz.xcdatamodel/contents") else {
        fatalError("the fuzz model must read")
    }
    let model = MogeneratorModel(Resolver().resolve(declared), settings: MogeneratorSettings(swift: true))
    guard let entities = model.generatedEntities(configuration: nil) else { fatalError("the fuzz model has no such configuration") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-fuzz-motemplate-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? "<$managedObjectClassName$>\n<$include b.motemplate$>".write(to: folder.appendingPathComponent("a.motemplate"), atomically: true, encoding: .utf8)
    try? "<$foreach Attribute noninheritedAttributes do$><$Attribute.name$> <$endforeach do$>".write(to: folder.appendingPathComponent("b.motemplate"), atomically: true, encoding: .utf8)
    return (model, entities, TemplateFolder(url: folder, limits: limits))
}()

/// Called by libFuzzer once per input. One `MomgenError` (a template error
/// at its location) is the expected answer to bad input; a crash, a
/// sanitizer report, a timeout or running out of memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMiscMergeTemplate(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let source = String(decoding: bytes, as: UTF8.self)
    do {
        let template = try MergeTemplate(source: source, file: "machine.swift.motemplate", folder: fixture.folder, limits: limits)
        let engine = MergeEngine(template: template, limits: limits, globals: MergeSymbols(),
                                 engineSymbols: MergeDictionary([("TemplateVar", .dictionary(MergeDictionary([("arc", .string("true"))])))]))
        for entity in fixture.entities {
            let text = BlankLineCollapser.collapse(try engine.render(.object(entity)))
            precondition(text.utf8.count <= limits.maxOutputBytes, "output above the bound")
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
