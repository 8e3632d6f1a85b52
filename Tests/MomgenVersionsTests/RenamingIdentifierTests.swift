// Renaming identifiers matched as Apple documents them: a source and a
// destination item that share the same identifier are mapped, and an item
// without one has its name as identifier. Each case is a hand-made pair of
// versions built from a pattern seen in real bundles (docs/migration.md).
import MomgenModel
import MomgenVersions
import XCTest

final class RenamingIdentifierTests: XCTestCase {
    private func diff(_ old: String, _ new: String) throws -> ModelDiffResult {
        ModelDiff().diff(from: try ModelFixture.resolved(old, file: "Old/contents"), named: "Old",
                         to: try ModelFixture.resolved(new, file: "New/contents"), named: "New")
    }

    private func kinds(_ result: ModelDiffResult) -> [ModelChange.Kind] { result.changes.map(\.kind) }

    private func entity(_ attribute: String) -> String { #"<entity name="Item">\#(attribute)</entity>"# }

    /// Apple's chain: `a` renamed `b` (identifier `a`), later `b` renamed `c`
    /// keeping identifier `a`. Every step, and the jump from the first
    /// version to the third, keeps the data.
    func testApplesDocumentedChainKeepsTheDataOnEveryStep() throws {
        let v1 = entity(#"<attribute name="a" optional="YES" attributeType="String"/>"#)
        let v2 = entity(#"<attribute name="b" optional="YES" attributeType="String" elementID="a"/>"#)
        let v3 = entity(#"<attribute name="c" optional="YES" attributeType="String" elementID="a"/>"#)
        for (old, new, from) in [(v1, v2, "a"), (v2, v3, "b"), (v1, v3, "a")] {
            let result = try diff(old, new)
            let renamed = try XCTUnwrap(result.changes.first { $0.kind == .attributeRenamed }, "\(from): \(kinds(result))")
            XCTAssertTrue(renamed.reason.contains("`\(from)` renamed to"), renamed.reason)
            XCTAssertFalse(result.changes.contains(where: \.dataAtRisk), "\(from): \(result.changes.map(\.reason))")
            XCTAssertFalse(kinds(result).contains(.attributeRemoved) || kinds(result).contains(.attributeAdded), "\(kinds(result))")
            XCTAssertTrue(result.lightweightInferable)
        }
    }

    /// The old reading (new identifier = old name) found nothing on the
    /// chain's second step; the difference is a note, not a warning.
    func testTheChainsSecondStepNotesTheOtherReading() throws {
        let result = try diff(entity(#"<attribute name="b" optional="YES" attributeType="String" elementID="a"/>"#),
                              entity(#"<attribute name="c" optional="YES" attributeType="String" elementID="a"/>"#))
        let note = try XCTUnwrap(result.changes.first { $0.kind == .renamingReadingsDiffer })
        XCTAssertEqual(note.group, .note)
        XCTAssertTrue(note.reason.contains("Apple's documented rule") && note.reason.contains("continues attribute `b`"), note.reason)
    }

    /// A real pattern: `isSilenced` (Boolean, identifier `mutedStatus`)
    /// becomes `mutedStatus` (Integer 32, identifier `mutedStatus`): a rename
    /// plus a type change lightweight migration cannot infer.
    func testARenameWithATypeChangeIsSeenThroughTheOldPropertysIdentifier() throws {
        let result = try diff(entity(#"<attribute name="isSilenced" optional="YES" attributeType="Boolean" usesScalarValueType="YES" elementID="mutedStatus"/>"#),
                              entity(#"<attribute name="mutedStatus" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES" elementID="mutedStatus"/>"#))
        XCTAssertTrue(kinds(result).contains(.attributeRenamed), "\(kinds(result))")
        let type = try XCTUnwrap(result.changes.first { $0.kind == .attributeTypeChanged })
        XCTAssertFalse(type.inferable)
        XCTAssertTrue(type.reason.contains("Boolean") && type.reason.contains("Integer 32"), type.reason)
        XCTAssertFalse(kinds(result).contains(.attributeRemoved), "\(kinds(result))")
        XCTAssertEqual(result.changes.first?.kind, .attributeTypeChanged, "the blocking change leads")
    }

    /// A real pattern: each new identifier names the previous *name* while
    /// the previous property carried an identifier of its own. Apple's rule
    /// matches nothing; the other reading matches the two: a warning that
    /// names both readings and the identifier that makes them agree.
    func testReadingsThatDisagreeAreAWarningNamingBoth() throws {
        let result = try diff(entity(#"<attribute name="title" optional="YES" attributeType="String" elementID="heading"/>"#),
                              entity(#"<attribute name="name" optional="YES" attributeType="String" elementID="title"/>"#))
        let warning = try XCTUnwrap(result.changes.first { $0.kind == .renamingReadingsDiffer })
        XCTAssertEqual(warning.group, .dataAtRisk)
        XCTAssertTrue(warning.reason.contains("continues nothing") && warning.reason.contains("continues attribute `title`"), warning.reason)
        XCTAssertEqual(warning.property, "name")
        XCTAssertTrue(warning.fix?.contains("'heading'") ?? false, warning.fix ?? "")
        let removed = try XCTUnwrap(result.changes.first { $0.kind == .attributeRemoved })
        XCTAssertTrue(removed.fix?.contains("to 'heading'") ?? false, "the fix names the identifier Apple's rule matches: \(removed.fix ?? "")")
    }

    /// A real pattern (twidere): a property keeps its name but gains an
    /// identifier of another name. Apple's rule continues nothing: the
    /// removal says the identifier changed, and how to keep the data.
    func testAnIdentifierAddedUnderTheSameNameIsExplained() throws {
        let result = try diff(entity(#"<attribute name="followingBy" optional="YES" attributeType="String"/>"#),
                              entity(#"<attribute name="followingBy" optional="YES" attributeType="String" elementID="followingFrom"/>"#))
        let removed = try XCTUnwrap(result.changes.first { $0.kind == .attributeRemoved })
        XCTAssertTrue(removed.reason.contains("renaming identifier changed from 'followingBy' to 'followingFrom'"), removed.reason)
        XCTAssertEqual(try XCTUnwrap(result.changes.first { $0.kind == .renamingReadingsDiffer }).group, .dataAtRisk)
    }

    /// An identifier that only repeats the item's name, or one that both
    /// versions share, gives both readings the same answer: no finding.
    func testReadingsThatAgreeSayNothing() throws {
        for (old, new) in [(#"<attribute name="a" optional="YES" attributeType="String"/>"#, #"<attribute name="a" optional="YES" attributeType="String" elementID="a"/>"#),
                           (#"<attribute name="a" optional="YES" attributeType="String"/>"#, #"<attribute name="b" optional="YES" attributeType="String" elementID="a"/>"#),
                           (#"<attribute name="a" optional="YES" attributeType="String" elementID="x"/>"#, #"<attribute name="a" optional="YES" attributeType="String" elementID="x"/>"#)] {
            let result = try diff(entity(old), entity(new))
            XCTAssertFalse(kinds(result).contains(.renamingReadingsDiffer), "\(old) → \(new): \(result.changes.map(\.reason))")
        }
    }

    /// Entities follow the same rule: the chain through an entity identifier.
    func testEntitiesMatchBySharedIdentifiers() throws {
        let attribute = #"<attribute name="x" optional="YES" attributeType="String"/>"#
        let result = try diff(#"<entity name="Song" elementID="Track">\#(attribute)</entity>"#,
                              #"<entity name="Tune" elementID="Track">\#(attribute)</entity>"#)
        XCTAssertEqual(kinds(result), [.entityRenamed, .renamingReadingsDiffer], "the other reading is a note")
        XCTAssertFalse(result.changes.contains(where: \.dataAtRisk))
    }

    /// Renamed without identifiers and identical models: each side indexed
    /// once, so 4,000 entities take about as long per entity as 1,000. The
    /// bound is the ratio of the two runs (linear ≈ 4, quadratic ≈ 16), not
    /// a wall-clock limit, so a loaded machine does not fail it.
    func testRenamedAndIdenticalModelsDiffInLinearTime() throws {
        func model(_ count: Int, prefix: String) -> String {
            (0..<count).map { #"<entity name="\#(prefix)\#($0)"><attribute name="v\#($0)" optional="YES" attributeType="String"/></entity>"# }.joined()
        }
        func seconds(_ count: Int) throws -> (Double, ModelDiffResult, ModelDiffResult) {
            let old = try ModelFixture.resolved(model(count, prefix: "Old"), file: "Old/contents")
            let new = try ModelFixture.resolved(model(count, prefix: "New"), file: "New/contents")
            let start = Date()
            let renamed = ModelDiff().diff(from: old, named: "Old", to: new, named: "New")
            let same = ModelDiff().diff(from: old, named: "Old", to: old, named: "Old")
            return (Date().timeIntervalSince(start), renamed, same)
        }
        let (small, _, _) = try seconds(1000)
        let (large, renamed, same) = try seconds(4000)
        XCTAssertLessThan(large / max(small, 0.001), 9, "4× the entities took \(large) s against \(small) s: quadratic matching would take 16×")
        XCTAssertEqual(renamed.changes.filter { $0.kind == .entityRemoved }.count, 4000)
        XCTAssertTrue(renamed.changes.filter { $0.kind == .entityRemoved }.allSatisfy { $0.fix?.contains("renaming identifier") ?? false })
        XCTAssertTrue(same.changes.isEmpty)
    }
}
