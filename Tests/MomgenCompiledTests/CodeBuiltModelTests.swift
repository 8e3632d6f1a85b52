// What only a model built in code archives (a real store's cache, framework
// 1344: a to-many relationship with maxCount NSUIntegerMax, archived -1; a
// validation rule stating two bounds at once). A model file cannot state
// the first: it is read as the nearest model-file form and said in a note.
import MomgenCompiled
import MomgenModel
import XCTest

final class CodeBuiltModelTests: XCTestCase {
    func testUnboundedMaxCountIsANote() throws {
        let archive = OneEntityArchive()
        let a = archive.archiver
        let items = a.reserve()
        a.object("NSRelationshipDescription", superclasses: ["NSPropertyDescription", "NSObject"], [
            ("NSPropertyName", .uid(a.string("children"))), ("NSEntity", .uid(archive.entity)), ("NSDestinationEntity", .uid(archive.entity)),
            ("NSInverseRelationship", .uid(items)), ("NSMinCount", .int(0)), ("NSMaxCount", .int(-1)), ("NSDeleteRule", .int(2)), ("_P", .int(243)),
        ], in: items)
        archive.property("children", items)
        let compiled = try CompiledModelReader().decode(archive.bytes(), file: "Item.mom")
        let children = try XCTUnwrap(compiled.model.entities.first?.relationships.first)
        XCTAssertTrue(children.isToMany)
        XCTAssertNil(children.maxCount, "a model file states no maxCount for an unbounded to-many")
        XCTAssertEqual(compiled.notes.count, 1)
        XCTAssertTrue(compiled.notes[0].hasPrefix("relationship Item.children has maxCount NSUIntegerMax"), compiled.notes[0])
    }
}
