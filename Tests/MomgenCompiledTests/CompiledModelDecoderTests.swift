// Decoding a compiled model these tests archive themselves: every fact the
// decoder reads, and hostile archives as one error line each.
import MomgenCompiled
import MomgenCore
import MomgenModel
import MomgenPlist
import MomgenTestSupport
import MomgenVersions
import XCTest

final class CompiledModelDecoderTests: XCTestCase {
    func decoded() throws -> CompiledModel {
        try CompiledModelReader().decode(ArchiveFixture.bytes(), file: "Fixture.mom")
    }

    func testEntitiesAndTheirFacts() throws {
        let compiled = try decoded()
        let model = compiled.model
        XCTAssertEqual(model.entities.map(\.name), ["Employee", "Person", "Team"])
        XCTAssertEqual(model.userDefinedModelVersionIdentifier, "2.0")
        let person = try XCTUnwrap(model.entities.first { $0.name == "Person" })
        XCTAssertTrue(person.isAbstract)
        XCTAssertEqual(person.representedClassName, "Person")
        XCTAssertNil(person.renamingIdentifier, "momc's name-as-identifier reads as none")
        XCTAssertEqual(person.userInfo["owner"], "hr")
        XCTAssertEqual(person.uniquenessConstraints.map(\.properties), [["name"]])
        XCTAssertEqual(person.attributes.first?.defaultValueString, "Anon")
        let employee = try XCTUnwrap(model.entities.first { $0.name == "Employee" })
        XCTAssertEqual(employee.parentEntity, "Person")
        XCTAssertEqual(employee.attributes.map(\.name), ["age", "cache", "colour", "photo", "salary"], "own properties, in name order")
        let age = try XCTUnwrap(employee.attributes.first { $0.name == "age" })
        XCTAssertEqual(age.type, .integer32)
        XCTAssertFalse(age.isOptional)
        XCTAssertEqual(age.defaultValueString, "18")
        XCTAssertEqual(age.minValueString, "0")
        XCTAssertEqual(age.maxValueString, "150")
        XCTAssertEqual(age.versionHashModifier, "v2")
        XCTAssertEqual(age.renamingIdentifier, "years")
        let salary = try XCTUnwrap(employee.attributes.first { $0.name == "salary" })
        XCTAssertEqual(salary.type, .decimal)
        XCTAssertTrue(salary.isOptional)
        XCTAssertEqual(salary.defaultValueString, "123.45")
        let photo = try XCTUnwrap(employee.attributes.first { $0.name == "photo" })
        XCTAssertTrue(photo.allowsExternalBinaryDataStorage)
        XCTAssertTrue(photo.preservesValueInHistoryOnDeletion)
        XCTAssertTrue(photo.isSpotlightIndexed)
        let colour = try XCTUnwrap(employee.attributes.first { $0.name == "colour" })
        XCTAssertEqual(colour.valueTransformerName, "ColourTransformer")
        XCTAssertEqual(colour.customClassName, "UIColor")
        XCTAssertTrue(try XCTUnwrap(employee.attributes.first { $0.name == "cache" }).isTransient)
        let index = try XCTUnwrap(employee.fetchIndexes.first)
        XCTAssertEqual(index.name, "byAge")
        XCTAssertEqual(index.elements.map(\.property), ["age"])
        XCTAssertEqual(index.elements.map(\.order), ["descending"])
    }

    func testRelationshipsFetchedPropertiesTemplatesConfigurations() throws {
        let model = try decoded().model
        let team = try XCTUnwrap(model.entities.first { $0.name == "Team" })
        let members = try XCTUnwrap(team.relationships.first)
        XCTAssertEqual(members.destinationEntity, "Employee")
        XCTAssertEqual(members.inverseName, "team")
        XCTAssertTrue(members.isToMany)
        XCTAssertTrue(members.isOrdered)
        XCTAssertEqual(members.deleteRule, .cascade)
        let employee = try XCTUnwrap(model.entities.first { $0.name == "Employee" })
        let teamRelationship = try XCTUnwrap(employee.relationships.first)
        XCTAssertFalse(teamRelationship.isToMany)
        XCTAssertEqual(teamRelationship.minCount, 1)
        XCTAssertEqual(teamRelationship.maxCount, 1)
        XCTAssertFalse(teamRelationship.isOptional)
        let colleagues = try XCTUnwrap(employee.fetchedProperties.first)
        XCTAssertEqual(colleagues.fetchRequest?.entity, "Employee")
        XCTAssertEqual(colleagues.fetchRequest?.predicateString, "(team == $FETCH_SOURCE.team) AND (age > 30)")
        XCTAssertEqual(colleagues.fetchRequest?.fetchLimit, "5")
        XCTAssertEqual(model.fetchRequests.map(\.name), ["byName"])
        XCTAssertEqual(model.fetchRequests.first?.entity, "Person")
        XCTAssertEqual(model.fetchRequests.first?.predicateString, #"name BEGINSWITH "Ann \"A\"""#)
        XCTAssertEqual(model.configurations.map(\.name), ["Work"])
        XCTAssertEqual(model.configurations.first?.members.map(\.name), ["Employee", "Team"])
    }

    func testUnknownClassIsANoteNotACrash() throws {
        let compiled = try decoded()
        XCTAssertTrue(compiled.notes.contains { $0.contains("NSFutureAttributeDescription") }, "\(compiled.notes)")
        let employee = try XCTUnwrap(compiled.model.entities.first { $0.name == "Employee" })
        XCTAssertFalse(employee.propertyNames.contains("mystery"))
    }

    func testFixtureResolvesAndHashes() throws {
        let folder = TestPaths.temporaryFolder("fixture-mom")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Fixture.mom").path
        try Data(ArchiveFixture.bytes()).write(to: URL(fileURLWithPath: path))
        let loaded = try ModelLoader().load(path)
        XCTAssertEqual(loaded.resolved.entities.count, 3)
        XCTAssertEqual(ModelVersionHashes(loaded.resolved).entities.count, 3)
    }

    // MARK: - Hostile archives

    func testHostileArchivesAreOneLineErrors() throws {
        var cases: [(String, [UInt8])] = []
        // Root is not a model.
        let notModel = TestArchiver()
        cases.append(("not a model", notModel.bytes(root: notModel.object("NSString", [("NS.string", .string("x"))]))))
        // An entity name of the wrong type.
        let wrongType = TestArchiver()
        let entity = wrongType.object("NSEntityDescription", [("NSEntityName", .int(7))])
        let entities = wrongType.dictionary([("E", entity)])
        cases.append(("wrong type", wrongType.bytes(root: wrongType.object("NSManagedObjectModel", [("NSEntities", .uid(entities))]))))
        // A UID past $objects.
        let dangling = TestArchiver()
        cases.append(("dangling uid", dangling.bytes(root: dangling.object("NSManagedObjectModel", [("NSEntities", .uid(9_999))]))))
        // A predicate that contains itself.
        let cyclic = TestArchiver()
        let predicate = cyclic.reserve()
        cyclic.object("NSCompoundPredicate", [("NSCompoundPredicateType", .int(1)), ("NSSubpredicates", .uid(cyclic.array([predicate, predicate])))], in: predicate)
        let request = cyclic.object("NSFetchRequest", [("NSPredicate", .uid(predicate))])
        let templates = cyclic.dictionary([("loop", request)])
        cases.append(("cyclic predicate", cyclic.bytes(root: cyclic.object("NSManagedObjectModel", [("NSFetchRequestTemplates", .uid(templates))]))))
        // A predicate DAG: each level's compound holds the next level twice,
        // 40 levels deep (2^40 parts if printed naively).
        let dag = TestArchiver()
        var next = dag.object("NSTruePredicate", [])
        for _ in 0 ..< 40 {
            next = dag.object("NSCompoundPredicate", [("NSCompoundPredicateType", .int(2)), ("NSSubpredicates", .uid(dag.array([next, next])))])
        }
        let dagRequest = dag.object("NSFetchRequest", [("NSPredicate", .uid(next))])
        let dagTemplates = dag.dictionary([("dag", dagRequest)])
        cases.append(("predicate DAG", dag.bytes(root: dag.object("NSManagedObjectModel", [("NSFetchRequestTemplates", .uid(dagTemplates))]))))
        for (label, bytes) in cases {
            XCTAssertThrowsError(try CompiledModelReader().decode(bytes, file: "Hostile.mom"), label) { error in
                let text = "\(error)"
                XCTAssertFalse(text.contains("\n"), label)
                XCTAssertTrue(text.contains("not a readable compiled model"), "\(label): \(text)")
            }
        }
    }
}

/// The decompiled XML of the test archive, as a golden file: the dialect
/// `momgen decompile` writes, byte for byte.
final class DecompileGoldenTests: XCTestCase {
    func testFixtureDecompilesToTheGolden() throws {
        let model = try CompiledModelReader().decode(ArchiveFixture.bytes(), file: "Fixture.mom").model
        GoldenFile.assertMatches(try ModelXMLWriter.contents(model), "compiled/Fixture.xcdatamodel.contents")
    }
}
