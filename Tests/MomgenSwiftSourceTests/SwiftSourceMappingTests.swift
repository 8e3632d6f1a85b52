// One test per mapping row: a small `@Model` source and the Core Data
// property SwiftData derives from it (docs/swiftdata-code.md, "Mapping").
import MomgenModel
import MomgenSwiftSource
import XCTest

final class SwiftSourceMappingTests: XCTestCase {
    private let header = "import Foundation\nimport SwiftData\n"

    func testEveryIntegerWidthMapsAsTheTableSays() throws {
        let model = try SwiftSourceFixture.read(header + """
        @Model final class Counter {
            var a: UInt8
            var b: UInt16
            var c: UInt32
            var d: UInt64
            var e: Int
            var f: Int16
            var g: Int32
            var h: Int64
            var i: Swift.UInt32
            init() { a = 0; b = 0; c = 0; d = 0; e = 0; f = 0; g = 0; h = 0; i = 0 }
        }
        """)
        let types = try ["a", "b", "c", "d", "e", "f", "g", "h", "i"].map { try SwiftSourceFixture.attribute("Counter", $0, in: model).type }
        XCTAssertEqual(types, [.integer16, .integer16, .integer32, .integer64, .integer64, .integer16, .integer32, .integer64, .integer32])
        XCTAssertTrue(model.findings.isEmpty, "\(model.findings)")
    }

    func testValueTypesOptionalsAndArrays() throws {
        let model = try SwiftSourceFixture.read(header + """
        @Model final class Item {
            var price: Decimal
            var ratio: Double
            var weight: Float
            var done: Bool = false
            var title: String?
            var at: Date
            var blob: Data
            let id = UUID()
            var link: URL?
            var tags: [String] = []
            init() {}
        }
        """)
        let item = try SwiftSourceFixture.entity("Item", in: model)
        let byName = Dictionary(uniqueKeysWithValues: item.attributes.map { ($0.name, $0) })
        XCTAssertEqual(byName["price"]?.type, .decimal)
        XCTAssertEqual(byName["ratio"]?.type, .double)
        XCTAssertEqual(byName["weight"]?.type, .float)
        XCTAssertEqual(byName["done"]?.type, .boolean)
        XCTAssertEqual(byName["done"]?.defaultValueString, "NO")
        XCTAssertEqual(byName["title"]?.isOptional, true)
        XCTAssertEqual(byName["at"]?.isOptional, false)
        XCTAssertEqual(byName["blob"]?.type, .binary)
        XCTAssertEqual(byName["id"]?.type, .uuid, "`let id = UUID()` takes the initializer's type")
        XCTAssertEqual(byName["link"]?.type, .uri)
        XCTAssertEqual(byName["tags"]?.type, .unknown("Swift [String]"), "a model's own array of values is not established")
        XCTAssertEqual(model.findings.map(\.property), ["tags"])
    }

    func testComputedAndTransientPropertiesAreAbsent() throws {
        let model = try SwiftSourceFixture.read(header + """
        @Model final class Item {
            var raw: Int = 0
            var doubled: Int { raw * 2 }
            var label: String { get { "" } set { } }
            var observed: Int = 0 { didSet { } }
            @Transient var cache: [String: Int] = [:]
            static var shared = 1
            init() {}
        }
        """)
        XCTAssertEqual(try SwiftSourceFixture.entity("Item", in: model).attributes.map(\.name), ["raw", "observed"])
    }

    func testCodableStructIsACompositeWithOptionalMembers() throws {
        let model = try SwiftSourceFixture.read(header + """
        struct Prep: Codable {
            var id: UUID
            var name: String
            var steps: [Step]
            var note: String { "computed" }
        }
        struct Step: Codable { var text: String }
        @Model final class Base {
            var prep: Prep?
            init() {}
        }
        """)
        let prep = try SwiftSourceFixture.attribute("Base", "prep", in: model)
        XCTAssertEqual(prep.type, .composite)
        XCTAssertTrue(prep.isOptional)
        let composite = try XCTUnwrap(model.current?.model.composites.first { $0.name == prep.compositeName })
        XCTAssertEqual(composite.attributes.map(\.name), ["id", "name", "steps"])
        XCTAssertEqual(composite.attributes.map(\.type), [.uuid, .string, .binary])
        XCTAssertTrue(composite.attributes.allSatisfy(\.isOptional))
    }

    func testRawRepresentableEnumIsAOneMemberCompositeMarkedEnumType() throws {
        let model = try SwiftSourceFixture.read(header + """
        enum Glass: String, Codable, CaseIterable { case coupe, rocks }
        @Model final class Cocktail {
            var glass: Glass
            init() { glass = .coupe }
        }
        """)
        let glass = try SwiftSourceFixture.attribute("Cocktail", "glass", in: model)
        XCTAssertEqual(glass.type, .composite)
        XCTAssertEqual(glass.userInfo["EnumType"], "YES")
        let composite = try XCTUnwrap(model.current?.model.composites.first)
        XCTAssertEqual(composite.attributes.map(\.name), ["glass"])
        XCTAssertEqual(composite.attributes.first?.type, .string)
    }

    func testTypealiasesAndNestedTypesResolveAcrossFiles() throws {
        let model = try SwiftSourceFixture.read([
            "A.swift": header + "typealias Height = UInt32\nextension V1 { @Model final class Block { var height: Height; var kind: Kind; init() { height = 0; kind = .a } } }",
            "B.swift": header + "enum V1: VersionedSchema {\n static var versionIdentifier = Schema.Version(1, 0, 0)\n static var models: [any PersistentModel.Type] { [Block.self] }\n enum Kind: Int, Codable { case a }\n}",
        ])
        let version = try XCTUnwrap(model.version(named: "V1"))
        XCTAssertEqual(version.versionIdentifier, "1.0.0")
        let block = try XCTUnwrap(version.model.entities.first)
        XCTAssertEqual(block.attributes.first { $0.name == "height" }?.type, .integer32)
        XCTAssertEqual(version.model.composites.first?.attributes.first?.type, .integer64)
        XCTAssertEqual(version.locations["Block.height"]?.file, "A.swift")
        XCTAssertEqual(version.locations["Block.height"]?.line, 4)
    }

    func testAttributeOptions() throws {
        let model = try SwiftSourceFixture.read(header + """
        @Model final class Photo {
            @Attribute(.unique) var id: UUID
            @Attribute(.externalStorage) var data: Data
            @Attribute(.spotlight, .allowsCloudEncryption, originalName: "caption_text") var caption: String
            @Attribute(.preserveValueOnDeletion, hashModifier: "v2") var taken: Date
            @Attribute(.transformable(by: ColorTransformer.self)) var color: NSObject?
            @Attribute(.ephemeral) var progress: Double = 0
            init() {}
        }
        """)
        let photo = try SwiftSourceFixture.entity("Photo", in: model)
        let byName = Dictionary(uniqueKeysWithValues: photo.attributes.map { ($0.name, $0) })
        XCTAssertEqual(photo.uniquenessConstraints.map(\.properties), [["id"]])
        XCTAssertEqual(byName["data"]?.allowsExternalBinaryDataStorage, true)
        XCTAssertEqual(byName["caption"]?.isSpotlightIndexed, true)
        XCTAssertEqual(byName["caption"]?.allowsCloudEncryption, true)
        XCTAssertEqual(byName["caption"]?.renamingIdentifier, "caption_text")
        XCTAssertEqual(byName["taken"]?.preservesValueInHistoryOnDeletion, true)
        XCTAssertEqual(byName["taken"]?.versionHashModifier, "v2")
        XCTAssertEqual(byName["color"]?.type, .transformable)
        XCTAssertEqual(byName["color"]?.valueTransformerName, "ColorTransformer")
        XCTAssertEqual(byName["progress"]?.isTransient, true)
    }

    func testRelationshipsAndInverses() throws {
        let model = try SwiftSourceFixture.read(header + """
        @Model final class Wallet {
            @Relationship(deleteRule: .cascade, inverse: \\Account.wallet) var accounts: [Account]
            @Relationship(minimumModelCount: 1, maximumModelCount: 5) var owners: [Owner]? = []
            var tags: [Tag] = []
            init() {}
        }
        @Model final class Tag {
            var wallet: Wallet?
            init() {}
        }
        @Model final class Account {
            var wallet: Wallet?
            init() {}
        }
        @Model final class Owner {
            var wallets: [Wallet] = []
            init() {}
        }
        """)
        let wallet = try SwiftSourceFixture.entity("Wallet", in: model)
        let accounts = try XCTUnwrap(wallet.relationships.first { $0.name == "accounts" })
        XCTAssertEqual(accounts.deleteRule, .cascade)
        XCTAssertTrue(accounts.isToMany)
        XCTAssertEqual(accounts.inverseName, "wallet")
        let back = try XCTUnwrap(SwiftSourceFixture.entity("Account", in: model).relationships.first)
        XCTAssertEqual(back.inverseName, "accounts", "an inverse named on one side is set on both")
        XCTAssertEqual(back.maxCount, 1)
        XCTAssertTrue(back.isOptional)
        let owners = try XCTUnwrap(wallet.relationships.first { $0.name == "owners" })
        XCTAssertEqual(owners.minCount, 1)
        XCTAssertEqual(owners.maxCount, 5)
        XCTAssertNil(owners.inverseName, "`@Relationship` without `inverse:` is not paired (dashpay: PersistentTokenBalance.identity)")
        let tags = try XCTUnwrap(wallet.relationships.first { $0.name == "tags" })
        XCTAssertEqual(tags.inverseName, "wallet", "plain properties, one each way, are paired by inference (ResourcesManager)")
    }

    func testUniqueIndexAndInheritance() throws {
        let model = try SwiftSourceFixture.read(header + """
        @Model class Animal {
            #Unique<Animal>([\\.name, \\.born], [\\.tag])
            #Index<Animal>([\\.name], [\\.name, \\.born])
            var name: String
            var born: Date
            var tag: String
            init() {}
        }
        @Model final class Dog: Animal {
            var breed: String = ""
        }
        """)
        let animal = try SwiftSourceFixture.entity("Animal", in: model)
        XCTAssertEqual(animal.uniquenessConstraints.map(\.properties), [["name", "born"], ["tag"]])
        XCTAssertEqual(animal.fetchIndexes.map(\.name), ["SwiftDataIndexOnBinaryname", "SwiftDataIndexOnBinarynameborn"])
        let dog = try SwiftSourceFixture.entity("Dog", in: model)
        XCTAssertEqual(dog.parentEntity, "Animal")
        XCTAssertEqual(dog.attributes.map(\.name), ["breed"])
    }
}
