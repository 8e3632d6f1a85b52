// Issue 43, item 6: a template's cost is bounded by the run, whatever its
// shape. Empty include delimiters looped forever; a file included many
// times was read and parsed once per path through the includes; `set a =
// a, a` doubled a value each time; the output and loop bounds held per
// entity and template, so a many-entity model multiplied them.
import Foundation
import MomgenDiagnostics
import MomgenModel
import MomgenReader
@testable import MomgenMiscMerge
import XCTest

final class HostileTemplateCostTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("miscmerge-cost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func run(_ name: String, limits: MergeLimits = .standard) throws -> String {
        let template = try MergeTemplate(named: name, in: TemplateFolder(url: folder, limits: limits))
        return try MergeEngine(template: template, limits: limits).render(.object(TestObject([:])))
    }

    func testEmptyIncludeDelimitersAreAnError() throws {
        try write("f", "text")
        for tag in ["<$include f '' ''$>", "<$include f '{{' ''$>", "<$include f '' '}}'$>"] {
            try write("main.motemplate", tag)
            XCTAssertTrue(errorLine { try self.run("main.motemplate") }.contains("delimiters may not be empty"), tag)
        }
        XCTAssertTrue(errorLine { try MergeTemplate(source: "x", file: "t", delimiters: MergeDelimiters(start: "", end: "")) }
            .contains("delimiters may not be empty"))
    }

    /// Twelve files, each including the next four times: 4^12 paths
    /// through the includes. Each file is parsed once per include chain;
    /// rendering stops at the run's step bound.
    func testEachIncludeIsParsedOncePerChain() throws {
        for level in 0..<12 {
            let next = "<$include f\(level + 1)$>"
            try write("f\(level)", next + next + next + next)
        }
        try write("f12", "x")
        var limits = MergeLimits.standard
        limits.maxSteps = 100_000
        let template = try MergeTemplate(named: "f0", in: TemplateFolder(url: folder, limits: limits))
        XCTAssertTrue(errorLine { try MergeEngine(template: template, limits: limits).render(nil) }
            .contains("more than 100000 template steps in one run"))
    }

    func testSetValuesHaveABoundedExpansion() throws {
        let template = "<$set a = 'x'$>" + String(repeating: "<$set a = a, a$>", count: 60) + "<$a.@count$>"
        XCTAssertTrue(errorLine { try render(template) }.contains("a value of more than 100000 elements"))
        // A small doubling is fine.
        XCTAssertEqual(try render("<$set a = 'x'$>" + String(repeating: "<$set a = a, a$>", count: 3) + "<$a.@count$>"), "2")
    }

    /// A value within the bound, used over and over: each comparison or
    /// key mapped over it costs a step per element, so the run's step bound
    /// ends it (a value of 2^15 leaves and 65,534 elements, walked once for each leaf).
    func testUsingALargeValueCostsItsSize() {
        let doubled = "<$set a = 'x'$>" + String(repeating: "<$set a = a, a$>", count: 15)
        let open = (0..<15).map { "<$foreach x\($0) \($0 == 0 ? "a" : "x\($0 - 1)") do\($0)$>" }.joined()
        let close = (0..<15).reversed().map { "<$endforeach do\($0)$>" }.joined()
        var limits = MergeLimits.standard
        limits.maxSteps = 500_000
        for use in ["<$if a == a$>y<$endif$>", "<$if 'y' in a$>y<$endif$>", "<$set b = a.length$>"] {
            let error = errorLine { try render(doubled + open + use + close, limits: limits) }
            XCTAssertTrue(error.contains("template steps in one run"), use + ": " + error)
        }
    }

    func testTheExpandedSizeCountsSharedListsOnce() {
        var value = MergeValue.list([.string("x")])
        for _ in 0..<200 { value = .list([value, value]) }
        // 2^200 elements once expanded; counted in 200 steps, stopping at the bound.
        XCTAssertGreaterThan(MergeValueSize.elements(of: value, upTo: 1_000), 1_000)
        XCTAssertEqual(MergeValueSize.elements(of: .list([.list([.string("a"), .string("b")]), .string("c")]), upTo: 100), 4)
    }

    /// The loop and output bounds hold for the run: twenty iterations per
    /// entity stay under a bound of 50 for one entity, not for the model.
    func testLoopAndOutputBoundsHoldPerRun() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\" documentVersion=\"1.0\">\n"
        for index in 0..<100 {
            xml += "<entity name=\"E\(index)\" representedClassName=\"E\(index)\" syncable=\"YES\"><attribute name=\"a\" optional=\"YES\" attributeType=\"String\" syncable=\"YES\"/></entity>\n"
        }
        xml += "</model>\n"
        let model = Resolver().resolve(try ModelReader().decode(Array(xml.utf8), path: "Many.xcdatamodel/contents"))
        try write("machine.swift.motemplate", "<$foreach A noninheritedAttributes do$><$foreach B noninheritedAttributes do$>..........<$endforeach do$><$endforeach do$>")
        try write("human.swift.motemplate", "<$foreach A noninheritedAttributes do$>x<$endforeach do$>")
        var loops = MergeLimits.standard
        loops.maxLoopIterations = 50
        XCTAssertTrue(errorLine { try MogeneratorRun(settings: MogeneratorSettings(), templateVariables: [],
                                                      templates: TemplateFolder(url: self.folder, limits: loops)).render(model) }
            .contains("loop iterations in one run"))
        var output = MergeLimits.standard
        output.maxOutputBytes = 500
        XCTAssertTrue(errorLine { try MogeneratorRun(settings: MogeneratorSettings(), templateVariables: [],
                                                      templates: TemplateFolder(url: self.folder, limits: output)).render(model) }
            .contains("bytes in one run"))
        // Within the bounds the run is as before.
        XCTAssertEqual(try MogeneratorRun(settings: MogeneratorSettings(), templateVariables: [],
                                          templates: TemplateFolder(url: folder)).render(model).count, 200)
    }

    func testTheCollapserIsLinearAndByteExact() {
        let line = "  let a = 1 \t\n\n \n\tb\r\n"
        let text = String(repeating: line, count: 50_000) + "é ü 😀\n\n\nend"
        let collapsed = BlankLineCollapser.collapse(text)
        XCTAssertTrue(collapsed.hasPrefix("  let a = 1\n\n\tb\n\n  let a = 1"), String(collapsed.prefix(40)))
        XCTAssertTrue(collapsed.hasSuffix("é ü 😀\n\nend"))
    }
}
