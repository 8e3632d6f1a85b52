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

    func testBookStoreAppTypechecksInEveryLayoutWithMomgensAPI() throws {
        for layout in GeneratedCode.momgenAPILayouts {
            guard let result = try typecheck("BookStore", with: AppPrograms.bookStore, layout: layout) else { continue }
            XCTAssertTrue(result.ok, "BookStore app (\(layout)) does not type-check:\n\(result.diagnostics)")
        }
    }

    /// An app written for Xcode's "Create NSManagedObject Subclass" files
    /// compiles unchanged against the xcode layout: `init(context:)`,
    /// optional values, `NSSet?`/`NSOrderedSet?` and Xcode's mutators, the
    /// typed `fetchRequest()` in a class and a subclass, `Identifiable`.
    func testXcodeAppCompilesUnchangedAgainstTheXcodeLayout() throws {
        let bookResult = try XCTUnwrap(try typecheck("BookStore", with: AppPrograms.xcodeBookStore, layout: "xcode"))
        XCTAssertTrue(bookResult.ok, "Xcode-style BookStore app does not type-check:\n\(bookResult.diagnostics)")
        let leagueResult = try XCTUnwrap(try typecheck("LeagueManager", with: AppPrograms.xcodeLeagueManager, layout: "xcode"))
        XCTAssertTrue(leagueResult.ok, "Xcode-style LeagueManager app does not type-check:\n\(leagueResult.diagnostics)")
    }

    /// As in Xcode's files, a required String is `String?`: using it as
    /// `String` is rejected (and `team.name = nil` above is accepted).
    func testRequiredValueIsOptionalInTheXcodeLayout() throws {
        let misuse = AppPrograms.xcodeLeagueManager + "\nfunc misuse(_ team: Team) -> String { team.name }\n"
        let result = try XCTUnwrap(try typecheck("LeagueManager", with: misuse, layout: "xcode"))
        XCTAssertFalse(result.ok, "a required Team.name read as String type-checked in the xcode layout")
        XCTAssertTrue(result.diagnostics.contains("must be unwrapped"), result.diagnostics)
    }

    /// Xcode's mutators are typed to the destination: a Page is no Book.
    func testWrongObjectForXcodeMutatorIsRejected() throws {
        let misuse = AppPrograms.xcodeBookStore + "\nfunc misuse(_ category: BookCategory, _ page: Page) { category.addToBooks(page) }\n"
        let result = try XCTUnwrap(try typecheck("BookStore", with: misuse, layout: "xcode"))
        XCTAssertFalse(result.ok, "adding a Page to BookCategory.books type-checked")
        XCTAssertTrue(result.diagnostics.contains("addToBooks"), result.diagnostics)
    }

    /// An app written for mogenerator's Swift files compiles against the
    /// mogenerator template set.
    func testMogeneratorAppCompilesAgainstTheMogeneratorTemplateSet() throws {
        let layout = GeneratedCode.mogeneratorSet
        let bookResult = try XCTUnwrap(try typecheck("BookStore", with: AppPrograms.mogeneratorBookStore, layout: layout))
        XCTAssertTrue(bookResult.ok, "mogenerator-style BookStore app does not type-check:\n\(bookResult.diagnostics)")
        let leagueResult = try XCTUnwrap(try typecheck("LeagueManager", with: AppPrograms.mogeneratorLeagueManager, layout: layout))
        XCTAssertTrue(leagueResult.ok, "mogenerator-style LeagueManager app does not type-check:\n\(leagueResult.diagnostics)")
    }

    /// The mogenerator set's key enums are real: a missing key is rejected.
    func testUnknownMogeneratorKeyIsRejected() throws {
        let misuse = AppPrograms.mogeneratorBookStore + "\nlet key = BookAttributes.author.rawValue\n"
        let result = try XCTUnwrap(try typecheck("BookStore", with: misuse, layout: GeneratedCode.mogeneratorSet))
        XCTAssertFalse(result.ok, "a key constant for a missing attribute type-checked")
        XCTAssertTrue(result.diagnostics.contains("author"), result.diagnostics)
    }

    /// As with Xcode's own files, `fetchRequest()` without a type context is ambiguous.
    func testUntypedXcodeStyleFetchRequestIsAmbiguousAsInXcode() throws {
        let misuse = AppPrograms.xcodeBookStore + "\nfunc misuse() { let request = Book.fetchRequest(); _ = request }\n"
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
