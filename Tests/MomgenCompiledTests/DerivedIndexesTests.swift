// Issue 32 item 4: Core Data archives each index of the source twice (an
// indexed attribute also as a one-element fetch index named after it; a
// one-element fetch index also as the attribute's indexed flag and that
// same index; a fetch index of several elements also in NSCompoundIndexes).
// The archives here follow those patterns, as real stores (framework
// 1251–1344) and momc's `.mom` files hold them.
import MomgenCompiled
import MomgenModel
import XCTest

final class DerivedIndexesTests: XCTestCase {
    func decodedItem(_ build: (OneEntityArchive) -> Void) throws -> Entity {
        let archive = OneEntityArchive()
        build(archive)
        let model = try CompiledModelReader().decode(archive.bytes(), file: "Item.mom").model
        return try XCTUnwrap(model.entities.first)
    }

    /// Source: `<attribute name="title" indexed="YES"/>` and nothing else.
    func testIndexedAttributeComesBackWithoutItsFetchIndex() throws {
        let item = try decodedItem { archive in
            archive.attribute("title", type: 700, [("NSIsIndexed", .bool(true))])
            archive.entityField("NSFetchIndexDescriptions", .uid(archive.archiver.array([archive.fetchIndex("title", [("title", true)])])))
        }
        XCTAssertEqual(item.attributes.map(\.isIndexed), [true])
        XCTAssertEqual(item.fetchIndexes.map(\.name), [])
    }

    /// Source: `<fetchIndex name="byName">` on `name`, the attribute not
    /// marked indexed; the archive marks it and adds an index named `name`.
    func testOneElementFetchIndexComesBackAlone() throws {
        let item = try decodedItem { archive in
            archive.attribute("name", type: 700, [("NSIsIndexed", .bool(true))])
            archive.entityField("NSFetchIndexDescriptions", .uid(archive.archiver.array([
                archive.fetchIndex("name", [("name", true)]), archive.fetchIndex("byName", [("name", true)]),
            ])))
        }
        XCTAssertEqual(item.attributes.map(\.isIndexed), [false])
        XCTAssertEqual(item.fetchIndexes.map(\.name), ["byName"])
    }

    /// Source: `<fetchIndex name="byUUID">` on `uuid` and `deleted`; the
    /// archive repeats it as a compound index.
    func testSeveralElementFetchIndexIsNotAlsoACompoundIndex() throws {
        let item = try decodedItem { archive in
            archive.attribute("uuid", type: 700)
            archive.attribute("deleted", type: 800)
            archive.attribute("url", type: 700)
            let a = archive.archiver
            archive.entityField("NSFetchIndexDescriptions", .uid(a.array([archive.fetchIndex("byUUID", [("uuid", true), ("deleted", true)])])))
            archive.entityField("NSCompoundIndexes", .uid(a.array([
                a.array([a.string("uuid"), a.string("deleted")]), a.array([a.string("url"), a.string("deleted")]),
            ])))
        }
        XCTAssertEqual(item.fetchIndexes.map(\.name), ["byUUID"])
        XCTAssertEqual(item.compoundIndexes.map(\.properties), [["url", "deleted"]], "a compound index no fetch index repeats is the source's")
    }

    /// A descending one-element index is no index Core Data derives: kept,
    /// and the indexed flag beside it too.
    func testDescendingIndexAndFlagAreBothKept() throws {
        let item = try decodedItem { archive in
            archive.attribute("rank", type: 200, [("NSIsIndexed", .bool(true))])
            archive.entityField("NSFetchIndexDescriptions", .uid(archive.archiver.array([
                archive.fetchIndex("rank", [("rank", true)]), archive.fetchIndex("byRank", [("rank", false)]),
            ])))
        }
        XCTAssertEqual(item.attributes.map(\.isIndexed), [true])
        XCTAssertEqual(item.fetchIndexes.map(\.name), ["byRank"])
    }
}
