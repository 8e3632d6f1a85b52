// The plan rules on small plans written for them: a duplicate checksum, a
// stage outside `schemas`, a released schema listing the live class or a
// later schema's; and silence on a plan whose released schemas list frozen
// copies, their own or an earlier schema's (as momgen's layout shares them).
import MomgenDiagnostics
import MomgenSwiftSource
import XCTest

final class SwiftPlanChecksTests: XCTestCase {
    private func plan(v1Models: String, v2Body: String, stages: String = "[]", schemas: String = "[V1.self, V2.self]") -> String {
        """
        import SwiftData
        enum V1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [\(v1Models)] }
            @Model final class Note { var title: String; init() { title = "" } }
        }
        enum V2: VersionedSchema {
            static var versionIdentifier = Schema.Version(2, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
            @Model final class Note { \(v2Body); init() { title = "" } }
        }
        @Model final class Note { var title: String; var body: String?; init() { title = "" } }
        enum Plan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { \(schemas) }
            static var stages: [MigrationStage] { \(stages) }
            static let v1ToV2 = MigrationStage.lightweight(fromVersion: V1.self, toVersion: V2.self)
            static let v2ToV3 = MigrationStage.lightweight(fromVersion: V2.self, toVersion: V3.self)
        }
        """
    }

    private func findings(_ source: String) throws -> [Diagnostic] {
        SwiftPlanChecks().check(try SwiftSourceFixture.read(source))
    }

    func testFrozenCopiesAndARealChangeAreSilent() throws {
        XCTAssertEqual(try findings(plan(v1Models: "Note.self", v2Body: "var title: String; var body: String?", stages: "[v1ToV2]")), [])
    }

    func testTwoSchemasWithOneChecksumAreAnError() throws {
        let found = try findings(plan(v1Models: "Note.self", v2Body: "var title: String"))
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-duplicate-checksum"])
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertEqual(found.first?.location.line, 7, "at V2's declaration")
        XCTAssertTrue(found.first?.message.contains("Duplicate version checksums across stages detected") == true)
        XCTAssertNotNil(found.first?.fixHint)
    }

    func testAStageNamingASchemaOutsideSchemasIsAnError() throws {
        let found = try findings(plan(v1Models: "Note.self", v2Body: "var title: String; var body: String?", stages: "[v1ToV2, v2ToV3]"))
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-stage-outside-schemas"])
        XCTAssertEqual(found.first?.location.line, 17)
    }

    func testSchemasAgainstTheIdentifiersAndABackwardStageAreWarnings() throws {
        let found = try findings(plan(v1Models: "Note.self", v2Body: "var title: String; var body: String?",
                                      stages: "[v1ToV2]", schemas: "[V2.self, V1.self]"))
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-plan-order", "swiftdata-plan-order"])
        XCTAssertEqual(found.map(\.severity), [.warning, .warning])
        XCTAssertEqual(found.map(\.location.line), [2, 16], "at V1's declaration (listed after V2, identifier lower), then at the stage")
        XCTAssertTrue(found[0].message.contains("lists `V1` (1.0.0) after `V2` (2.0.0)"), found[0].message)
        XCTAssertTrue(found[1].message.contains("goes from `V1` to `V2`, which `schemas` lists before it"), found[1].message)
    }

    func testAReleasedSchemaListingTheLiveClassIsAWarning() throws {
        let found = try findings(plan(v1Models: "Note.self, Tag.self", v2Body: "var title: String; var body: String?") + "\n@Model final class Tag { var name: String = \"\"; init() {} }")
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-schema-lists-live-class"])
        XCTAssertEqual(found.first?.entity, "Tag")
        XCTAssertEqual(found.first?.location.line, 2, "at V1's declaration")
        XCTAssertTrue(found.first?.fixHint?.contains("momgen generate SOURCES --freeze-as SCHEMA") == true, "the hint names the freeze: \(found.first?.fixHint ?? "")")
    }

    /// Three schemas; `Tag` is declared in `owner` and named by the others' `models`.
    private func sharedTag(declaredIn owner: String, aliasedFrom others: [String]) -> String {
        let schemas = ["V1", "V2", "V3"].enumerated().map { offset, name in
            """
            enum \(name): VersionedSchema {
                static var versionIdentifier = Schema.Version(\(offset + 1), 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self, Tag.self] }
                @Model final class Note { var title: String\(String(repeating: "; var extra\(offset): Int?", count: offset == 0 ? 0 : 1)); init() { title = "" } }
            }
            """
        }
        let aliases = others.map { "extension \($0) { typealias Tag = \(owner).Tag }" }
        return (["import SwiftData"] + schemas + ["extension \(owner) { @Model final class Tag { var name: String = \"\"; init() {} } }"] + aliases
            + ["enum Plan: SchemaMigrationPlan { static var schemas: [any VersionedSchema.Type] { [V1.self, V2.self, V3.self] }; static var stages: [MigrationStage] { [] } }"])
            .joined(separator: "\n")
    }

    func testAReleasedSchemaNamingAnEarlierSchemasClassIsSilent() throws {
        XCTAssertEqual(try findings(sharedTag(declaredIn: "V1", aliasedFrom: ["V2", "V3"])).map(\.ruleID), [])
    }

    func testAReleasedSchemaNamingALaterSchemasClassIsAWarning() throws {
        let found = try findings(sharedTag(declaredIn: "V3", aliasedFrom: ["V1", "V2"]))
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-schema-lists-live-class", "swiftdata-schema-lists-live-class"])
        XCTAssertEqual(found.compactMap(\.entity), ["Tag", "Tag"])
        XCTAssertTrue(found.allSatisfy { $0.message.contains("`V3`'s class `Tag`") }, "\(found.map(\.message))")
    }

    func testASchemaNestedInANamespaceListingItsOwnClassesIsSilent() throws {
        let source = """
        import SwiftData
        enum Schemas {
            enum V1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note { var title: String; init() { title = "" } }
            }
            enum V2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note { var title: String; var body: String?; init() { title = "" } }
            }
        }
        """
        XCTAssertEqual(try findings(source).map(\.ruleID), [])
    }

    /// V2 lists its own `Trip` and V1's `Place`, whose `trip` is V1's `Trip`:
    /// the walk gives V2 two classes for `Trip`. Sharing `Place` together with
    /// an unchanged `Trip` is silent.
    func testASharedClassReachingAnotherCopyOfAnEntityIsAWarning() throws {
        func source(_ v2: String) -> String {
            """
            import SwiftData
            enum V1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Trip.self, Place.self] }
                @Model final class Trip { var name: String = ""; var places: [Place] = []; init() {} }
                @Model final class Place { var title: String = ""; var trip: Trip?; init() {} }
                @Model final class Note { var text: String = ""; init() {} }
            }
            enum V2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                \(v2)
            }
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [V1.self, V2.self] }
                static var stages: [MigrationStage] { [] }
            }
            """
        }
        let clash = try findings(source("""
            static var models: [any PersistentModel.Type] { [Trip.self, V1.Place.self] }
                @Model final class Trip { var name: String = ""; var notes: String?; var places: [V1.Place] = []; init() {} }
            """)).filter { $0.ruleID == "swiftdata-schema-entity-two-classes" }
        XCTAssertEqual(clash.count, 1)
        XCTAssertEqual(clash.first?.entity, "Trip")
        XCTAssertEqual(clash.first?.location.line, 6, "at `Place.trip`")
        XCTAssertTrue(clash.first?.message.contains("`V2` has two classes for the entity `Trip`: `V2.Trip`, and `V1.Trip`, which `V1.Place.trip` names") == true,
                      clash.first?.message ?? "")
        let together = try findings(source("""
            static var models: [any PersistentModel.Type] { [V1.Trip.self, V1.Place.self, Note.self] }
                @Model final class Note { var text: String = ""; var pinned: Bool = false; init() {} }
            """))
        XCTAssertEqual(together.filter { $0.ruleID == "swiftdata-schema-entity-two-classes" }, [])
    }

    /// KMReader PR #803's crash, in small: the custom stage V1 → V2 fetches
    /// `Book`, the runtime alias of the current V3's class, in `willMigrate`
    /// (a V1 context) and inserts a `V3.Book` in `didMigrate` (a V2 one).
    /// The stages are written inline in `stages`, as momgen's layout writes them.
    func testACustomStageUsingAClassItsContextLacksIsAnError() throws {
        func source(will: String, did: String) -> String {
            """
            import SwiftData
            enum V1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Book.self] }
                @Model final class Book { var title: String = ""; init() {} }
            }
            enum V2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Book.self] }
                @Model final class Book { var title: String = ""; var pages: Int = 0; init() {} }
            }
            enum V3: VersionedSchema {
                static var versionIdentifier = Schema.Version(3, 0, 0)
                static var models: [any PersistentModel.Type] { [Book.self] }
                @Model final class Book { var title: String = ""; var pages: Int = 0; var isbn: String?; init() {} }
            }
            typealias Book = V3.Book
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [V1.self, V2.self, V3.self] }
                static var stages: [MigrationStage] {
                    [
                        .custom(fromVersion: V1.self, toVersion: V2.self, willMigrate: { context in
                            \(will)
                        }, didMigrate: { context in
                            \(did)
                        }),
                        .lightweight(fromVersion: V2.self, toVersion: V3.self),
                    ]
                }
            }
            """
        }
        let broken = try findings(source(will: "let books = try context.fetch(FetchDescriptor<Book>()); _ = books",
                                         did: "context.insert(V3.Book()); try context.save()"))
        let foreign = broken.filter { $0.ruleID == "swiftdata-stage-foreign-model" }
        XCTAssertEqual(foreign.map(\.severity), [.error, .error])
        XCTAssertEqual(foreign.map(\.location.line), [23, 25])
        XCTAssertTrue(foreign[0].message.contains("the `willMigrate` of the custom stage `V1` → `V2` uses `Book` (`V3`'s class `V3.Book`), which is no class of `V1`"), foreign[0].message)
        XCTAssertTrue(foreign[1].message.contains("the `didMigrate` of the custom stage `V1` → `V2` uses `V3.Book` (`V3`'s class), which is no class of `V2`"), foreign[1].message)
        XCTAssertTrue(foreign[0].message.contains("KMReader PR #803"))
        let pinned = try findings(source(will: "let books = try context.fetch(FetchDescriptor<V1.Book>(predicate: #Predicate<V1.Book> { $0.title != \"\" })); _ = books",
                                         did: "context.insert(V2.Book()); try context.delete(model: V2.Book.self)"))
        XCTAssertEqual(pinned.filter { $0.ruleID == "swiftdata-stage-foreign-model" }, [])
    }

    func testAnInlineStageOutsideSchemasIsAnError() throws {
        let source = plan(v1Models: "Note.self", v2Body: "var title: String; var body: String?",
                          stages: "[.lightweight(fromVersion: V1.self, toVersion: V2.self), .lightweight(fromVersion: V2.self, toVersion: V3.self)]")
        XCTAssertEqual(try findings(source).map(\.ruleID), ["swiftdata-stage-outside-schemas"])
    }

    /// As KMReader's plan does, the closures hand their work to static
    /// functions of the plan (one in the body, one in an extension, calling
    /// another): their fetches are the closures' own.
    func testTheStaticFunctionsAClosureCallsAreFollowed() throws {
        let source = """
        import SwiftData
        enum V1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Book.self] }
            @Model final class Book { var title: String = ""; init() {} }
        }
        enum V2: VersionedSchema {
            static var versionIdentifier = Schema.Version(2, 0, 0)
            static var models: [any PersistentModel.Type] { [Book.self] }
            @Model final class Book { var title: String = ""; var pages: Int = 0; init() {} }
        }
        typealias Book = V2.Book
        enum Plan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [V1.self, V2.self] }
            static var stages: [MigrationStage] { [migrateV1toV2] }
            static let migrateV1toV2 = MigrationStage.custom(
                fromVersion: V1.self, toVersion: V2.self,
                willMigrate: { context in try snapshot(context: context) },
                didMigrate: { context in try Self.apply(context: context) }
            )
            private static func snapshot(context: ModelContext) throws {
                _ = try context.fetch(FetchDescriptor<Book>())
            }
        }
        extension Plan {
            private static func apply(context: ModelContext) throws {
                try replay(context)
            }
            private static func replay(_ context: ModelContext) throws {
                _ = try context.fetchCount(FetchDescriptor<V2.Book>())
                _ = try context.fetch(FetchDescriptor<V1.Book>())
            }
        }
        """
        let foreign = try findings(source).filter { $0.ruleID == "swiftdata-stage-foreign-model" }
        XCTAssertEqual(foreign.map(\.location.line), [22, 31], "Book (V2's, through the alias) in willMigrate; V1.Book in didMigrate")
        XCTAssertTrue(foreign[0].message.contains("`willMigrate`") && foreign[0].message.contains("no class of `V1`"), foreign[0].message)
        XCTAssertTrue(foreign[1].message.contains("`didMigrate`") && foreign[1].message.contains("uses `V1.Book` (`V1`'s class), which is no class of `V2`"), foreign[1].message)
    }

    /// A closure given as a function's name, and a helper type's static
    /// function, whose names resolve from that type (`V1.Replay`'s `Book` is
    /// V1's, the top-level `Book` is the live V2's).
    func testFunctionReferencesAndHelperTypesAreFollowedFromTheirOwnScope() throws {
        let source = """
        import SwiftData
        enum V1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Book.self] }
            @Model final class Book { var title: String = ""; init() {} }
            enum Replay { static func read(_ context: ModelContext) throws { _ = try context.fetch(FetchDescriptor<Book>()) } }
        }
        enum V2: VersionedSchema {
            static var versionIdentifier = Schema.Version(2, 0, 0)
            static var models: [any PersistentModel.Type] { [Book.self] }
            @Model final class Book { var title: String = ""; var pages: Int = 0; init() {} }
        }
        typealias Book = V2.Book
        enum Helpers {
            static func count(_ context: ModelContext) throws -> Int { try context.fetchCount(FetchDescriptor<Book>()) }
        }
        enum Plan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [V1.self, V2.self] }
            static var stages: [MigrationStage] { [migrateV1toV2] }
            static let migrateV1toV2 = MigrationStage.custom(fromVersion: V1.self, toVersion: V2.self, willMigrate: snapshot, didMigrate: nil)
            static func snapshot(_ context: ModelContext) throws {
                try V1.Replay.read(context)
                _ = try Helpers.count(context)
            }
        }
        """
        let foreign = try findings(source).filter { $0.ruleID == "swiftdata-stage-foreign-model" }
        XCTAssertEqual(foreign.map(\.location.line), [15], "Helpers' `Book` is the live V2 class; V1.Replay's is V1's own")
        XCTAssertTrue(foreign.first?.message.contains("uses `Book` (`V2`'s class `V2.Book`), which is no class of `V1`") == true, foreign.first?.message ?? "")
    }

    /// A lightweight stage over a required property added with no default:
    /// Core Data's inferred mapping cannot fill it (an error); the same with
    /// a default, or as a custom stage, is silent.
    func testALightweightStageCoreDataCannotInferIsAnError() throws {
        func source(_ rank: String, stage: String = ".lightweight(fromVersion: V1.self, toVersion: V2.self)") -> String {
            """
            import SwiftData
            enum V1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note { var title: String = ""; init() {} }
            }
            enum V2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note { var title: String = ""; \(rank); init() {} }
            }
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [V1.self, V2.self] }
                static var stages: [MigrationStage] { [\(stage)] }
            }
            """
        }
        let found = try findings(source("var rank: Int = 0; var level: Int")).filter { $0.ruleID.hasPrefix("swiftdata-lightweight") }
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-lightweight-not-inferable"])
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertEqual(found.first?.location.line, 14)
        XCTAssertTrue(found.first?.message.contains("Note.level: required attribute `level` added with no default value") == true, found.first?.message ?? "")
        XCTAssertEqual(try findings(source("var rank: Int = 0; var level: Int?")).filter { $0.ruleID.hasPrefix("swiftdata-lightweight") }, [])
        // Defaults no literal states are defaults too (SwiftData records the value).
        let dated = source("var created: Date = .now; var at: Date = Date(timeIntervalSinceReferenceDate: 631123200.0); var id: UUID = UUID()")
        XCTAssertEqual(try findings(dated).filter { $0.ruleID.hasPrefix("swiftdata-lightweight") }, [])
        let note = try XCTUnwrap(try SwiftSourceFixture.read(dated).version(named: "V2")?.model.entities.first)
        let attributes = Dictionary(uniqueKeysWithValues: note.attributes.map { ($0.name, $0) })
        XCTAssertEqual(attributes["at"]?.defaultDateTimeInterval, "631123200")
        XCTAssertEqual(attributes["created"]?.hasUnstatedDefault, true)
        XCTAssertEqual(attributes["id"]?.hasUnstatedDefault, true)
        XCTAssertEqual(attributes["title"]?.hasUnstatedDefault, false)
        // A class momgen cannot derive exactly makes it a warning, as for duplicate checksums.
        let inexact = try findings(source("var level: Int; var tint: ColorOfAnotherModule?")).filter { $0.ruleID.hasPrefix("swiftdata-lightweight") }
        XCTAssertEqual(inexact.map(\.severity), [.warning])
        XCTAssertTrue(inexact.first?.message.contains("as far as momgen can derive the classes") == true, inexact.first?.message ?? "")
        let custom = ".custom(fromVersion: V1.self, toVersion: V2.self, willMigrate: nil, didMigrate: nil)"
        XCTAssertEqual(try findings(source("var level: Int", stage: custom)).filter { $0.ruleID.hasPrefix("swiftdata-lightweight") }, [])
    }

    /// `code` a String, removed, then added again as a number: each step
    /// infers, the jump V1 → V3 SwiftData makes of the run does not.
    func testARunOfLightweightStagesWhoseJumpCannotBeInferredIsAWarning() throws {
        func source(_ second: String) -> String {
            """
            import SwiftData
            enum V1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var name: String = ""; var code: String?; init() {} }
            }
            enum V2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var name: String = ""; init() {} }
            }
            enum V3: VersionedSchema {
                static var versionIdentifier = Schema.Version(3, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var name: String = ""; var code: Int?; init() {} }
            }
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [V1.self, V2.self, V3.self] }
                static var stages: [MigrationStage] {
                    [
                        .lightweight(fromVersion: V1.self, toVersion: V2.self),
                        \(second),
                    ]
                }
            }
            """
        }
        let found = try findings(source(".lightweight(fromVersion: V2.self, toVersion: V3.self)")).filter { $0.ruleID.hasPrefix("swiftdata-lightweight") }
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-lightweight-run-jump"])
        XCTAssertEqual(found.first?.severity, .warning)
        XCTAssertEqual(found.first?.location.line, 22, "at the run's last stage")
        XCTAssertTrue(found.first?.message.contains("from `V1` to `V3` as one jump") == true, found.first?.message ?? "")
        XCTAssertTrue(found.first?.message.contains("Item.code") == true, found.first?.message ?? "")
        let split = try findings(source(".custom(fromVersion: V2.self, toVersion: V3.self, willMigrate: nil, didMigrate: nil)"))
        XCTAssertEqual(split.filter { $0.ruleID.hasPrefix("swiftdata-lightweight") }, [])
    }
}
