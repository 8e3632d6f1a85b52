// Render keys: equal facts give equal keys in every run, facts that differ
// anywhere give different keys (including differences a naive
// concatenation would blur), and an entity's key moves exactly with what its
// files are made from (see EntityKeys).
import MomgenModel
@testable import MomgenSwift
import XCTest

final class RenderKeyTests: XCTestCase {
    private struct Pair: Encodable {
        var first: [String]
        var second: String?
        var flag = false
    }

    func testValuesThatConcatenateAlikeStreamApart() throws {
        let cases: [Pair] = [
            Pair(first: ["ab", "c"], second: nil),
            Pair(first: ["a", "bc"], second: nil),
            Pair(first: ["abc"], second: nil),
            Pair(first: [], second: "abc"),
            Pair(first: [""], second: "abc"),
            Pair(first: [], second: ""),
            Pair(first: [], second: nil),
            Pair(first: [], second: nil, flag: true),
        ]
        let streams = try cases.map { try DigestEncoder.bytes(of: $0) }
        XCTAssertEqual(Set(streams).count, cases.count, "every case gives its own bytes")
        XCTAssertEqual(try DigestEncoder.bytes(of: cases[0]), streams[0], "the same value gives the same bytes")
        let facts: [FactStream] = cases.map { pair in
            var stream = FactStream()
            stream.list(pair.first) { $0.string($1) }
            stream.string(pair.second)
            stream.bool(pair.flag)
            return stream
        }
        XCTAssertEqual(Set(facts.map(\.bytes)).count, cases.count, "the fact stream keeps them apart too")
    }

    func testEveryEntityOfAModelHasItsOwnStableKey() throws {
        let model = try Fixture.features()
        let options = GenerationOptions(modelName: "Features")
        let keys = try Self.keys(model, options)
        XCTAssertEqual(Set(keys.values).count, keys.count)
        XCTAssertEqual(try Self.keys(model, options), keys)
        XCTAssertTrue(keys.values.allSatisfy { $0.text.count == 64 && $0.text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) } })
        var publicOptions = options
        publicOptions.access = .public
        XCTAssertTrue(Set(try Self.keys(model, publicOptions).values).isDisjoint(with: keys.values))
        let mogenerator = try Self.keys(model, options, templates: .named(.mogenerator))
        XCTAssertTrue(Set(mogenerator.values).isDisjoint(with: keys.values))
    }

    /// Shelf ⇄ Book, Book and Magazine under an abstract Publication.
    private static func library() -> Model {
        var model = Model(file: "contents")
        var publication = Entity(name: "Publication")
        publication.representedClassName = "Publication"
        publication.isAbstract = true
        publication.attributes = [Attribute(name: "title", type: .string)]
        var book = Entity(name: "Book")
        book.representedClassName = "Book"
        book.parentEntity = "Publication"
        book.attributes = [Attribute(name: "pages", type: .integer32)]
        var shelfLink = Relationship(name: "shelf")
        shelfLink.destinationEntity = "Shelf"
        shelfLink.inverseName = "books"
        book.relationships = [shelfLink]
        var magazine = Entity(name: "Magazine")
        magazine.representedClassName = "Magazine"
        magazine.parentEntity = "Publication"
        magazine.attributes = [Attribute(name: "issue", type: .integer16)]
        var shelf = Entity(name: "Shelf")
        shelf.representedClassName = "Shelf"
        var books = Relationship(name: "books")
        books.destinationEntity = "Book"
        books.inverseName = "shelf"
        books.isToMany = true
        shelf.relationships = [books]
        model.entities = [publication, book, magazine, shelf]
        return model
    }

    /// Which entities' keys change with each kind of edit, and that every
    /// edit leaves the files an incremental run gives equal to a full run's.
    func testAnEntitysKeyMovesWithWhatItsFilesAreMadeOf() throws {
        let base = Self.library()
        let cases: [(String, Set<String>, (inout Model) -> Void)] = [
            ("an attribute's type", ["Book"], { $0.entities[1].attributes[0].type = .integer64 }),
            ("a parent's attribute", ["Publication", "Book", "Magazine"], { $0.entities[0].attributes[0].isOptional = true }),
            ("a property renamed (the family's names change)", ["Publication", "Book", "Magazine"],
             { $0.entities[2].attributes[0].name = "number" }),
            ("a destination's class", ["Book", "Shelf"], { $0.entities[3].representedClassName = "BookShelf" }),
            ("a position in the file", [], { $0.entities[1].location = SourceLocationRef(line: 99, column: 1) }),
            ("a fetch request of Shelf", ["Shelf"], { model in
                var request = FetchRequest(name: "Full")
                request.entity = "Shelf"
                request.predicateString = "books.@count > 10"
                model.fetchRequests = [request]
            }),
            ("a userInfo entry on Magazine", ["Magazine"], { $0.entities[2].userInfo = UserInfo([.init(key: "note", value: "x")]) }),
        ]
        let options = GenerationOptions(modelName: "Library")
        let before = try Self.keys(Resolver().resolve(base), options)
        for (edit, expected, change) in cases {
            var edited = base
            change(&edited)
            let after = try Self.keys(Resolver().resolve(edited), options)
            let changed = Set(after.keys.filter { after[$0] != before[$0] })
            // A destination's new class renames classes: every key changes.
            if edit == "a destination's class" {
                XCTAssertEqual(changed, Set(after.keys), edit)
            } else {
                XCTAssertEqual(changed, expected, edit)
            }
            for layout in [Layout.mogenerator, .xcode] {
                try assertIncrementalMatchesFull(from: base, to: edited, layout: layout, edit)
            }
        }
    }

    // MARK: - Helpers

    private static func keys(_ model: ResolvedModel, _ options: GenerationOptions,
                             templates: TemplateSet = .defaults) throws -> [String: RenderKey] {
        let scope = try ContextBuilder(options: options).scope(of: model)
        let keys = try EntityKeys(model: model, scope: scope, options: options, templatesDigest: RenderKey.digest(of: templates)).keys
        return Dictionary(uniqueKeysWithValues: zip(scope.selectedIDs.map { model.entities[$0].name }, keys))
    }

    private struct Memo: RenderMemo {
        var files: [RenderKey: [GeneratedFile]]
        func files(for key: RenderKey) -> [GeneratedFile]? { files[key] }
    }

    private func assertIncrementalMatchesFull(from base: Model, to edited: Model, layout: Layout, _ edit: String,
                                              line: UInt = #line) throws {
        var options = GenerationOptions(modelName: "Library")
        options.layout = layout
        let emitter = SwiftEmitter(options: options)
        let first = try emitter.emit(Resolver().resolve(base), memo: nil)
        let memo = Memo(files: Dictionary(first.entityRenders.map { ($0.key, $0.files) }, uniquingKeysWith: { a, _ in a }))
        let incremental = try emitter.emit(Resolver().resolve(edited), memo: memo)
        XCTAssertEqual(incremental.files, try emitter.emit(Resolver().resolve(edited)), "\(edit), \(layout)", line: line)
    }
}
