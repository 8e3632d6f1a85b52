// Issue 43, item 5: no model text or template number crashes the engine.
// A fetch request whose predicate is `]$x` (a `]` with no `[` before a
// variable) made prettyFetchRequests read before the predicate's start; an
// `index` position past Int's range (`1e300`, `9223372036854775807`, which a
// Double rounds up to 2^63) trapped converting it.
import MomgenModel
import MomgenReader
@testable import MomgenMiscMerge
import XCTest

final class HostileNumbersTests: XCTestCase {
    /// The model object (kept: its entities refer to it without owning it) and its Book.
    private func entity(predicate: String) throws -> (model: MogeneratorModel, book: EntityObject) {
        let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String" syncable="YES"/>
            </entity>
            <fetchRequest name="odd" entity="Book" predicateString="\(predicate)"/>
        </model>
        """
        let declared = try ModelReader().decode(Array(xml.utf8), path: "Odd.xcdatamodel/contents")
        let model = MogeneratorModel(Resolver().resolve(declared), settings: MogeneratorSettings())
        return (model, try XCTUnwrap(model.entities.first { $0.entity.name == "Book" }))
    }

    func testPredicatesThatStartWithABracketOrAVariable() throws {
        let template = "<$foreach F prettyFetchRequests do$><$F.name$>(<$foreach B F.bindings do2$><$B.name$>:<$B.type$> <$endforeach do2$>)<$endforeach do$>"
        for predicate in ["]$x", "$x", "]]$x", "[$x", "] $x", "title ==[cd]$x", "==$x", "]==$x", "$"] {
            let object = try entity(predicate: predicate)
            let text = try MergeEngine(template: MergeTemplate(source: template, file: "t.motemplate")).render(.object(object.book))
            XCTAssertTrue(text.hasPrefix("odd("), "\(predicate): \(text)")
        }
        let named = try entity(predicate: "title ==[cd] $x")
        XCTAssertEqual(try MergeEngine(template: MergeTemplate(source: template, file: "t.motemplate")).render(.object(named.book)), "odd(x:String )")
    }

    func testIndexPositionsPastIntsRange() throws {
        for position in ["1e300", "-1e300", "9223372036854775807", "-9223372036854775809", "1e19", "2", "-1"] {
            XCTAssertEqual(try render("<$index items \(position)$>", ["items": abc]), "", position)
        }
        XCTAssertEqual(try render("<$index items 1$>", ["items": .list(["a", "b"].map { .string($0) })]), "b")
    }
}
