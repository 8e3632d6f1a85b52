// A small Core Data model written by hand the way apps write it against
// Apple's SDK; the snippet tests add one use or one mistake to it.

/// Hand-written managed object classes: Book (ordered pages, authors),
/// Page, Author.
enum SnippetModel {
    /// The classes, with the accessors and mutators Xcode writes.
    static let source = """
    import CoreData

    @objc(Book)
    public class Book: NSManagedObject {
        @NSManaged public var title: String?
        @NSManaged public var isbn: String
        @NSManaged public var pageCount: Int16
        @NSManaged public var published: Date?
        @NSManaged public var cover: Data?
        @NSManaged public var identifier: UUID?
        @NSManaged public var link: URL?
        @NSManaged public var price: NSDecimalNumber?
        @NSManaged public var pages: NSOrderedSet
        @NSManaged public var authors: Set<Author>
        @NSManaged public var publisher: Author?

        /// An optional scalar through primitive accessors.
        public var rating: Double? {
            get {
                willAccessValue(forKey: "rating")
                defer { didAccessValue(forKey: "rating") }
                return primitiveValue(forKey: "rating") as? Double
            }
            set {
                willChangeValue(forKey: "rating")
                defer { didChangeValue(forKey: "rating") }
                setPrimitiveValue(newValue.map { NSNumber(value: $0) }, forKey: "rating")
            }
        }

        @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> {
            NSFetchRequest<Book>(entityName: "Book")
        }

        @objc(addAuthorsObject:) @NSManaged public func addToAuthors(_ value: Author)
        @objc(removeAuthorsObject:) @NSManaged public func removeFromAuthors(_ value: Author)
        @objc(addAuthors:) @NSManaged public func addToAuthors(_ values: NSSet)
        @objc(removeAuthors:) @NSManaged public func removeFromAuthors(_ values: NSSet)

        @objc(addPagesObject:) @NSManaged public func addToPages(_ value: Page)
        @objc(removePagesObject:) @NSManaged public func removeFromPages(_ value: Page)
        @objc(insertObject:inPagesAtIndex:) @NSManaged public func insertIntoPages(_ value: Page, at idx: Int)
        @objc(removeObjectFromPagesAtIndex:) @NSManaged public func removeFromPages(at idx: Int)
        @objc(insertPages:atIndexes:) @NSManaged public func insertIntoPages(_ values: [Page], at indexes: NSIndexSet)
        @objc(removePagesAtIndexes:) @NSManaged public func removeFromPages(at indexes: NSIndexSet)
        @objc(replaceObjectInPagesAtIndex:withObject:) @NSManaged public func replacePages(at idx: Int, with value: Page)
        @objc(replacePagesAtIndexes:withPages:) @NSManaged public func replacePages(at indexes: NSIndexSet, with values: [Page])
        @objc(addPages:) @NSManaged public func addToPages(_ values: NSOrderedSet)
        @objc(removePages:) @NSManaged public func removeFromPages(_ values: NSOrderedSet)
    }

    @objc(Page)
    public class Page: NSManagedObject {
        @NSManaged public var number: Int32
        @NSManaged public var text: String?
        @NSManaged public var book: Book?
    }

    @objc(Author)
    public class Author: NSManagedObject {
        @NSManaged public var name: String
        @NSManaged public var books: Set<Book>
    }

    """

    /// The model followed by `body`.
    static func with(_ body: String) -> String { source + body + "\n" }
}
