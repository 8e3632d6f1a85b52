// Every real model version in ../shared/corpus and ../shared/ddl-pairs: the
// schema builds in both modes, prints as text the reader reads back as the
// same schema, and compares with itself without a finding above info.
import MomgenCloudKit
import MomgenCore
import MomgenTestSupport
import XCTest

final class CloudKitCorpusTests: XCTestCase {
    func testEveryCorpusModelRoundTripsAndComparesClean() throws {
        try TestRequirements.shared("corpus", for: "the real models")
        let models = TestPaths.sharedModelVersions
        XCTAssertGreaterThan(models.count, 50)
        var types = 0
        for path in models {
            let resolved = try ModelLoader().load(path).resolved
            for options in [CloudKitSchemaOptions(), CloudKitSchemaOptions(mode: .initialize, sharing: true)] {
                let schema = try CloudKitSchemaBuilder(options: options).build(resolved)
                let text = CKDBRenderer().render(schema)
                let read = try CKDBReader().parse(text, file: "self.ckdb")
                XCTAssertEqual(read.recordTypes.map(\.name), schema.recordTypes.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, path)
                XCTAssertEqual(CKDBRenderer().render(CloudKitSchema(roles: read.roles, recordTypes: read.recordTypes, unverified: schema.unverified)), text, path)
                let found = CloudKitComparator(options: options).compare(model: schema, production: read, productionFile: "self.ckdb")
                XCTAssertEqual(found.filter { $0.severity != .info }.map(\.message), [], path)
                types += schema.recordTypes.count
            }
        }
        print("cloudkit corpus: \(models.count) model versions, \(types) record types, round trip and self-comparison clean")
    }
}
