// Only the templates a run can reach are parsed: the layout's file
// templates, the partials they name, and the accessor templates the model's
// attributes pick. Anything the scan cannot follow means "parse them all".
import MomgenCore
@testable import MomgenSwift
import MomgenTestSupport
import XCTest

final class TemplateSelectionTests: XCTestCase {
    func testReferencesAreReadFromPartialAndParentTags() {
        let text = "a {{> members}} b {{>imports}} {{< base}}{{/base}} {{>*accessorTemplate}} {{name}} {{{raw}}} {{#s}}{{/s}}"
        XCTAssertEqual(TemplateSelection.references(in: text),
                       [.named("members"), .named("imports"), .named("base"), .dynamic("accessorTemplate")])
        XCTAssertNil(TemplateSelection.references(in: "{{=<% %>=}} <% > members %>"))
    }

    func testDefaultMogeneratorTemplatesReachOnlyTheAccessorsInUse() throws {
        let selection = TemplateSelection(roots: SwiftEmitter.fileTemplates(for: .mogenerator), accessorTemplates: ["attribute-managed"])
        let reached = try XCTUnwrap(selection.reachable(in: .defaults))
        XCTAssertTrue(reached.isSuperset(of: ["machine", "human", "model-protocol", "members", "imports", "attribute-managed",
                                              "fetch-template", "mutators-ordered", "mutators-unordered"]), "\(reached.sorted())")
        XCTAssertTrue(reached.isDisjoint(with: ["attribute-scalar", "attribute-enum", "attribute-codable", "single",
                                                "xcode-class", "xcode-properties"]), "\(reached.sorted())")
    }

    func testEveryDefaultTemplateIsReachableFromSomeLayout() throws {
        let accessors = Set(AttributeContext.accessorTemplates.values)
        var reached: Set<String> = []
        for layout in Layout.allCases {
            let selection = TemplateSelection(roots: SwiftEmitter.fileTemplates(for: layout), accessorTemplates: accessors)
            reached.formUnion(try XCTUnwrap(selection.reachable(in: .defaults)))
        }
        XCTAssertEqual(reached, Set(TemplateSet.defaults.texts.keys))
    }

    func testAnotherDynamicPartialMeansEveryTemplate() {
        var templates = TemplateSet.defaults
        templates.texts["human"] = "{{>*myPartial}}"
        let selection = TemplateSelection(roots: ["human"], accessorTemplates: [])
        XCTAssertNil(selection.reachable(in: templates))
    }

    /// A broken template the run reaches is still an error naming it; one it
    /// cannot reach is never parsed.
    func testBrokenTemplatesAreReportedOnlyWhenReached() throws {
        let model = try ModelLoader().load(TestPaths.sampleModel("BookStore")).resolved
        var templates = TemplateSet.defaults
        templates.texts["xcode-class"] = "{{#unclosed}}"
        XCTAssertFalse(try SwiftEmitter(options: GenerationOptions(modelName: "BookStore"), templates: templates).emit(model).isEmpty)
        XCTAssertThrowsError(try SwiftEmitter(options: GenerationOptions(modelName: "BookStore", layout: .xcode), templates: templates)
            .emit(model)) { error in
            XCTAssertTrue("\(error)".contains("xcode-class"), "\(error)")
        }
    }
}
