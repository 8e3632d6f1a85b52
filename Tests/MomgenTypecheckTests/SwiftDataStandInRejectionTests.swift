// The stand-in SwiftData rejects what Apple's compiler rejects, with the same
// message where Apple's is known: each test changes one line of SwiftDataSnippet.
import XCTest

final class SwiftDataStandInRejectionTests: XCTestCase {
    func testModelWithoutInitializerIsRejected() {
        assertSwiftDataRejects("""
        import SwiftData
        @Model
        final class Note {
            var text: String = ""
        }
        """, because: "@Model requires an initializer be provided for 'Note'", onLine: 3)
    }

    func testNonPublicIDInPublicModelIsRejected() {
        // Xcode 15's export of an `id` attribute (viamemo): internal id, public class.
        assertSwiftDataRejects(SwiftDataSnippet.replacing("public var id: UUID", with: "var id: UUID"),
                               because: "property 'id' must be declared public because it matches a requirement in public protocol 'Identifiable'")
    }

    func testDefaultOfTheWrongTypeIsRejected() {
        let source = SwiftDataSnippet.replacing("var rating: Int32 = 0", with: "var rating: Int32 = 0.0")
        assertSwiftDataRejects(source, because: "cannot convert value of type 'Double' to specified type 'Int32'",
                               onLine: SwiftDataSnippet.line(of: "var rating: Int32 = 0.0", in: source))
    }

    func testUnknownAttributeOptionIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("@Attribute(.unique)", with: "@Attribute(.unqiue)"),
                               because: "has no member 'unqiue'")
    }

    func testWrongAttributeLabelIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("originalName: \"photo_data\"", with: "renamingIdentifier: \"photo_data\""),
                               because: "extra argument 'renamingIdentifier' in macro expansion")
    }

    func testTransformableWithAWrongTypeIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing(".transformable(by: ColorTransformer.self)", with: ".transformable(by: 42)"),
                               because: "no exact matches in call to static method 'transformable'")
    }

    func testUnknownDeleteRuleIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("deleteRule: .nullify", with: "deleteRule: .nullifies"),
                               because: "has no member 'nullifies'")
    }

    func testRelationshipOptionsAfterLabelsAreRejected() {
        // Options come first, unlabelled, as in Apple's declaration.
        assertSwiftDataRejects(SwiftDataSnippet.replacing("@Relationship(deleteRule: .nullify)", with: "@Relationship(deleteRule: .nullify, .unique)"),
                               because: "unnamed argument #2 must precede argument 'deleteRule'")
    }

    func testInverseToAMissingPropertyIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("inverse: \\LivingAccommodation.trip", with: "inverse: \\LivingAccommodation.journey"),
                               because: "has no member 'journey'")
    }

    func testInverseAsAStringIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("inverse: \\LivingAccommodation.trip", with: "inverse: \"trip\""),
                               because: "AnyKeyPath")
    }

    func testUniqueOnAMissingPropertyIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("@Attribute(.unique) var name: String",
                                                          with: "#Unique<Trip>([\\.title])\n    var name: String"),
                               because: "cannot infer key path type from context", at: .iOS18)
    }

    func testIndexOnAMissingPropertyIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("@Attribute(.unique) var name: String",
                                                          with: "#Index<Trip>([\\.name], [\\.end])\n    var name: String"),
                               because: "cannot infer key path type from context", at: .iOS18)
    }

    func testUniqueOnANonModelIsRejected() {
        assertSwiftDataRejects("""
        import SwiftData
        final class Plain {
            var name = ""
            #Unique<Plain>([\\.name])
        }
        """, because: "requires that 'Plain' conform to 'PersistentModel'", at: .iOS18)
    }

    func testUniqueBelowIOS18IsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("@Attribute(.unique) var name: String",
                                                          with: "#Unique<Trip>([\\.name])\n    var name: String"),
                               because: "'Unique' is unavailable: #Unique is available from iOS 18", at: .iOS17)
    }

    func testIndexBelowIOS18IsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("@Attribute(.unique) var name: String",
                                                          with: "#Index<Trip>([\\.name])\n    var name: String"),
                               because: "'Index' is unavailable: #Index is available from iOS 18", at: .iOS17)
    }

    func testModelInheritanceBelowIOS26IsRejected() {
        let subclass = """

        @Model
        final class Author: Person {
            var penName: String = ""
            init(penName: String) {
                self.penName = penName
                super.init(id: UUID())
            }
        }
        """
        for target in [SwiftDataStandIn.DeploymentTarget.iOS17, .iOS18] {
            assertSwiftDataRejects(SwiftDataSnippet.source + subclass,
                                   because: "model class 'Author' inherits from another model class", at: target)
        }
    }

    func testMigrationStageWithWrongLabelsIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing(".lightweight(fromVersion:", with: ".lightweight(from:"),
                               because: "incorrect argument label in call (have 'from:toVersion:', expected 'fromVersion:toVersion:')")
    }

    func testVersionIdentifierOfTheWrongTypeIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.replacing("static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }",
                                                          with: "static var versionIdentifier: String { \"2.0.0\" }"),
                               because: "type 'TripsSchemaV2' does not conform to protocol 'VersionedSchema'")
    }

    func testQueryOfANonModelIsRejected() {
        assertSwiftDataRejects(SwiftDataSnippet.source + "\nstruct Bad { @Query var names: [String] }\n",
                               because: "generic struct 'Query' requires that 'String' conform to 'PersistentModel'")
    }
}
