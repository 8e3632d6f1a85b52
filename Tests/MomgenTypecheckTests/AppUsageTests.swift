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

    /// Call sites written for Xcode's "Create NSManagedObject Subclass"
    /// files: the typed `fetchRequest()` of the xcode layout, in a class and
    /// in a subclass (LeagueManager's Player inherits from Person).
    func testXcodeStyleFetchRequestCallSitesTypecheckInTheXcodeLayout() throws {
        let bookStore = AppPrograms.bookStore + """

        func xcodeStyle(_ context: NSManagedObjectContext) throws -> [Book] {
            let request: NSFetchRequest<Book> = Book.fetchRequest()
            request.predicate = NSPredicate(format: "title != nil")
            let categories = try context.fetch(BookCategory.fetchRequest() as NSFetchRequest<BookCategory>)
            _ = categories
            return try context.fetch(request)
        }
        """
        let bookResult = try XCTUnwrap(try typecheck("BookStore", with: bookStore, layout: "xcode"))
        XCTAssertTrue(bookResult.ok, "Xcode-style BookStore app does not type-check:\n\(bookResult.diagnostics)")
        let league = AppPrograms.leagueManager + """

        func xcodeStyle(_ context: NSManagedObjectContext) throws -> Int {
            let people: NSFetchRequest<Person> = Person.fetchRequest()
            let players: NSFetchRequest<Player> = Player.fetchRequest()
            return try context.count(for: people) + context.fetch(players).count
        }
        """
        let leagueResult = try XCTUnwrap(try typecheck("LeagueManager", with: league, layout: "xcode"))
        XCTAssertTrue(leagueResult.ok, "Xcode-style LeagueManager app does not type-check:\n\(leagueResult.diagnostics)")
    }

    /// As with Xcode's own files, `fetchRequest()` without a type context is ambiguous.
    func testUntypedXcodeStyleFetchRequestIsAmbiguousAsInXcode() throws {
        let misuse = AppPrograms.bookStore + "\nfunc misuse() { let request = Book.fetchRequest(); _ = request }\n"
        let result = try XCTUnwrap(try typecheck("BookStore", with: misuse, layout: "xcode"))
        XCTAssertFalse(result.ok, "an untyped Book.fetchRequest() type-checked")
        XCTAssertTrue(result.diagnostics.contains("ambiguous use of 'fetchRequest()'"), result.diagnostics)
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
