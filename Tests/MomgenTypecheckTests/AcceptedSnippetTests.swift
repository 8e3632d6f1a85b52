// Snippets a real app writes against Apple's Core Data; each must
// type-check against the stub as it does against the SDK.
import XCTest

final class AcceptedSnippetTests: XCTestCase {
    func testTypedFetchRequestAndFetch() {
        assertTypechecks(SnippetModel.with("""
        func titles(in context: NSManagedObjectContext) throws -> [String] {
            let request = NSFetchRequest<Book>(entityName: "Book")
            request.predicate = NSPredicate(format: "%K BEGINSWITH %@ AND pageCount > %d", "title", "A", 10)
            request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
            request.fetchLimit = 20
            request.relationshipKeyPathsForPrefetching = ["authors"]
            let books: [Book] = try context.fetch(request)
            return books.compactMap(\\.title)
        }
        """))
    }

    func testCountForTypedRequest() {
        assertTypechecks(SnippetModel.with("""
        func count(in context: NSManagedObjectContext) throws -> Int {
            try context.count(for: Book.fetchRequest() as NSFetchRequest<Book>)
        }
        """))
    }

    func testInsertInitializersAndSave() {
        assertTypechecks(SnippetModel.with("""
        func insert(into context: NSManagedObjectContext) throws {
            let book = Book(context: context)
            book.isbn = "978-0"
            book.title = nil
            book.pageCount = 12
            book.published = Date()
            book.identifier = UUID()
            book.link = URL(string: "https://example.com")
            book.price = NSDecimalNumber(string: "9.99")
            let entity = NSEntityDescription.entity(forEntityName: "Author", in: context)!
            let author = Author(entity: entity, insertInto: context)
            let other = NSEntityDescription.insertNewObject(forEntityName: "Author", into: context) as! Author
            book.addToAuthors(author)
            book.authors.insert(other)
            context.insert(author)
            context.delete(other)
            try context.save()
        }
        """))
    }

    func testOrderedMutators() {
        assertTypechecks(SnippetModel.with("""
        func edit(_ book: Book, _ page: Page, _ more: [Page]) {
            book.addToPages(page)
            book.insertIntoPages(page, at: 0)
            book.insertIntoPages(more, at: NSIndexSet(index: 1))
            book.replacePages(at: 0, with: page)
            book.removeFromPages(at: 0)
            book.removeFromPages(at: NSIndexSet(index: 0))
            book.addToPages(NSOrderedSet(array: more))
            let typed: [Page] = book.pages.array as? [Page] ?? []
            for case let p as Page in book.pages { _ = p.number }
            _ = typed
        }
        """))
    }

    func testKeyValueCodingAndMutableProxies() {
        assertTypechecks(SnippetModel.with("""
        func kvc(_ book: Book, _ author: Author, _ page: Page) {
            let title = book.value(forKey: "title") as? String
            book.setValue(title, forKey: "title")
            book.mutableSetValue(forKey: "authors").add(author)
            book.mutableOrderedSetValue(forKey: "pages").insert(page, at: 0)
            book.willChange(.insertion, valuesAt: IndexSet(integer: 0), forKey: "pages")
            book.didChange(.insertion, valuesAt: IndexSet(integer: 0), forKey: "pages")
        }
        """))
    }

    func testPrimitiveAccessorsForOptionalScalars() {
        assertTypechecks(SnippetModel.with("""
        extension Page {
            public var wordCount: Int32? {
                get {
                    willAccessValue(forKey: "wordCount")
                    defer { didAccessValue(forKey: "wordCount") }
                    return (primitiveValue(forKey: "wordCount") as? NSNumber)?.int32Value
                }
                set {
                    willChangeValue(forKey: "wordCount")
                    defer { didChangeValue(forKey: "wordCount") }
                    setPrimitiveValue(newValue as NSNumber?, forKey: "wordCount")
                }
            }
        }
        """))
    }

    func testFetchRequestTemplateThroughCoordinator() {
        assertTypechecks(SnippetModel.with("""
        func template(_ context: NSManagedObjectContext, title: String) -> NSFetchRequest<Book>? {
            let model = context.persistentStoreCoordinator?.managedObjectModel
            return model?.fetchRequestFromTemplate(withName: "byTitle", substitutionVariables: ["title": title]) as? NSFetchRequest<Book>
        }
        """))
    }

    func testOverridingEntityLifecycleAndFetchRequest() {
        assertTypechecks(SnippetModel.with("""
        @objc(Magazine)
        public class Magazine: Book {
            @NSManaged public var issue: Int64
            public override func awakeFromInsert() {
                super.awakeFromInsert()
                issue = 1
            }
            @nonobjc public class func magazineRequest() -> NSFetchRequest<Magazine> {
                NSFetchRequest<Magazine>(entityName: "Magazine")
            }
        }
        """))
    }

    func testBridgingCasts() {
        assertTypechecks(SnippetModel.with("""
        func casts(_ book: Book) {
            let number: NSNumber = 5
            let count = Int16(truncating: number)
            let price: Decimal = book.price?.decimalValue ?? 0
            book.price = price as NSDecimalNumber
            let set: NSSet = book.authors as NSSet
            let back = set as? Set<Author>
            _ = (count, back)
        }
        """))
    }

    func testValueTransformerSubclass() {
        assertTypechecks("""
        import Foundation
        @objc(ColorTransformer)
        final class ColorTransformer: NSSecureUnarchiveFromDataTransformer {
            override class var allowedTopLevelClasses: [AnyClass] { [NSString.self] }
            static let name = NSValueTransformerName(rawValue: "ColorTransformer")
            static func register() { ValueTransformer.setValueTransformer(ColorTransformer(), forName: name) }
        }
        """)
    }

    func testStateFlagsUseSwiftIsNames() {
        assertTypechecks(SnippetModel.with("""
        func state(_ book: Book) -> Bool {
            book.isInserted || book.isUpdated || book.isDeleted || book.isFault || book.hasChanges
        }
        """))
    }

    func testTransformableAttributedString() {
        assertTypechecks(SnippetModel.with("""
        public class Note: NSManagedObject {
            @NSManaged public var body: NSAttributedString?
        }
        func plain(_ note: Note) -> String? { note.body?.string }
        """))
    }

    func testNSUIntegerImportsAsInt() {
        // Apple's headers are system modules, where NSUInteger imports as Int.
        assertTypechecks(SnippetModel.with("""
        func limits(_ book: Book, _ request: NSFetchRequest<Book>) -> Int {
            let count: Int = book.pages.count
            request.fetchLimit = count
            return book.pages.index(of: book) + book.hash
        }
        """))
    }
}
