// Random templates built from MiscMerge's own pieces (delimiters, commands,
// operators, quotes, backslashes, names) must each either render or fail
// with one MomgenError: never crash, hang or grow without bound. The
// generator is seeded, so a failure reproduces.
import MomgenDiagnostics
@testable import MomgenMiscMerge
import XCTest

final class EngineFuzzTests: XCTestCase {
    /// A small deterministic generator (SplitMix64).
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces = [
        "<$", "$>", "<$", "$>", "\\", "\"", "'", "\n", " ", "if ", "elseif ", "else", "endif", "foreach A items do",
        "endforeach do", "foreach B A.kids", "endforeach", "set x = ", "setlocal y = ", "identify z = ", "include a.motemplate",
        "comment ", "index items 1", "copy ", "name", "A.name", "AIndex", "items.@count", "x", "&&", "||", "!", "==", "!=",
        "<", ">=", "in", "notin", "(", ")", ",", "+", "-", "*", "/", "%", "0", "1", "'lit'", "\"name\"", "TemplateVar.arc",
        "name.initialCapitalString", "«", "»", "text",
    ]

    func testRandomTemplatesRenderOrFailCleanly() {
        var generator = SeededGenerator(state: 2026)
        var limits = MergeLimits.standard
        limits.maxOutputBytes = 1 << 16
        limits.maxLoopIterations = 10_000
        let kid = MergeValue.object(TestObject(["name": .string("k")]))
        let items = MergeValue.list((0..<3).map { _ in .object(TestObject(["name": .string("i"), "kids": .list([kid, kid])])) })
        var rendered = 0
        for _ in 0..<3000 {
            let count = Int.random(in: 1...40, using: &generator)
            let source = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            do {
                _ = try render(source, ["name": .string("Book"), "items": items],
                               engine: MergeDictionary([("TemplateVar", .dictionary(MergeDictionary()))]), limits: limits)
                rendered += 1
            } catch let error as MomgenError {
                XCTAssertFalse(error.description.contains("\n"), "one line: \(error)")
            } catch {
                XCTFail("unexpected error \(error) for \(source.debugDescription)")
            }
        }
        XCTAssertGreaterThan(rendered, 100, "the generator should also produce valid templates")
    }
}
