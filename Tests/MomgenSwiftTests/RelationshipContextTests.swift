// Relationship types and the exact KVC mutator selectors.
import MomgenModel
import MomgenSwift
import XCTest

final class RelationshipContextTests: XCTestCase {
    func testToManySelectors() {
        var books = Relationship(name: "books")
        books.isToMany = true
        books.isOptional = true
        let context = RelationshipContext(books, destinationType: "Book", namer: SwiftNamer())
        XCTAssertEqual(context.declaredType, "Set<Book>")
        XCTAssertEqual(context.addObjectSelector, "addBooksObject:")
        XCTAssertEqual(context.removeObjectSelector, "removeBooksObject:")
        XCTAssertEqual(context.addSetSelector, "addBooks:")
        XCTAssertEqual(context.removeSetSelector, "removeBooks:")
        XCTAssertEqual(context.addMethod, "addToBooks")
        XCTAssertEqual(context.removeMethod, "removeFromBooks")
        XCTAssertTrue(context.hasMutators)
        XCTAssertTrue(context.isUnordered)
    }

    func testOrderedSelectors() {
        var pages = Relationship(name: "pages")
        pages.isToMany = true
        pages.isOrdered = true
        let context = RelationshipContext(pages, destinationType: "Page", namer: SwiftNamer())
        XCTAssertEqual(context.declaredType, "NSOrderedSet")
        XCTAssertEqual(context.arrayName, "pagesArray")
        XCTAssertEqual(context.insertObjectSelector, "insertObject:inPagesAtIndex:")
        XCTAssertEqual(context.removeObjectAtIndexSelector, "removeObjectFromPagesAtIndex:")
        XCTAssertEqual(context.insertAtIndexesSelector, "insertPages:atIndexes:")
        XCTAssertEqual(context.removeAtIndexesSelector, "removePagesAtIndexes:")
        XCTAssertEqual(context.replaceObjectSelector, "replaceObjectInPagesAtIndex:withObject:")
        XCTAssertEqual(context.replaceAtIndexesSelector, "replacePagesAtIndexes:withPages:")
        XCTAssertTrue(context.isOrdered)
        XCTAssertFalse(context.isUnordered)
    }

    /// Xcode's API: optional collections, `NSSet` set mutators, the ordered
    /// mutators reading an optional set, no typed array.
    func testXcodeTypes() {
        var pages = Relationship(name: "pages")
        pages.isToMany = true
        pages.isOrdered = true
        let ordered = RelationshipContext(pages, destinationType: "Page", namer: SwiftNamer(), xcodeAPI: true)
        XCTAssertEqual(ordered.declaredType, "NSOrderedSet?")
        XCTAssertEqual(ordered.currentOrderedSet, "self.pages ?? NSOrderedSet()")
        XCTAssertFalse(ordered.hasArrayAccessor)
        XCTAssertEqual(RelationshipContext(pages, destinationType: "Page", namer: SwiftNamer()).currentOrderedSet, "self.pages")
        var books = Relationship(name: "books")
        books.isToMany = true
        let unordered = RelationshipContext(books, destinationType: "Book", namer: SwiftNamer(), xcodeAPI: true)
        XCTAssertEqual(unordered.declaredType, "NSSet?")
        XCTAssertEqual(unordered.setValuesType, "NSSet")
        XCTAssertEqual(RelationshipContext(books, destinationType: "Book", namer: SwiftNamer()).setValuesType, "Set<Book>")
        let owner = Relationship(name: "owner")
        XCTAssertEqual(RelationshipContext(owner, destinationType: "Owner", namer: SwiftNamer(), requiredStyle: .optional, xcodeAPI: true).declaredType, "Owner?")
    }

    /// mogenerator's names: selector-named mutators, the live proxy and the
    /// primitive accessor.
    func testMogeneratorNames() {
        var books = Relationship(name: "books")
        books.isToMany = true
        let unordered = RelationshipContext(books, destinationType: "Book", namer: SwiftNamer())
        XCTAssertEqual([unordered.addSetMethod, unordered.removeSetMethod, unordered.addObjectMethod, unordered.removeObjectMethod],
                       ["addBooks", "removeBooks", "addBooksObject", "removeBooksObject"])
        XCTAssertEqual([unordered.collectionType, unordered.setProxyName, unordered.proxyType, unordered.proxyMethod],
                       ["NSSet", "booksSet", "NSMutableSet", "mutableSetValue"])
        XCTAssertEqual([unordered.primitiveName, unordered.primitiveType], ["primitiveBooks", "NSMutableSet"])
        books.isOrdered = true
        let ordered = RelationshipContext(books, destinationType: "Book", namer: SwiftNamer())
        XCTAssertEqual([ordered.collectionType, ordered.proxyType, ordered.proxyMethod, ordered.primitiveType],
                       ["NSOrderedSet", "NSMutableOrderedSet", "mutableOrderedSetValue", "NSMutableOrderedSet"])
        let owner = RelationshipContext(Relationship(name: "owner"), destinationType: "Owner", namer: SwiftNamer())
        XCTAssertEqual(owner.primitiveType, "Owner?")
        XCTAssertFalse(owner.hasSetProxy, "a to-one has no set proxy")
    }

    func testToOneOptionality() {
        var owner = Relationship(name: "owner")
        XCTAssertEqual(RelationshipContext(owner, destinationType: "Owner", namer: SwiftNamer()).declaredType, "Owner")
        owner.isOptional = true
        let optional = RelationshipContext(owner, destinationType: "Owner", namer: SwiftNamer())
        XCTAssertEqual(optional.declaredType, "Owner?")
        XCTAssertFalse(optional.hasMutators)
    }

    /// A required to-one follows `--required-style`; an optional one is `T?` in every style.
    func testRequiredToOneFollowsTheRequiredStyle() {
        var owner = Relationship(name: "owner")
        let declared = { (style: RequiredStyle) in
            RelationshipContext(owner, destinationType: "Owner", namer: SwiftNamer(), requiredStyle: style).declaredType
        }
        XCTAssertEqual([RequiredStyle.nonOptional, .implicitlyUnwrapped, .optional].map(declared), ["Owner", "Owner!", "Owner?"])
        owner.isOptional = true
        XCTAssertEqual([RequiredStyle.nonOptional, .implicitlyUnwrapped, .optional].map(declared), ["Owner?", "Owner?", "Owner?"])
    }

    func testReadOnlyRelationshipHasNoMutators() {
        var tags = Relationship(name: "tags")
        tags.isToMany = true
        tags.userInfo = UserInfo([.init(key: "mogenerator.readonly", value: "YES")])
        let context = RelationshipContext(tags, destinationType: "Tag", namer: SwiftNamer())
        XCTAssertTrue(context.isReadOnly)
        XCTAssertFalse(context.hasMutators)
    }

    func testDestinationWithoutClassIsNSManagedObject() throws {
        let item = try XCTUnwrap(try Fixture.context().entity("Item"))
        XCTAssertEqual(item.relationship("tags")?.declaredType, "Set<NSManagedObject>")
        XCTAssertEqual(item.relationship("owner")?.declaredType, "Owner")
    }
}
