// Crow's-foot ends from Core Data counts: the bounds, and the Mermaid
// symbols and Graphviz arrows drawn from them, table by table.
@testable import MomgenDiagram
import MomgenModel
import XCTest

final class MultiplicityTests: XCTestCase {
    private func relationship(toMany: Bool, optional: Bool, min: Int? = nil, max: Int? = nil) -> Relationship {
        var relationship = Relationship(name: "r")
        relationship.isToMany = toMany
        relationship.isOptional = optional
        relationship.minCount = min
        relationship.maxCount = max
        return relationship
    }

    func testBoundsFromCoreDataSettings() {
        let cases: [(Relationship, Int, Int?, String?)] = [
            (relationship(toMany: false, optional: true, max: 1), 0, 1, nil),
            (relationship(toMany: false, optional: false, max: 1), 1, 1, nil),
            (relationship(toMany: true, optional: true), 0, nil, nil),
            (relationship(toMany: true, optional: false), 1, nil, nil),
            // maxCount 0 is Core Data's "no limit".
            (relationship(toMany: true, optional: false, min: 0, max: 0), 1, nil, nil),
            (relationship(toMany: true, optional: false, min: 2, max: 5), 2, 5, "2..5"),
            (relationship(toMany: true, optional: false, min: 3), 3, nil, "3..*"),
            // Counts are enforced only on a non-empty optional relationship.
            (relationship(toMany: true, optional: true, min: 2, max: 5), 0, 5, "0..5"),
        ]
        for (relationship, lower, upper, range) in cases {
            let multiplicity = Multiplicity(relationship)
            XCTAssertEqual(multiplicity.lower, lower, "\(relationship)")
            XCTAssertEqual(multiplicity.upper, upper, "\(relationship)")
            XCTAssertEqual(multiplicity.explicitRange, range, "\(relationship)")
        }
    }

    func testMermaidSymbolsAndGraphvizArrows() {
        let cases: [(Multiplicity, right: String, left: String, arrow: String)] = [
            (Multiplicity(lower: 0, upper: 1), "o|", "|o", "teeodot"),
            (Multiplicity(lower: 1, upper: 1), "||", "||", "teetee"),
            (Multiplicity(lower: 0, upper: nil), "o{", "}o", "crowodot"),
            (Multiplicity(lower: 1, upper: nil), "|{", "}|", "crowtee"),
            (Multiplicity(lower: 2, upper: 5), "|{", "}|", "crowtee"),
        ]
        for (multiplicity, right, left, arrow) in cases {
            XCTAssertEqual(MermaidRenderer.rightSymbol(multiplicity), right)
            XCTAssertEqual(MermaidRenderer.leftSymbol(multiplicity), left)
            XCTAssertEqual(DOTRenderer.arrow(multiplicity), arrow)
        }
    }
}
