// Snippets Apple's SDK rejects; the stub must reject each for the same reason.
import XCTest

final class RejectedSnippetTests: XCTestCase {
    func testNSManagedOptionalScalarIsRejected() {
        assertRejected(SnippetModel.with("""
        extension Page { }
        public class Draft: NSManagedObject { @NSManaged public var words: Int16? }
        """), because: "cannot be represented in Objective-C")
    }

    func testNSManagedSwiftStructIsRejected() {
        assertRejected(SnippetModel.with("""
        public struct Color { var red = 0.0 }
        public class Swatch: NSManagedObject { @NSManaged public var color: Color }
        """), because: "cannot be represented in Objective-C")
    }

    func testNSManagedOptionalDecimalIsRejected() {
        assertRejected(SnippetModel.with("""
        public class Invoice: NSManagedObject { @NSManaged public var total: Decimal? }
        """), because: "cannot be represented in Objective-C")
    }

    func testObjCMutatorWithOptionalScalarParameterIsRejected() {
        assertRejected(SnippetModel.with("""
        extension Book { @objc(addRatingsObject:) @NSManaged public func addToRatings(_ value: Int16?) }
        """), because: "cannot be represented in Objective-C")
    }

    func testAssigningWrongTypeIsRejected() {
        assertRejected(SnippetModel.with("""
        func wrong(_ book: Book) { book.title = 42 }
        """), because: "cannot assign value of type 'Int' to type 'String'")
    }

    func testNilForRequiredAttributeIsRejected() {
        assertRejected(SnippetModel.with("""
        func wrong(_ author: Author) { author.name = nil }
        """), because: "'nil' cannot be assigned to type 'String'")
    }

    func testIntWhereNSNumberIsRequiredIsRejected() {
        assertRejected(SnippetModel.with("""
        func wrong(_ count: Int) -> NSNumber { return count }
        """), because: "cannot convert return expression of type 'Int' to return type 'NSNumber'")
    }

    func testCallingMissingMethodIsRejected() {
        assertRejected(SnippetModel.with("""
        func wrong(_ context: NSManagedObjectContext) { context.fetchAll() }
        """), because: "has no member 'fetchAll'")
    }

    func testSaveWithoutTryIsRejected() {
        assertRejected(SnippetModel.with("""
        func wrong(_ context: NSManagedObjectContext) { context.save() }
        """), because: "call can throw")
    }

    func testRedeclaringFetchRequestWithoutOverrideIsRejected() {
        assertRejected(SnippetModel.with("""
        extension Page {
            public class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> { NSFetchRequest(entityName: "Page") }
        }
        """), because: "override")
    }

    func testUntypedFetchRequestCallIsAmbiguous() {
        // Xcode's own generated code has this trap: Book.fetchRequest() alone is ambiguous.
        assertRejected(SnippetModel.with("""
        func wrong() { let request = Book.fetchRequest(); _ = request }
        """), because: "ambiguous use of 'fetchRequest()'")
    }

    func testFetchResultOfWrongTypeIsRejected() {
        assertRejected(SnippetModel.with("""
        func wrong(_ context: NSManagedObjectContext) throws {
            let pages: [Page] = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))
            _ = pages
        }
        """), because: "cannot")
    }

    func testSetAssignedToOrderedRelationshipIsRejected() {
        assertRejected(SnippetModel.with("""
        func wrong(_ book: Book, _ pages: Set<Page>) { book.pages = pages }
        """), because: "cannot assign value of type 'Set<Page>' to type 'NSOrderedSet'")
    }

    func testMutatorWithWrongElementTypeIsRejected() {
        assertRejected(SnippetModel.with("""
        func wrong(_ book: Book, _ author: Author) { book.addToPages(author) }
        """), because: "no exact matches in call to instance method 'addToPages'")
    }

    func testOrderedSetIsNotTypedInSwift() {
        // NSOrderedSet is not generic in Swift: its array is [Any].
        assertRejected(SnippetModel.with("""
        func wrong(_ book: Book) -> [Page] { book.pages.array }
        """), because: "[Any]")
    }

    func testNSManagedWithInitialValueIsRejected() {
        assertRejected(SnippetModel.with("""
        public class Note: NSManagedObject { @NSManaged public var text: String = "" }
        """), because: "initial value")
    }

    func testObjCStylePropertyNameIsRejected() {
        // Swift sees NSManagedObject's `deleted` (getter isDeleted) as `isDeleted`.
        assertRejected(SnippetModel.with("""
        func wrong(_ book: Book) -> Bool { book.deleted }
        """), because: "deleted")
    }

    func testAttributeNamedDescriptionIsRejected() {
        assertRejected(SnippetModel.with("""
        public class Memo: NSManagedObject { @NSManaged public var description: String? }
        """), because: "cannot override a property with type 'String'")
    }

    func testAttributeNamedEntityIsRejected() {
        assertRejected(SnippetModel.with("""
        public class Memo: NSManagedObject { @NSManaged public var entity: String? }
        """), because: "conflicts with getter for 'entity' from superclass 'NSManagedObject'")
    }
}
