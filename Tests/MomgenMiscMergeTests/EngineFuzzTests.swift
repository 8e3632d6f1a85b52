// Random templates built from MiscMerge's own pieces (delimiters, commands,
// operators, quotes, backslashes, names) must each either render or fail
// with one MomgenError: never crash, hang or grow without bound. The
// generator is seeded, so a failure reproduces.
import Foundation
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

    /// What issue 43 found hangs and blow-ups in: delimiters, includes of
    /// includes (with their own delimiters, empty ones included) and `set`
    /// feeding a value into itself. Each input is three files and a main
    /// template with delimiters of its own; the run has one budget.
    static let structuredPieces = [
        "include a", "include b", "include c", "include b '{{' '}}'", "include c '' ''", "include a '[' ']'",
        "set x = x, x", "set x = 'v'", "setlocal x = x, x", "x.@count", "index x 1", "index x 1e300", "if x == x", "endif",
        "foreach A items do", "endforeach do", "name", "\n\n  \n", " ",
    ]

    func testRandomIncludesDelimitersAndSetStayBounded() throws {
        var generator = SeededGenerator(state: 43)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("miscmerge-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var limits = MergeLimits.standard
        limits.maxOutputBytes = 1 << 16
        limits.maxLoopIterations = 10_000
        limits.maxSteps = 20_000
        limits.maxValueElements = 2_000
        limits.maxIncludeDepth = 6
        let delimiters = [MergeDelimiters.mogenerator, .miscMerge, MergeDelimiters(start: "{{", end: "}}"), MergeDelimiters(start: "[", end: "]")]
        let items = MergeValue.list((0..<3).map { _ in .object(TestObject(["name": .string("i")])) })
        func text(_ pair: MergeDelimiters) -> String {
            (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                let piece = Self.structuredPieces.randomElement(using: &generator)!
                return Bool.random(using: &generator) ? pair.start + piece + pair.end : piece
            }.joined()
        }
        for _ in 0..<80 {
            for (name, pair) in [("a", MergeDelimiters.mogenerator), ("b", delimiters[2]), ("c", delimiters[0])] {
                try text(pair).write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
            }
            let pair = delimiters.randomElement(using: &generator)!
            let source = text(pair)
            do {
                let template = try MergeTemplate(source: source, file: "t.motemplate", delimiters: pair,
                                                 folder: TemplateFolder(url: folder, limits: limits), limits: limits)
                let engine = MergeEngine(template: template, limits: limits)
                for _ in 0..<3 { _ = try engine.render(.object(TestObject(["name": .string("Book"), "items": items]))) }
            } catch let error as MomgenError {
                XCTAssertFalse(error.description.contains("\n"), "one line: \(error)")
            } catch {
                XCTFail("unexpected error \(error) for \(source.debugDescription)")
            }
        }
    }
}
