// The hash proof (SwiftDataEntityDeriver) restates how the swiftdata layout
// declares each property; the proof is worth only as much as that restatement
// is true. This compares the two over every sample and corpus model version:
// each stored property's optionality, and where the layout states a minimum
// count, must be what the derivation assumed.
import Foundation
import MomgenCore
import MomgenModel
import MomgenReader
import MomgenSwift
import MomgenSwiftData
import MomgenTestSupport
import MomgenVersions
import XCTest

final class SwiftDataLayoutAgreementTests: XCTestCase {
    private func disagreements(in model: ResolvedModel, label: String) throws -> [String] {
        var options = GenerationOptions(modelName: "Agreement", layout: .swiftdata)
        options.deploymentTargets = [try XCTUnwrap(DeploymentTarget(text: "ios:26.0"))]
        let classes = try SwiftDataClassBuilder(options: options, schemaName: "AgreementSchemaV1").build(model)
        let derived = SwiftDataEntityDeriver(target: SwiftDataTarget()).derive(model)
        var found: [String] = []
        for generated in classes.classes {
            let declarations = Dictionary(derived.declarations[generated.entityName, default: []].map { ($0.name, $0) }) { first, _ in first }
            for property in generated.properties where !property.annotations.contains("@Transient") {
                guard let declaration = declarations[property.name] else { continue }
                let optional = property.declaredType.hasSuffix("?")
                if optional != declaration.isOptional {
                    found.append("\(label) \(generated.entityName).\(property.name): layout `\(property.declaredType)`, derivation optional \(declaration.isOptional)")
                }
                let statesMinimum = property.annotations.contains { $0.contains("minimumModelCount:") }
                if property.isRelationship, statesMinimum != (declaration.minimumModelCount != nil) {
                    found.append("\(label) \(generated.entityName).\(property.name): layout \(property.annotations), derivation minimum \(String(describing: declaration.minimumModelCount))")
                }
            }
        }
        return found
    }

    func testSampleModelsAndFixturesDeclareWhatTheProofAssumes() throws {
        var found: [String] = []
        for name in ["BookStore", "Journal", "LeagueManager", "MyMovies", "People"] {
            found += try disagreements(in: ModelLoader().load(TestPaths.sampleModel(name)).resolved, label: name)
        }
        let cycle = try ModelXML.resolved("""
        <entity name="Person"><relationship name="passport" maxCount="1" deletionRule="Nullify" destinationEntity="Passport" inverseName="holder" inverseEntity="Passport"/>
        <relationship name="city" minCount="1" maxCount="1" deletionRule="Nullify" destinationEntity="City"/></entity>
        <entity name="Passport"><relationship name="holder" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="passport" inverseEntity="Person"/></entity>
        <entity name="City"><attribute name="name" attributeType="String"/></entity>
        """)
        found += try disagreements(in: cycle, label: "cycle fixture")
        XCTAssertEqual(found, [])
    }

    func testEveryCorpusVersionDeclaresWhatTheProofAssumes() throws {
        let corpus = try TestRequirements.shared(for: "the swiftdata layout/derivation agreement over the corpus")
        let root = corpus.appendingPathComponent("models")
        var found: [String] = []
        var checked = 0
        let walker = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".xcdatamodeld") { paths.append(relative) }
        }
        for relative in paths.sorted() {
            let path = root.appendingPathComponent(relative).path
            for version in ModelLocator().versionFolders(in: path) {
                guard let loaded = try? ModelLoader().load(path, version: version) else { continue }
                found += try disagreements(in: loaded.resolved, label: "\(relative) \(version)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50)
        XCTAssertEqual(found, [])
    }
}
