// Small multi-version models for the plan tests, written from what the real
// bundles showed: the docs' remedy for an ordered relationship (a version with
// it unordered), an attribute a later version drops, a version that returns
// to an earlier shape.
import MomgenModel
import MomgenSwiftData
import MomgenTestSupport
import MomgenVersions

/// Builds planner input from model-XML bodies.
enum PlanVersions {
    /// Book ↔ Chapter, the to-many `ordered` as given, plus `extra` inside Book.
    static func library(ordered: Bool, extra: String = "") -> String {
        """
        <entity name="Book" representedClassName="Book"><attribute name="title" optional="YES" attributeType="String"/>\(extra)
        <relationship name="chapters" optional="YES" toMany="YES" ordered="\(ordered ? "YES" : "NO")" destinationEntity="Chapter" inverseName="book" inverseEntity="Chapter"/></entity>
        <entity name="Chapter" representedClassName="Chapter"><relationship name="book" optional="YES" maxCount="1" destinationEntity="Book" inverseName="chapters" inverseEntity="Book"/></entity>
        """
    }

    /// One optional attribute per name, on Book.
    static func attributes(_ names: [String]) -> String {
        names.map { #"<attribute name="\#($0)" optional="YES" attributeType="String"/>"# }.joined()
    }

    /// The versions `bodies` (name, XML body), each read from its own file.
    static func versions(_ bodies: [(String, String)]) throws -> [SwiftDataPlanVersion] {
        try bodies.map { name, body in
            let model = try ModelXML.resolved(body, file: "Library.xcdatamodeld/\(name).xcdatamodel/contents")
            return SwiftDataPlanVersion(name: name, model: model, hashes: ModelVersionHashes(model))
        }
    }

    /// The plan of `bodies`, schemas named `LibrarySchemaV<n>`.
    static func plan(_ bodies: [(String, String)]) throws -> SwiftDataPlanning {
        SwiftDataVersionPlanner().plan(try versions(bodies), naming: SwiftDataSchemaNaming(stem: "Library"))
    }
}
