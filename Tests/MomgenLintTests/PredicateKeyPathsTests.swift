// The predicate tokenizer behind predicate-unknown-key-path: which tokens
// count as key paths and which are skipped (table-driven).
@testable import MomgenLint
import XCTest

final class PredicateKeyPathsTests: XCTestCase {
    func testKeyPathsAreFoundAndEverythingElseSkipped() {
        let cases: [(String, [[String]])] = [
            ("name == $NAME", [["name"]]),
            ("SELF.price < 12 AND SELF.category == $FETCH_SOURCE", [["price"], ["category"]]),
            ("parent.parentName == $parentName", [["parent", "parentName"]]),
            ("title BEGINSWITH[cd] \"a\" OR title ==[c] 'b'", [["title"], ["title"]]),
            ("ANY books.title LIKE 'x*'", [["books", "title"]]),
            ("books.@count > 2", [["books", "@count"]]),
            ("SUBQUERY(books, $b, $b.price > 3).@count > 0", []),
            ("TRUEPREDICATE", []),
            ("true == true", []),
            ("quantity == 0", [["quantity"]]),
            ("date > CAST(0, \"NSDate\")", [["date"]]),
            ("tags[SIZE] > 1 AND %K == %@", [["tags"]]),
            ("name IN {'a', 'b'} AND NOT (age BETWEEN {1, 5})", [["name"], ["age"]]),
            ("\"unterminated", []),
            ("", []),
        ]
        for (predicate, expected) in cases {
            XCTAssertEqual(PredicateKeyPaths.keyPaths(in: predicate), expected, predicate)
        }
    }
}
