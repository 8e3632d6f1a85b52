// The stub's declarations that make it faithful to Apple's SDK beyond what
// generated code calls: members real NSObject/NSManagedObject have (so a
// clashing generated name fails here as it fails on a Mac), and conformances
// the SDK's overlays add (so valid app code type-checks). One accepted and,
// where a clash is the point, one rejected snippet for each addition.
import XCTest

final class StubFidelityTests: XCTestCase {
    /// Members present on every managed object in Apple's SDK.
    func testManagedObjectAndNSObjectMembersExist() {
        assertTypechecks(SnippetModel.with("""
        func inspect(_ book: Book) -> String {
            let persistent: Bool = book.hasPersistentChangedValues
            let state: Int = book.faultingState
            let current: [String: Any] = book.changedValuesForCurrentEvent()
            let faulted: Bool = book.hasFault(forRelationshipNamed: "pages")
            let info: UnsafeMutableRawPointer? = book.observationInfo
            _ = (persistent, state, current, faulted, info, book.objectWillChange)
            return book.debugDescription + book.className
        }
        """))
    }

    func testAPropertyNamedLikeAnSDKMemberIsRejected() {
        let clashes: [(String, String)] = [
            ("hasPersistentChangedValues: Bool", "hasPersistentChangedValues"),
            ("faultingState: Int16", "faultingState"),
            ("observationInfo: String?", "observationInfo"),
            ("className: String?", "className"),
            ("debugDescription: String?", "debugDescription"),
            ("objectWillChange: String?", "objectWillChange"),
        ]
        for (declaration, name) in clashes {
            let result = Typechecker.check(source: SnippetModel.with("""
            public class Memo: NSManagedObject { @NSManaged public var \(declaration) }
            """))
            XCTAssertFalse(result.ok, "a managed property named \(name) must not type-check")
            XCTAssertTrue(result.diagnostics.contains(name), "the error names \(name):\n\(result.diagnostics)")
        }
    }

    /// `ExpressibleByArrayLiteral` on NSArray, NSSet and NSOrderedSet, and
    /// `NSIndexSet: Sequence`, from Apple's Foundation overlay.
    func testFoundationCollectionLiteralsAndIndexSetIteration() {
        assertTypechecks(SnippetModel.with("""
        func literals(_ book: Book, _ page: Page, _ author: Author) -> Int {
            book.pages = [page]
            book.addToAuthors([author] as NSSet)
            let titles: NSArray = ["a", "b"]
            var total = titles.count
            for index in NSIndexSet(index: 2) { total += index }
            return total
        }
        """))
    }

    func testIndexSetElementsAreInts() {
        assertRejected(SnippetModel.with("""
        func names() -> [String] { NSIndexSet(index: 1).map { $0 } }
        """), because: "cannot convert")
    }

    /// The untyped `fetch(_:) -> [Any]` Apple's SDK imports from
    /// `executeFetchRequest:error:`, beside the generic one.
    func testUntypedFetchReturnsAny() {
        assertTypechecks(SnippetModel.with("""
        func all(in context: NSManagedObjectContext) throws -> [Any] {
            try context.fetch(NSFetchRequest<NSFetchRequestResult>(entityName: "Book"))
        }
        """))
        assertRejected(SnippetModel.with("""
        func all(in context: NSManagedObjectContext) throws -> [Book] {
            try context.fetch(NSFetchRequest<NSFetchRequestResult>(entityName: "Book"))
        }
        """), because: "cannot convert return expression")
    }

    /// Foundation's value types are Codable, so an app's Codable attribute
    /// type can hold them.
    func testFoundationValueTypesAreCodable() {
        assertTypechecks(SnippetModel.with("""
        struct Snapshot: Codable { var at: Date; var id: UUID; var link: URL; var blob: Data }
        func encode(_ snapshot: Snapshot) throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            return try encoder.encode(snapshot)
        }
        """))
        assertRejected(SnippetModel.with("""
        struct Holder: Codable { var book: Book }
        """), because: "does not conform to protocol 'Decodable'")
    }
}
