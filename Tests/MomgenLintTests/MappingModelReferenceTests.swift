// Mapping models name the version they migrate to (`destinationmodelpath` in
// `xcmapping.xml`): a renaming-identifier finding is softened to a note only
// for the step a mapping model covers, and mapping models kept a few folders
// down (cyface's `Migrations/V7toV8/`) are found.
import Foundation
import MomgenCore
import MomgenTestSupport
import XCTest

final class MappingModelReferenceTests: XCTestCase {
    private func mappingModel(_ folder: URL, _ relative: String, destination: String?) throws {
        let model = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let path = destination.map { #"<attribute name="destinationmodelpath" type="string">\#($0)</attribute>"# } ?? ""
        let xml = #"<?xml version="1.0" standalone="yes"?><database><object type="XDDEVMAPPINGMODEL"><attribute name="sourcemodelpath" type="string">Users/dev/App/Runs.xcdatamodeld/Runs.xcdatamodel</attribute>\#(path)</object></database>"#
        try Data(xml.utf8).write(to: model.appendingPathComponent("xcmapping.xml"))
    }

    func testTheDestinationPathNamesTheVersionAndBundle() {
        let reference = MappingModelReference(name: "V7toV8.xcmappingmodel", destinationPath: "Users/cyface/Development/App/Model/CyfaceModel.xcdatamodeld/8.xcdatamodel")
        XCTAssertEqual(reference.destinationVersion, "8")
        XCTAssertEqual(reference.destinationBundle, "CyfaceModel")
        XCTAssertTrue(reference.covers(version: "8", ofBundle: "CyfaceModel"))
        XCTAssertFalse(reference.covers(version: "7", ofBundle: "CyfaceModel"))
        XCTAssertFalse(reference.covers(version: "8", ofBundle: "Other"))
        XCTAssertEqual(MappingModelReference.destinationPath(in: #"<attribute name="destinationmodelpath" type="string">A &amp; B.xcdatamodeld/2.xcdatamodel</attribute>"#),
                       "A & B.xcdatamodeld/2.xcdatamodel")
        let unreadable = MappingModelReference(name: "Old.xcmappingmodel", destinationPath: nil)
        XCTAssertTrue(unreadable.covers(version: "anything", ofBundle: "Runs"), "a mapping model whose destination is unknown may cover any step")
    }

    func testMappingModelsTwoFoldersDownAreFoundAndMatchedToTheirStep() throws {
        let folder = TestPaths.temporaryFolder("mapping-reference")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Issue33TrustTests.bundle(in: folder, current: "Runs 2")
        try mappingModel(folder, "Migrations/V1toV2/V1toV2.xcmappingmodel", destination: "Users/dev/App/Runs.xcdatamodeld/Runs 2.xcdatamodel")
        try mappingModel(folder, "Migrations/V2toV3/V2toV3.xcmappingmodel", destination: "Users/dev/App/Runs.xcdatamodeld/Runs 3.xcdatamodel")
        XCTAssertEqual(MappingModelReference.near(bundle.path).map(\.name), ["V1toV2.xcmappingmodel", "V2toV3.xcmappingmodel"])
        XCTAssertEqual(RenamingFindings.mappingModels(near: bundle.path, version: "Runs 2"), ["V1toV2.xcmappingmodel"])
        let result = try MomgenProcess.run(["lint", bundle.path], in: folder)
        XCTAssertTrue(result.stdout.contains("unless mapping model 'V1toV2.xcmappingmodel' migrates this step"), result.stdout)
    }

    func testAMappingModelForAnotherStepLeavesTheWarning() throws {
        let folder = TestPaths.temporaryFolder("mapping-reference-other")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Issue33TrustTests.bundle(in: folder, current: "Runs 2")
        try mappingModel(folder, "Migrations/V2toV3/V2toV3.xcmappingmodel", destination: "Users/dev/App/Runs.xcdatamodeld/Runs 3.xcdatamodel")
        let result = try MomgenProcess.run(["lint", bundle.path], in: folder)
        XCTAssertTrue(result.stdout.contains("warning: renaming identifier 'titel'"), result.stdout)
        XCTAssertFalse(result.stdout.contains("V2toV3"), result.stdout)
    }
}
