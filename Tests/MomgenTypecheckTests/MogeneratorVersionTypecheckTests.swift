// The mogenerator template set's output for each `--mogenerator-version`
// type-checks against the stub: every sample model, and an app written
// against mogenerator 1.31's files (NSNumber scalars, `String` required
// values, NSManagedObject's untyped fetchRequest()) compiles unchanged.
import MomgenTestSupport
import XCTest

final class MogeneratorVersionTypecheckTests: XCTestCase {
    func testEverySampleModelTypechecksInEveryVersion() throws {
        for version in ["1.31", "1.32"] {
            for model in TestPaths.sampleModelNames {
                let generated = try GeneratedCode.generate(model: TestPaths.sampleModel(model), layout: GeneratedCode.mogeneratorSet,
                                                           extraArguments: ["--mogenerator-version", version])
                defer { generated.discard() }
                XCTAssertEqual(generated.status, 0, "\(model) \(version): \(generated.stderr)")
                let result = Typechecker.check(files: generated.files, moduleName: model)
                XCTAssertTrue(result.ok, "\(model) (mogenerator \(version)) does not type-check:\n\(result.diagnostics)")
            }
        }
    }

    /// Call sites of a 1.31 project: `.floatValue` on an NSNumber scalar, a
    /// required String used as `String`, an untyped `fetchRequest()`.
    func testCallSitesWrittenFor131Compile() throws {
        let generated = try GeneratedCode.generate(model: TestPaths.sampleModel("BookStore"), layout: GeneratedCode.mogeneratorSet,
                                                   extraArguments: ["--mogenerator-version", "1.31"])
        defer { generated.discard() }
        let app = generated.folder.appendingPathComponent("App.swift")
        try """
        import CoreData
        func use(_ book: Book, _ context: NSManagedObjectContext) throws -> Float {
            book.price = NSNumber(value: 9.5)
            let request = Book.fetchRequest()
            let all = try context.fetch(request)
            _ = all
            let copy = book.pagesSet()
            return book.price?.floatValue ?? 0
        }
        """.write(to: app, atomically: true, encoding: .utf8)
        let result = Typechecker.check(files: generated.files + [app], moduleName: "App131")
        XCTAssertTrue(result.ok, "1.31 call sites do not type-check:\n\(result.diagnostics)")
        // The same call sites fail against 1.32's declarations: the version matters.
        let newer = try GeneratedCode.generate(model: TestPaths.sampleModel("BookStore"), layout: GeneratedCode.mogeneratorSet)
        defer { newer.discard() }
        let rejected = Typechecker.check(files: newer.files + [app], moduleName: "App132")
        XCTAssertFalse(rejected.ok, "1.31 call sites type-checked against 1.32's declarations")
    }
}
