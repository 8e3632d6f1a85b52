// `VersionOrder`: the order a bundle's versions shipped in, from the evidence
// at hand. The cases are real bundles' names and histories: Zulip's
// (zulip/zulip-ios-legacy: `Zulip` 2013-07-29, `Zulip 1.0` 2013-08-09,
// `Zulip2` 2014-01-08, git log --diff-filter=A), Meshtastic's
// (../shared/swiftdata/moves/meshtastic/SOURCE.txt), Cyface's (`CyfaceModel`
// then `2`…`9`, cyface-de/ios-backend).
@testable import MomgenVersions
import XCTest

final class VersionOrderTests: XCTestCase {
    func testNamesOfOneSchemeSortNaturallyWithTheFirstVersionFirst() {
        let order = VersionOrder(.init(names: ["Model 10", "Model 2", "Model"], current: "Model 10", bundleName: "Model"))
        XCTAssertEqual(order.names, ["Model", "Model 2", "Model 10"])
        XCTAssertEqual(order.basis, .names)
        XCTAssertEqual(order.notes, [])
    }

    func testBareNumbersFollowTheVersionNamedAfterTheBundle() {
        // cyface-de/ios-backend: CyfaceModel.xcdatamodeld holds CyfaceModel, 2 … 9 (current 9).
        let names = ["CyfaceModel"] + (2...9).map(String.init)
        let order = VersionOrder(.init(names: names.shuffled(), current: "9", bundleName: "CyfaceModel"))
        XCTAssertEqual(order.names, names)
        XCTAssertEqual(order.basis, .names)
    }

    func testNamesSpeltTwoWaysAreOrderedByNumberAndSaidSo() {
        // zulip/zulip-ios-legacy: a plain natural sort put Zulip2 before Zulip 1.0.
        let order = VersionOrder(.init(names: ["Zulip2", "Zulip 1.0", "Zulip"], current: "Zulip2", bundleName: "Zulip"))
        XCTAssertEqual(order.names, ["Zulip", "Zulip 1.0", "Zulip2"])
        XCTAssertEqual(order.basis, .mixedNames)
        XCTAssertEqual(order.notes.count, 1)
        XCTAssertTrue(order.notes[0].contains("'Zulip 1.0', 'Zulip2'"), order.notes[0])
    }

    func testMeshtasticsTwoSpellingsFollowSourceChronology() {
        // SOURCE.txt: V22 2023-12-19, 'V 23' 2023-12-28, 'V 31' 2024-03-26, V32 2024-04-01, V33 2024-04-08, 'V 34' 2024-04-09.
        let stem = "MeshtasticDataModelV"
        let names = ["MeshtasticDataModel"] + (2...58).map { n in (n <= 22 || n == 32 || n == 33) ? "\(stem)\(n)" : "\(stem) \(n)" }
        let order = VersionOrder(.init(names: names.reversed(), current: "\(stem) 58", bundleName: "Meshtastic"))
        XCTAssertEqual(order.names, names)
        XCTAssertEqual(order.basis, .mixedNames)
        XCTAssertEqual(order.notes.count, 1)
    }

    func testHistoryWinsOverNamesAndTheDisagreementIsSaid() {
        // Descriptive names: only the history knows.
        let order = VersionOrder(.init(names: ["Initial", "AddTags", "Archive"], current: "Archive",
                                       firstAdded: ["Initial": 0, "AddTags": 1, "Archive": 2]))
        XCTAssertEqual(order.names, ["Initial", "AddTags", "Archive"])
        XCTAssertEqual(order.basis, .history)
        XCTAssertEqual(order.notes, [], "names without a scheme do not disagree with anything")

        let clash = VersionOrder(.init(names: ["Model", "Model 2", "Model 3"], current: "Model 2", bundleName: "Model",
                                       firstAdded: ["Model": 0, "Model 3": 1, "Model 2": 2]))
        XCTAssertEqual(clash.names, ["Model", "Model 3", "Model 2"])
        XCTAssertEqual(clash.notes.count, 1)
        XCTAssertTrue(clash.notes[0].contains("the git history puts 'Model 3' before 'Model 2'"), clash.notes[0])
    }

    func testVersionsAddedInOneCommitFallBackAndUncommittedOnesComeLast() {
        // A bundle imported in one commit: history says nothing among those.
        let imported = VersionOrder(.init(names: ["Zulip2", "Zulip 1.0", "Zulip"], bundleName: "Zulip",
                                          firstAdded: ["Zulip2": 0, "Zulip 1.0": 0, "Zulip": 0]))
        XCTAssertEqual(imported.basis, .mixedNames)
        XCTAssertEqual(imported.names, ["Zulip", "Zulip 1.0", "Zulip2"])
        // A version not committed yet is the newest.
        let pending = VersionOrder(.init(names: ["Model", "Model 2", "Next"], current: "Next", bundleName: "Model",
                                         firstAdded: ["Model": 0, "Model 2": 0]))
        XCTAssertEqual(pending.basis, .history)
        XCTAssertEqual(pending.names, ["Model", "Model 2", "Next"])
    }

    /// Stepik's `…_v26` to `…_v31` entered the history in one commit: among
    /// them the numbers they end in decide, not the descriptions before.
    func testVersionsOfOneCommitThatEndInNumbersGoByThem() {
        let names = ["Model_course_time_to_complete_v26", "Model_course_language_code_v27", "Model_course_certificate_details_v28",
                     "Model_course_authors_v29", "Model_course_readiness_v30", "Model_course_lesson_fields_v31"]
        let order = VersionOrder(.init(names: ["Model", "Model_profile_staff_v24", "Model_notifications"] + names, bundleName: "Model",
                                       firstAdded: Dictionary(uniqueKeysWithValues: names.map { ($0, 2) }
                                           + [("Model", 0), ("Model_profile_staff_v24", 1), ("Model_notifications", 3)])))
        XCTAssertEqual(order.basis, .history)
        XCTAssertEqual(order.names, ["Model", "Model_profile_staff_v24"] + names + ["Model_notifications"])
        XCTAssertEqual(VersionOrder.trailingNumber("Zulip 1.0"), [1, 0])
        XCTAssertEqual(VersionOrder.trailingNumber("Model_v26"), [26])
        XCTAssertNil(VersionOrder.trailingNumber("Model_notifications"))
        XCTAssertNil(VersionOrder.trailingNumber("Model 2."))
    }

    func testIdentifiersOfOneNumberingOrderDescriptiveNames() {
        let order = VersionOrder(.init(names: ["Launch", "Sync", "Archive"], identifiers: ["Launch": "1.0", "Sync": "1.10", "Archive": "1.9"]))
        XCTAssertEqual(order.names, ["Launch", "Archive", "Sync"])
        XCTAssertEqual(order.basis, .identifiers)
        // Not one numbering (one missing, or two equal): the names decide.
        XCTAssertEqual(VersionOrder(.init(names: ["Launch", "Sync"], identifiers: ["Launch": "2"])).basis, .guess)
        XCTAssertEqual(VersionOrder(.init(names: ["Launch", "Sync"], identifiers: ["Launch": "1.0", "Sync": "1"])).basis, .guess)
    }

    func testADeclaredOrderWinsAndGapsAreSaid() {
        let declared = DeclaredVersionOrder(names: ["B", "A", "Gone"], source: "momgen.yml:4")
        let order = VersionOrder(.init(names: ["A", "B", "C"], declared: declared, firstAdded: ["A": 0, "B": 1, "C": 2]))
        XCTAssertEqual(order.names, ["B", "A", "C"])
        XCTAssertEqual(order.basis, .declared)
        XCTAssertTrue(order.notes.contains { $0.contains("names 'Gone', not in the bundle") }, "\(order.notes)")
        XCTAssertTrue(order.notes.contains { $0.contains("leaves out 'C'") }, "\(order.notes)")
    }

    func testDescriptiveNamesWithoutEvidenceAreAGuessSaidOnce() {
        let order = VersionOrder(.init(names: ["Initial", "AddTags"]))
        XCTAssertEqual(order.basis, .guess)
        XCTAssertEqual(order.names, ["AddTags", "Initial"])
        XCTAssertEqual(order.notes.count, 1, "\(order.notes)")
    }

    func testTheCurrentVersionIsNewestWhenOnlyNamesSpeak() {
        // cyface-de/ios-backend v11model.xcdatamodeld: `1` (saved by Xcode
        // 21513) and `v11model` (22522, current), added in one commit.
        let order = VersionOrder(.init(names: ["v11model", "1"], current: "v11model", bundleName: "v11model"))
        XCTAssertEqual(order.names, ["1", "v11model"])
        XCTAssertTrue(order.notes.contains { $0.contains("the current version 'v11model' is taken as the newest") }, "\(order.notes)")
        // A stronger basis is followed, and the current version flagged.
        let flagged = VersionOrder(.init(names: ["A", "B"], current: "A", firstAdded: ["A": 0, "B": 1]))
        XCTAssertEqual(flagged.names, ["A", "B"])
        XCTAssertTrue(flagged.notes.contains { $0.contains("the current version 'A' is not the last by the git history: 'B' comes after it") }, "\(flagged.notes)")
    }
}
