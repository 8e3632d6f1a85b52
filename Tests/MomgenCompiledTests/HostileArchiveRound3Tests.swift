// Issue 34 (hostile input, round 3), the compiled-archive items: each test
// builds its hostile archive with TestArchiver, is named after its item, and
// checks the reader's answer and its cost (time, and the size of what it
// produced) — budgets count what each visit costs, not only visits.
import Foundation
@testable import MomgenCompiled
import MomgenCore
import MomgenDiagnostics
import MomgenModel
import MomgenPlist
import MomgenTestSupport
import XCTest

final class HostileArchiveRound3Tests: XCTestCase {
    // MARK: - Building hostile archives

    /// A model archive whose entities `build` makes (name → entity UID).
    static func archive(_ build: (TestArchiver, _ model: Int) -> [(String, Int)]) -> [UInt8] {
        let archiver = TestArchiver()
        let model = archiver.reserve()
        let entities = build(archiver, model)
        archiver.object("NSManagedObjectModel", [("NSEntities", .uid(archiver.dictionary(entities)))], in: model)
        return archiver.bytes(root: model)
    }

    static func attribute(_ archiver: TestArchiver, _ name: String, of entity: Int?, type: Int64 = 700,
                          _ extra: [(String, TestArchiver.Value)] = []) -> Int {
        var fields: [(String, TestArchiver.Value)] = [
            ("NSPropertyName", .uid(archiver.string(name))), ("NSAttributeType", .int(type)), ("_P", .int(241)),
        ]
        if let entity { fields.append(("NSEntity", .uid(entity))) }
        return archiver.object("NSAttributeDescription", superclasses: ["NSPropertyDescription", "NSObject"], fields + extra)
    }

    @discardableResult
    static func entity(_ archiver: TestArchiver, _ name: String, model: Int, properties: Int,
                       in slot: Int? = nil, _ extra: [(String, TestArchiver.Value)] = []) -> Int {
        archiver.object("NSEntityDescription", [
            ("NSEntityName", .uid(archiver.string(name))), ("NSManagedObjectModel", .uid(model)),
            ("NSProperties", .uid(properties)),
        ] + extra, in: slot)
    }

    /// Decodes `bytes`, returning the model or the error's one line, and the
    /// seconds it took.
    static func decode(_ bytes: [UInt8]) -> (model: CompiledModel?, error: String?, seconds: Double) {
        let started = Date()
        do {
            let model = try CompiledModelReader().decode(bytes, file: "Hostile.mom")
            return (model, nil, Date().timeIntervalSince(started))
        } catch {
            return (nil, "\(error)", Date().timeIntervalSince(started))
        }
    }

    /// What decoding `bytes` spent from its archive's budget (or the whole
    /// budget, when it ran out).
    static func cost(_ bytes: [UInt8]) throws -> Int {
        let archive = try KeyedArchive(bytes: bytes)
        var decoder = CompiledModelDecoder(archive: archive, file: "Hostile.mom")
        _ = try? decoder.decode()
        return archive.cost.spent
    }

    /// The bounds a refused bomb must keep: under 1 MB in, its budget
    /// proportional to its size, one error line, and (in this unoptimised
    /// test build, on a shared machine) a few seconds; the command's own
    /// times, before and after, are in docs/compiled-models.md.
    func assertRefusedWithinBudget(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertLessThan(bytes.count, 1_000_000, file: file, line: line)
        let result = Self.decode(bytes)
        XCTAssertNil(result.model, file: file, line: line)
        XCTAssertTrue(result.error?.contains("costs more than") ?? false, result.error ?? "", file: file, line: line)
        XCTAssertFalse(result.error?.contains("\n") ?? true, file: file, line: line)
        XCTAssertLessThanOrEqual(try Self.cost(bytes), PlistLimits.standard.archiveCost(forSize: bytes.count) + 1_000_000, file: file, line: line)
        XCTAssertLessThan(result.seconds, 5, file: file, line: line)
    }

    // MARK: - Item 1: NSDecimalNumber with NS.length = -1

    func testItem1DecimalDefaultWithNegativeLengthIsLeftUndecoded() throws {
        let bytes = Self.archive { archiver, model in
            let book = archiver.reserve()
            let decimal = archiver.object("NSDecimalNumberPlaceholder", superclasses: ["NSDecimalNumber", "NSNumber", "NSObject"], [
                ("NS.length", .int(-1)), ("NS.exponent", .int(0)), ("NS.negative", .bool(false)),
                ("NS.mantissa.bo", .int(1)), ("NS.mantissa", .data([UInt8](repeating: 1, count: 16))),
            ])
            let price = Self.attribute(archiver, "price", of: book, type: 400, [("NSDefaultValue", .uid(decimal))])
            Self.entity(archiver, "Book", model: model, properties: archiver.dictionary([("price", price)]), in: book)
            return [("Book", book)]
        }
        let result = Self.decode(bytes)
        let model = try XCTUnwrap(result.model, result.error ?? "")
        let price = try XCTUnwrap(model.model.entities.first?.attributes.first)
        XCTAssertNil(price.defaultValueString)
        XCTAssertTrue(model.notes.contains("attribute Book.price's default value is not decoded"), "\(model.notes)")
    }

    // MARK: - Item 2: N entities × M properties sharing one object

    func testItem2SharedPropertyAcrossEntitiesIsBoundedByWhatItProduces() throws {
        let entities = 300
        let properties = 300
        let bytes = Self.archive { archiver, model in
            let shared = Self.attribute(archiver, "shared", of: nil)
            let table = archiver.dictionary((0 ..< properties).map { ("p\($0)", shared) })
            return (0 ..< entities).map { ("E\($0)", Self.entity(archiver, "E\($0)", model: model, properties: table)) }
        }
        // 90,000 properties from one archived object.
        try assertRefusedWithinBudget(bytes)
    }

    /// The budget leaves room for real models: 100 entities of 40 properties.
    func testItem2BudgetReadsALargeHonestModel() throws {
        let bytes = Self.archive { archiver, model in
            (0 ..< 100).map { number in
                let entity = archiver.reserve()
                let table = archiver.dictionary((0 ..< 40).map { ("p\($0)", Self.attribute(archiver, "p\($0)", of: entity)) })
                return ("E\(number)", Self.entity(archiver, "E\(number)", model: model, properties: table, in: entity))
            }
        }
        let result = Self.decode(bytes)
        let model = try XCTUnwrap(result.model, result.error ?? "")
        XCTAssertEqual(model.model.entities.reduce(0) { $0 + $1.attributes.count }, 4_000)
        XCTAssertLessThan(bytes.count, 1_000_000)
        XCTAssertLessThan(try Self.cost(bytes), PlistLimits.standard.archiveCost(forSize: bytes.count) / 4, "room for models four times larger")
    }

    // MARK: - Item 3: shared sub-predicates and userInfo strings

    func testItem3SharedSubpredicateWithLongKeyPathsIsBounded() throws {
        let longPath = String(repeating: "k", count: 20_000)
        let bytes = Self.archive { archiver, model in
            let book = archiver.reserve()
            let specifier = archiver.object("NSKeyPathSpecifierExpression", [("NSKeyPath", .uid(archiver.string(longPath)))])
            let left = archiver.object("NSKeyPathExpression", [("NSArguments", .uid(archiver.array([specifier])))])
            let comparison = archiver.object("NSComparisonPredicate", [
                ("NSLeftExpression", .uid(left)), ("NSRightExpression", .uid(left)),
                ("NSPredicateOperator", .uid(archiver.object("NSPredicateOperator", [("NSOperatorType", .int(4))]))),
            ])
            let compound = archiver.object("NSCompoundPredicate", [
                ("NSCompoundPredicateType", .int(1)), ("NSSubpredicates", .uid(archiver.array(Array(repeating: comparison, count: 2_000)))),
            ])
            let request = archiver.object("NSFetchRequest", [("NSEntity", .uid(book)), ("NSPredicate", .uid(compound))])
            let fetched = archiver.object("NSFetchedPropertyDescription", superclasses: ["NSPropertyDescription", "NSObject"], [
                ("NSPropertyName", .uid(archiver.string("all"))), ("NSEntity", .uid(book)), ("NSFetchRequest", .uid(request)),
            ])
            Self.entity(archiver, "Book", model: model, properties: archiver.dictionary([("all", fetched)]), in: book)
            return [("Book", book)]
        }
        // An 80 MB predicate from a 57 KB archive.
        try assertRefusedWithinBudget(bytes)
    }

    func testItem3UserInfoReusingOneLongStringIsBounded() throws {
        let long = String(repeating: "v", count: 20_000)
        let bytes = Self.archive { archiver, model in
            let value = archiver.string(long)
            let info = archiver.dictionary((0 ..< 2_000).map { ("key\($0)", value) })
            let table = archiver.dictionary([])
            return (0 ..< 4).map { ("E\($0)", Self.entity(archiver, "E\($0)", model: model, properties: table, [("NSUserInfo", .uid(info))])) }
        }
        // 160 MB of userInfo values from one 20 KB string.
        try assertRefusedWithinBudget(bytes)
    }

    // MARK: - Item 4: a padded class description

    func testItem4PaddedClassDescriptionIsRefusedBeforeItIsParsedAgain() throws {
        let archiver = TestArchiver()
        let model = archiver.reserve()
        let book = archiver.reserve()
        let table = archiver.dictionary((0 ..< 2_000).map { ("p\($0)", Self.attribute(archiver, "p\($0)", of: book)) })
        Self.entity(archiver, "Book", model: model, properties: table, in: book)
        archiver.padClassDescription("NSAttributeDescription", with: 40_000)
        archiver.object("NSManagedObjectModel", [("NSEntities", .uid(archiver.dictionary([("Book", book)])))], in: model)
        let result = Self.decode(archiver.bytes(root: model))
        XCTAssertNil(result.model)
        XCTAssertTrue(result.error?.contains("class description") ?? false, result.error ?? "")
        XCTAssertLessThan(result.seconds, 2)
    }

    // MARK: - Item 5: VersionInfo.plist sharing one hash table

    /// `versions` versions whose hashes are one table of `entities` entries.
    static func sharedTableVersionInfo(versions: Int, entities: Int) -> [UInt8] {
        var objects: [TestPlistObject] = [.null]
        objects.append(.ascii("NSManagedObjectModel_CurrentVersionName")); objects.append(.ascii("V0"))
        objects.append(.ascii("NSManagedObjectModel_VersionHashes")); objects.append(.null)  // 4: filled below
        objects.append(.data(Array(0 ..< 32)))  // 5: the one hash
        let tableIndex = objects.count
        objects.append(.null)
        var tableEntries: [(Int, Int)] = []
        for number in 0 ..< entities {
            objects.append(.ascii("Entity\(number)"))
            tableEntries.append((objects.count - 1, 5))
        }
        objects[tableIndex] = .dict(tableEntries)
        var versionEntries: [(Int, Int)] = []
        for number in 0 ..< versions {
            objects.append(.ascii("V\(number)"))
            versionEntries.append((objects.count - 1, tableIndex))
        }
        objects[4] = .dict(versionEntries)
        objects[0] = .dict([(1, 2), (3, 4)])
        return TestPlistWriter.write(objects)
    }

    func testItem5VersionInfoReadsOnlyTheBundlesVersions() throws {
        let folder = TestPaths.temporaryFolder("hostile-versioninfo")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Model.momd")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(ArchiveFixture.bytes()).write(to: bundle.appendingPathComponent("V0.mom"))
        let info = Self.sharedTableVersionInfo(versions: 20_000, entities: 20_000)
        XCTAssertLessThan(info.count, 1_000_000)
        try Data(info).write(to: bundle.appendingPathComponent("VersionInfo.plist"))
        let started = Date()
        let read = try CompiledBundle(path: bundle.path)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "bounded: an unbounded decode never ends; the margin is for a loaded machine")
        XCTAssertEqual(read.current, "V0")
        XCTAssertEqual(Array(read.versionHashes.keys), ["V0"])
        XCTAssertEqual(read.versionHashes["V0"]?.count, 20_000)
    }

    func testItem5SharedHashTableIsDecodedOnce() throws {
        let info = Self.sharedTableVersionInfo(versions: 20_000, entities: 20_000)
        let started = Date()
        let (current, hashes) = try CompiledBundle.versionInfo(info, versions: (0 ..< 20_000).map { "V\($0)" })
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "bounded: an unbounded decode never ends; the margin is for a loaded machine")
        XCTAssertEqual(current, "V0")
        XCTAssertEqual(hashes.count, 20_000)
        XCTAssertEqual(hashes["V19999"]?.count, 20_000)
    }

    // MARK: - Item 10: names XML cannot carry

    func testItem10DecompileRefusesNamesXMLCannotCarry() throws {
        for (name, code) in [("A\u{1}", "U+0001"), ("A\u{2}", "U+0002"), ("B\u{FFFE}", "U+FFFE")] {
            let bytes = Self.archive { archiver, model in
                [(name, Self.entity(archiver, name, model: model, properties: archiver.dictionary([])))]
            }
            let folder = TestPaths.temporaryFolder("hostile-decompile")
            addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
            let mom = folder.appendingPathComponent("Bad.mom")
            // TestArchiver writes ASCII strings; U+FFFE needs UTF-16, so
            // that case goes through the decoder and writer directly.
            if name.unicodeScalars.allSatisfy(\.isASCII) {
                try Data(bytes).write(to: mom)
                let out = folder.appendingPathComponent("out")
                let result = try MomgenProcess.run(["decompile", mom.path, "--output", out.path])
                XCTAssertEqual(result.status, 3, result.stderr)
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
                XCTAssertTrue(result.stderr.contains(code), result.stderr)
                XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("Bad.xcdatamodel/contents").path))
            } else {
                var model = Model(file: "Bad.mom")
                model.entities = [Entity(name: name)]
                XCTAssertThrowsError(try ModelXMLWriter.contents(model)) { error in
                    XCTAssertTrue("\(error)".contains(code), "\(error)")
                }
            }
        }
    }

    func testItem10TabsAndLineBreaksStayExact() throws {
        var model = Model(file: "Ok.mom")
        var entity = Entity(name: "Book")
        entity.userInfo = UserInfo([UserInfo.Entry(key: "note", value: "a\tb\nc\rd")])
        model.entities = [entity]
        let text = try ModelXMLWriter.contents(model)
        XCTAssertTrue(text.contains("a&#9;b&#10;c&#13;d"), text)
    }

    // MARK: - Item 11: predicate names holding operators

    func testItem11PredicateNamesHoldingOperatorsKeepTheirStructure() throws {
        let bytes = Self.archive { archiver, model in
            let book = archiver.reserve()
            func keyPath(_ path: String) -> Int {
                let specifier = archiver.object("NSKeyPathSpecifierExpression", [("NSKeyPath", .uid(archiver.string(path)))])
                return archiver.object("NSKeyPathExpression", [("NSArguments", .uid(archiver.array([specifier])))])
            }
            let equals = archiver.object("NSPredicateOperator", [("NSOperatorType", .int(4))])
            let one = archiver.object("NSConstantValueExpression", [("NSConstantValue", .int(1))])
            func comparison(_ left: Int) -> Int {
                archiver.object("NSComparisonPredicate", [
                    ("NSLeftExpression", .uid(left)), ("NSRightExpression", .uid(one)), ("NSPredicateOperator", .uid(equals)),
                ])
            }
            let variable = archiver.object("NSVariableExpression", [("NSVariable", .uid(archiver.string("x OR y")))])
            let parts = [comparison(keyPath("a OR b")), comparison(keyPath("in.size")), comparison(variable),
                         comparison(archiver.object("My OR Class", []))]
            let compound = archiver.object("NSCompoundPredicate", [
                ("NSCompoundPredicateType", .int(1)), ("NSSubpredicates", .uid(archiver.array(parts))),
            ])
            let request = archiver.object("NSFetchRequest", [("NSEntity", .uid(book)), ("NSPredicate", .uid(compound))])
            let fetched = archiver.object("NSFetchedPropertyDescription", superclasses: ["NSPropertyDescription", "NSObject"], [
                ("NSPropertyName", .uid(archiver.string("odd"))), ("NSEntity", .uid(book)), ("NSFetchRequest", .uid(request)),
            ])
            Self.entity(archiver, "Book", model: model, properties: archiver.dictionary([("odd", fetched)]), in: book)
            return [("Book", book)]
        }
        let result = Self.decode(bytes)
        let compiled = try XCTUnwrap(result.model, result.error ?? "")
        let predicate = try XCTUnwrap(compiled.model.entities.first?.fetchedProperties.first?.fetchRequest?.predicateString)
        XCTAssertEqual(predicate, #"("a OR b" == 1) AND (#in.size == 1) AND ("$x OR y" == 1) AND (<unknown class> == 1)"#)
        XCTAssertTrue(compiled.notes.contains("a predicate names 'a OR b', which is no plain key path; it is written as a quoted string"), "\(compiled.notes)")
        XCTAssertTrue(compiled.notes.contains { $0.contains("My OR Class") }, "\(compiled.notes)")
    }

    func testItem11PlainKeyPathsAreWrittenAsBefore() {
        XCTAssertEqual(PredicateNames.keyPath("SELF.team.name"), "SELF.team.name")
        XCTAssertEqual(PredicateNames.keyPath("$FETCH_SOURCE.team"), "$FETCH_SOURCE.team")
        XCTAssertEqual(PredicateNames.keyPath("books.@count"), "books.@count")
        XCTAssertEqual(PredicateNames.keyPath("not"), "#not")
        XCTAssertNil(PredicateNames.keyPath("a b"))
        XCTAssertNil(PredicateNames.keyPath("a..b"))
    }

    // MARK: - Item 16: 16-byte integers

    func testItem16SixteenByteIntegersAreRead() throws {
        let max = [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)
        let minusOne = [UInt8](repeating: 0xFF, count: 16)
        let plist = TestPlistWriter.write([.array([1, 2, 3]), .raw([0x14] + max), .raw([0x14] + minusOne), .raw([0x14, 0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8))])
        let read = try BinaryPlist(plist)
        XCTAssertEqual(try read.object(1), .unsignedInteger(UInt64.max))
        XCTAssertEqual(try read.object(2), .integer(-1))
        XCTAssertThrowsError(try read.object(3)) { XCTAssertTrue("\($0)".contains("beyond 64 bits"), "\($0)") }
        XCTAssertThrowsError(try read.topValue())
    }

    /// Found by FuzzVersionInfo: an 8-byte offset above Int.max trapped
    /// the conversion to Int (SIGILL) instead of being an error.
    func testOffsetAboveIntMaxIsAnError() throws {
        var bytes = Array("bplist00".utf8) + [0x08]
        bytes += [UInt8](repeating: 0xFF, count: 8)  // the offset table: one 8-byte offset
        bytes += [0, 0, 0, 0, 0, 0, 8, 1] + TestPlistWriter.bigEndian(1, 8) + TestPlistWriter.bigEndian(0, 8) + TestPlistWriter.bigEndian(9, 8)
        let plist = try BinaryPlist(bytes)
        XCTAssertThrowsError(try plist.top()) { XCTAssertTrue("\($0)".contains("outside the object area"), "\($0)") }
    }

    // MARK: - Notes reach the user

    func testCompiledNotesAreShownOneEscapedLineEach() throws {
        let bytes = Self.archive { archiver, model in
            let book = archiver.reserve()
            let odd = archiver.object("NSFuture\u{1B}[31mDescription", superclasses: ["NSPropertyDescription", "NSObject"], [
                ("NSPropertyName", .uid(archiver.string("odd"))), ("NSEntity", .uid(book)),
            ])
            Self.entity(archiver, "Book", model: model, properties: archiver.dictionary([("odd", odd)]), in: book)
            return [("Book", book)]
        }
        let folder = TestPaths.temporaryFolder("compiled-notes")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let mom = folder.appendingPathComponent("Notes.mom")
        try Data(bytes).write(to: mom)
        for arguments in [["dump", mom.path], ["ddl", mom.path], ["decompile", mom.path, "--output", folder.appendingPathComponent("out").path]] {
            let result = try MomgenProcess.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments[0]): \(result.stderr)")
            // One line for the undecoded class (the archive's other notes,
            // such as Book's missing class name, are lines of their own).
            let notes = result.stderr.split(separator: "\n").filter { $0.contains(": note: ") && $0.contains("NSFuture") }
            XCTAssertEqual(notes.count, 1, "\(arguments[0]): \(result.stderr)")
            XCTAssertTrue(result.stderr.split(separator: "\n").allSatisfy { $0.contains(": note: ") }, result.stderr)
            XCTAssertTrue(notes.first?.contains(#"NSFuture\u{1B}[31mDescription"#) ?? false, result.stderr)
            XCTAssertFalse(result.stderr.contains("\u{1B}"), "raw ESC on standard error")
        }
    }
}
