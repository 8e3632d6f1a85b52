// The plan rules on a real app's plan at the commit before a maintainer's
// fix and at the fix (kmreader-542 in ../shared/swiftdata/sources, read by
// path, skipped with one line without it): the broken side's released
// schemas list the live KomgaCollection and KomgaReadList, which changed in
// place; the fixed side freezes those two. Its other live classes are still
// listed (unchanged so far: latent, the case's README says), and stay warnings.
import MomgenDiagnostics
import MomgenSwiftSource
import MomgenTestSupport
import XCTest

final class SwiftPlanEvidenceTests: XCTestCase {
    private func liveClassFindings(_ side: String) throws -> [Diagnostic] {
        let folder = try TestRequirements.shared("swiftdata/sources/kmreader-542-\(side)", for: "a real migration plan's defect and fix")
        let model = try SwiftSourceReader().read([folder.appendingPathComponent("sources").path])
        let findings = SwiftPlanChecks().check(model)
        for finding in findings { print("kmreader-542-\(side): \(finding.location): \(finding.severity): \(finding.message.prefix(140)) [\(finding.ruleID)]") }
        return findings.filter { $0.ruleID == SwiftPlanRule.liveClassInSchema.id }
    }

    func testTheBrokenPlanIsFlaggedForTheClassesThatChangedAndTheFixedOneIsNot() throws {
        let changed: Set<String> = ["KomgaCollection", "KomgaReadList"]
        let broken = try liveClassFindings("broken")
        XCTAssertEqual(Set(broken.compactMap(\.entity)).intersection(changed), changed)
        let fixed = try liveClassFindings("fixed")
        XCTAssertTrue(Set(fixed.compactMap(\.entity)).isDisjoint(with: changed), "\(fixed.map(\.message))")
        XCTAssertTrue((broken + fixed).allSatisfy { $0.severity == .warning })
    }
}
