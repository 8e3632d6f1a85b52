// Every stored property of every context type must be reachable as a template
// key, or a template using it would silently render nothing.
import Mustache
import MomgenSwift
import XCTest

final class MustacheLookupTests: XCTestCase {
    func assertAllKeysReachable(_ value: Any, file: StaticString = #filePath, line: UInt = #line) {
        guard let parent = value as? MustacheParent else {
            return XCTFail("\(type(of: value)) has no direct key lookup", file: file, line: line)
        }
        // The lists again as references for the engine (SectionItem), and
        // the model's entities built on demand: storage, not keys.
        let storage: Set<String> = ["sections", "caseItems", "entityContexts", "mergedImports"]
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, !storage.contains(label) else { continue }
            guard let found = parent.child(named: label) else {
                XCTFail("\(type(of: value)).\(label) is not a template key", file: file, line: line)
                continue
            }
            XCTAssertEqual(String(describing: found), String(describing: child.value), "\(type(of: value)).\(label)", file: file, line: line)
        }
        XCTAssertNil(parent.child(named: "noSuchKey"), file: file, line: line)
    }

    func testEveryContextKeyIsReachable() throws {
        let model = try Fixture.context()
        assertAllKeysReachable(model)
        XCTAssertEqual((model as MustacheParent).child(named: "entities").map { String(describing: $0) }, String(describing: model.entities),
                       "ModelContext.entities (computed) is a template key")
        XCTAssertEqual((model as MustacheParent).child(named: "imports") as? [String], model.imports)
        model.skippedEntities.forEach { assertAllKeysReachable($0) }
        for entity in model.entities {
            assertAllKeysReachable(entity)
            entity.attributes.forEach { assertAllKeysReachable($0) }
            entity.relationships.forEach { assertAllKeysReachable($0) }
            entity.fetchedProperties.forEach { assertAllKeysReachable($0) }
            entity.skippedProperties.forEach { assertAllKeysReachable($0) }
            for keys in entity.keyEnums {
                assertAllKeysReachable(keys)
                keys.cases.forEach { assertAllKeysReachable($0) }
            }
            for template in entity.fetchTemplates {
                assertAllKeysReachable(template)
                template.parameters.forEach { assertAllKeysReachable($0) }
            }
        }
        XCTAssertFalse(model.skippedEntities.isEmpty)
        XCTAssertTrue(model.entities.contains { !$0.fetchTemplates.isEmpty && !$0.skippedProperties.isEmpty })
    }
}
