// A small app that uses the generated API (BookStore, LeagueManager)
// type-checks against the stub together with the generated code; misuses of
// the generated API are rejected, so the API really is typed.
import Foundation
import MomgenTestSupport
import XCTest

final class AppUsageTests: XCTestCase {
    /// Generates `model` and type-checks it with `appSource` as one module.
    private func typecheck(_ model: String, with appSource: String, layout: String = "mogenerator")
        throws -> (ok: Bool, diagnostics: String)? {
        let generated = try GeneratedCode.generate(model: TestPaths.sampleModel(model), layout: layout)
        defer { generated.discard() }
        guard generated.status == 0 else {
            XCTFail("momgen generate \(model) failed (\(generated.status)):\n\(generated.stderr)")
            return nil
        }
        let app = generated.folder.appendingPathComponent("App.swift")
        try appSource.write(to: app, atomically: true, encoding: .utf8)
        return Typechecker.check(files: generated.files + [app], moduleName: "\(model)App")
    }

    func testBookStoreAppTypechecksInEveryLayout() throws {
        for layout in GeneratedCode.layouts {
            guard let result = try typecheck("BookStore", with: AppPrograms.bookStore, layout: layout) else { continue }
            XCTAssertTrue(result.ok, "BookStore app (\(layout)) does not type-check:\n\(result.diagnostics)")
        }
    }

    func testLeagueManagerAppWithFetchTemplateTypechecks() throws {
        guard let result = try typecheck("LeagueManager", with: AppPrograms.leagueManager) else { return }
        XCTAssertTrue(result.ok, "LeagueManager app does not type-check:\n\(result.diagnostics)")
    }

    func testStringForOptionalFloatAttributeIsRejected() throws {
        let misuse = AppPrograms.bookStore + "\nfunc misuse(_ book: Book) { book.price = \"cheap\" }\n"
        guard let result = try typecheck("BookStore", with: misuse) else { return }
        XCTAssertFalse(result.ok, "assigning a String to Book.price type-checked")
        XCTAssertTrue(result.diagnostics.contains("cannot assign value of type 'String' to type 'Float'"), result.diagnostics)
    }

    func testWrongObjectForOrderedMutatorIsRejected() throws {
        let misuse = AppPrograms.bookStore + "\nfunc misuse(_ book: Book, _ category: BookCategory) { book.addToPages(category) }\n"
        guard let result = try typecheck("BookStore", with: misuse) else { return }
        XCTAssertFalse(result.ok, "adding a BookCategory to Book.pages type-checked")
        XCTAssertTrue(result.diagnostics.contains("addToPages"), result.diagnostics)
    }

    func testUnknownKeyConstantIsRejected() throws {
        let misuse = AppPrograms.bookStore + "\nlet key = Book.Attributes.author.rawValue\n"
        guard let result = try typecheck("BookStore", with: misuse) else { return }
        XCTAssertFalse(result.ok, "a key constant for a missing attribute type-checked")
        XCTAssertTrue(result.diagnostics.contains("author"), result.diagnostics)
    }

    func testNilForRequiredLeagueAttributeIsRejected() throws {
        let misuse = AppPrograms.leagueManager + "\nfunc misuse(_ team: Team) { team.name = nil }\n"
        guard let result = try typecheck("LeagueManager", with: misuse) else { return }
        XCTAssertFalse(result.ok, "nil for the required Team.name type-checked")
        XCTAssertTrue(result.diagnostics.contains("'nil' cannot be assigned to type 'String'"), result.diagnostics)
    }
}
