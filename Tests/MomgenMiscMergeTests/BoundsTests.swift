// Templates are untrusted: output size, loop iterations and nesting are
// bounded, each with one error at the template location.
@testable import MomgenMiscMerge
import XCTest

final class BoundsTests: XCTestCase {
    func testOutputSizeIsBounded() {
        var limits = MergeLimits.standard
        limits.maxOutputBytes = 10
        XCTAssertEqual(errorLine { try render("<$foreach A items do$>abcd<$endforeach do$>", ["items": abc], limits: limits) },
                       "t.motemplate: error: output larger than 10 bytes in one run")
    }

    func testLoopIterationsAreBounded() {
        var limits = MergeLimits.standard
        limits.maxLoopIterations = 5
        let source = "<$foreach A items do$><$foreach B items do2$>x<$endforeach do2$><$endforeach do$>"
        XCTAssertEqual(errorLine { try render(source, ["items": abc], limits: limits) },
                       "t.motemplate:1:23: error: more than 5 loop iterations in one run")
    }

    func testBlockNestingIsBounded() {
        var limits = MergeLimits.standard
        limits.maxNesting = 10
        let source = String(repeating: "<$if a$>", count: 20) + String(repeating: "<$endif$>", count: 20)
        XCTAssertEqual(errorLine { try render(source, ["a": .bool(true)], limits: limits) },
                       "t.motemplate:1:73: error: blocks nested more than 10 deep")
    }

    func testExpressionNestingIsBounded() {
        let source = "<$if " + String(repeating: "(", count: 500) + "a" + String(repeating: ")", count: 500) + "$><$endif$>"
        XCTAssertTrue(errorLine { try render(source, ["a": .bool(true)]) }.hasSuffix("error: expression nested more than 100 deep"))
    }

    func testOperatorChainsAreBounded() {
        let source = "<$1" + String(repeating: " + 1", count: 5000) + "$>"
        XCTAssertTrue(errorLine { try render(source) }.hasSuffix("error: expression with more than 1000 operators"))
        XCTAssertEqual(try render("<$1" + String(repeating: " + 1", count: 500) + "$>"), "501")
    }

    func testTemplateSizeIsBounded() {
        var limits = MergeLimits.standard
        limits.maxTemplateBytes = 8
        XCTAssertEqual(errorLine { try render("0123456789", limits: limits) }, "t.motemplate: error: template larger than 8 bytes")
    }

    func testUnsupportedCommandIsAnError() {
        XCTAssertEqual(errorLine { try render("<$while a$>") },
                       "t.motemplate:1:1: error: 'while' is a MiscMerge command momgen does not run (no mogenerator template uses it)")
    }
}
