// Issue 42, item 4: hand-written member detection reads declarations at
// type scope only: a local inside a property's or function's body is no
// member of the class.
@testable import MomgenProject
import XCTest

final class HandWrittenMemberScopeTests: XCTestCase {
    func testLocalsInsideBodiesAreNotMembers() {
        let text = """
        extension Book {
            @NSManaged public var tags: NSSet?
            var tagList: [String] {
                let set = tags as? Set<Tag> ?? []
                var names: [String] = []
                for tag in set { names.append(tag.name) }
                return names
            }
            func recent() -> Bool {
                let cutoff = Date()
                return cutoff > Date.distantPast
            }
            struct Summary {
                var count: Int
            }
        }
        """
        XCTAssertEqual(SwiftMemberNames(text).names, ["var tags", "var tagList", "func recent", "struct Summary"])
    }

    func testBracesInStringsAndCommentsDoNotMoveTheScope() {
        let text = "extension Book {\n    var open = \"{\" // {\n    var next: Int { 1 }\n}\n"
        XCTAssertEqual(SwiftMemberNames(text).names, ["var open", "var next"])
    }
}
