// Property-based test of `momgen generate` on hostile but well-formed models
// (HostileModelGenerator): for every seed, momgen either refuses the model
// with a lint error, or the Swift it writes type-checks against the stub, in
// every layout, required style and access level in turn.
//
// CI runs a bounded number of seeds; run more on demand with
//   MOMGEN_FUZZ_SEEDS=500 [MOMGEN_FUZZ_FIRST_SEED=1000] swift test --filter HostileModelFuzzTests
// A failure prints the seed and the model, and the same seed reproduces it.
import Foundation
import MomgenSwift
import MomgenTestSupport
import XCTest

final class HostileModelFuzzTests: XCTestCase {
    /// Seeds per run: `MOMGEN_FUZZ_SEEDS`, 36 by default (a few seconds):
    /// any 36 consecutive seeds meet every layout, required style and access
    /// level together (`styleArguments`).
    static var seedCount: Int {
        ProcessInfo.processInfo.environment["MOMGEN_FUZZ_SEEDS"].flatMap(Int.init) ?? 36
    }

    /// The first seed: `MOMGEN_FUZZ_FIRST_SEED`, 1 by default.
    static var firstSeed: UInt64 {
        ProcessInfo.processInfo.environment["MOMGEN_FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 1
    }

    func testGenerateEitherRefusesAHostileModelOrItsSwiftTypechecks() throws {
        var refused = 0, checked = 0
        var refusingRules: [String: Int] = [:]
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.seedCount)) {
            var generator = HostileModelGenerator(seed: seed)
            let contents = generator.contents()
            let model = try ModelFolder(name: "Fuzz", contents: contents)
            defer { model.discard() }
            let generated = try GeneratedCode.generate(model: model.model.path, layout: Self.layout(seed),
                                                       extraArguments: Self.styleArguments(seed))
            defer { generated.discard() }
            if generated.status == 1, generated.stderr.contains("lint error") {
                refused += 1
                for rule in Self.errorRules(generated.stderr) { refusingRules[rule, default: 0] += 1 }
                continue
            }
            guard generated.status == 0 else {
                XCTFail("seed \(seed): momgen generate exited \(generated.status):\n\(generated.stderr)\n\(contents)")
                continue
            }
            let appTypes = model.root.appendingPathComponent("AppTypes.swift")
            try HostileModelGenerator.appTypes.write(to: appTypes, atomically: true, encoding: .utf8)
            let result = Typechecker.check(files: generated.files + [appTypes], moduleName: "FuzzApp")
            checked += 1
            if !result.ok {
                XCTFail("seed \(seed) (--layout \(Self.layout(seed)) \(Self.styleArguments(seed).joined(separator: " "))): lint-clean model whose Swift does not type-check:\n\(result.diagnostics)\n\(contents)")
            }
            let text = try generated.files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            XCTAssertFalse(text.contains("preconditionFailure") || text.contains("fatalError"), "seed \(seed): a generated accessor traps")
        }
        let rules = refusingRules.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("HostileModelFuzzTests: \(Self.seedCount) seeds from \(Self.firstSeed): \(checked) type-checked, \(refused) refused by lint (\(rules))")
        // The pools are tuned so that the type checker sees a good share of models.
        XCTAssertGreaterThanOrEqual(checked * 3, Self.seedCount, "too few models got past lint to test the generator")
    }

    /// The rule ids of the error lines in a lint report (`… error: … [rule-id]`).
    static func errorRules(_ report: String) -> Set<String> {
        Set(report.split(separator: "\n").filter { $0.contains(": error: ") && $0.hasSuffix("]") }.compactMap { line in
            line.lastIndex(of: "[").map { String(line[line.index(after: $0)..<line.index(before: line.endIndex)]) }
        })
    }

    /// The layout for `seed`: every layout in turn.
    static func layout(_ seed: UInt64) -> String {
        GeneratedCode.layouts[Int(seed % UInt64(GeneratedCode.layouts.count))]
    }

    /// The `--required-style` and `--access` for `seed`: each layout meets
    /// every required style and access level across consecutive seeds, since
    /// both change declarations (`T!`, `public`/`open` members) that names
    /// from the model may break. The lists are the options' own, so a style
    /// or level added later is fuzzed too.
    static func styleArguments(_ seed: UInt64) -> [String] {
        let styles = RequiredStyle.allCases.map(\.rawValue)
        let accesses = AccessLevel.allCases.map(\.rawValue)
        let round = Int(seed / UInt64(GeneratedCode.layouts.count))
        return ["--required-style", styles[round % styles.count],
                "--access", accesses[(round / styles.count) % accesses.count]]
    }
}
