// The generated code for every sample model and every layout type-checks
// against the Core Data stub, machine and human files as one module.
import MomgenTestSupport
import XCTest

final class SampleModelTypecheckTests: XCTestCase {
    /// Generates `model` and asserts that the result type-checks.
    private func assertGeneratedCodeTypechecks(_ model: String, layout: String, arguments: [String] = [],
                                               mode: Typechecker.LanguageMode = .swift5,
                                               file: StaticString = #filePath, line: UInt = #line) throws {
        let generated = try GeneratedCode.generate(model: TestPaths.sampleModel(model), layout: layout, extraArguments: arguments)
        defer { generated.discard() }
        let label = "\(model) --layout \(layout) \(arguments.joined(separator: " ")) (Swift \(mode.rawValue))"
        guard generated.status == 0 else {
            return XCTFail("momgen generate failed for \(label) (\(generated.status)):\n\(generated.stderr)", file: file, line: line)
        }
        XCTAssertFalse(generated.files.isEmpty, "no Swift files generated for \(label)", file: file, line: line)
        let result = Typechecker.check(files: generated.files, moduleName: model, mode: mode)
        XCTAssertTrue(result.ok, "generated code for \(label) does not type-check:\n\(result.diagnostics)", file: file, line: line)
    }

    func testGenerateIsAvailable() {
        XCTAssertTrue(GeneratedCode.isAvailable, "momgen generate is missing: generated code cannot be type-checked")
    }

    func testEverySampleModelInEveryLayoutTypechecks() throws {
        XCTAssertEqual(TestPaths.sampleModelNames.count, 5, "sample models changed: \(TestPaths.sampleModelNames)")
        for model in TestPaths.sampleModelNames {
            for layout in GeneratedCode.layouts {
                try assertGeneratedCodeTypechecks(model, layout: layout)
            }
        }
    }

    func testBookStoreTypechecksInSwift6Mode() throws {
        for layout in GeneratedCode.layouts {
            try assertGeneratedCodeTypechecks("BookStore", layout: layout, mode: .swift6)
        }
    }

    /// Every `--required-style` on every sample model (BookStore also in
    /// every layout): `T!` and `T?` must be valid `@NSManaged` types.
    func testEveryRequiredStyleTypechecks() throws {
        for style in ["implicitly-unwrapped", "optional"] {
            for model in TestPaths.sampleModelNames {
                try assertGeneratedCodeTypechecks(model, layout: "mogenerator", arguments: ["--required-style", style])
            }
            try assertGeneratedCodeTypechecks("BookStore", layout: "xcode", arguments: ["--required-style", style])
            try assertGeneratedCodeTypechecks("LeagueManager", layout: GeneratedCode.mogeneratorSet, arguments: ["--required-style", style])
            try assertGeneratedCodeTypechecks("BookStore", layout: "single", arguments: ["--required-style", style, "--access", "open"])
        }
    }

    func testPublicAndOpenAccessTypecheck() throws {
        for access in ["public", "open"] {
            try assertGeneratedCodeTypechecks("BookStore", layout: "mogenerator", arguments: ["--access", access])
            try assertGeneratedCodeTypechecks("LeagueManager", layout: "xcode", arguments: ["--access", access])
            try assertGeneratedCodeTypechecks("BookStore", layout: "xcode", arguments: ["--access", access])
            for model in ["BookStore", "LeagueManager"] {
                try assertGeneratedCodeTypechecks(model, layout: GeneratedCode.mogeneratorSet, arguments: ["--access", access])
            }
        }
    }
}
