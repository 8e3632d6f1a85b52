// Finding the release from committed files: candidates narrowed by what
// the files rule out (uncollapsed blank lines: before 1.28; Swift: 1.28
// on), then the release reproducing the most files wins, the newest of
// equals.
import Foundation
@testable import MomgenMiscMerge
import XCTest

final class MogeneratorReleaseDetectorTests: XCTestCase {
    private func file(_ text: String) -> MogeneratorFile {
        MogeneratorFile(name: "_A.h", contents: text, isHuman: false, entityName: "A")
    }

    func testPicksTheReleaseWhoseOutputMatches() throws {
        let committed = ["_A.h": Data("generic NSSet<B*>\n".utf8)]
        let detection = try XCTUnwrap(MogeneratorReleaseDetector.detect(committed: committed, swift: false) { release in
            [self.file(release >= .v1_30 ? "generic NSSet<B*>\n" : "plain NSSet\n")]
        })
        XCTAssertEqual(detection.release, .v1_32)
        XCTAssertEqual(detection.equallyGood, [.v1_30, .v1_30_1, .v1_31, .v1_32])
        XCTAssertEqual(detection.identical, 1)
        XCTAssertTrue(detection.summary.hasPrefix("mogenerator 1.32's output: 1 of 1 committed machine files identical (1.30, 1.30.1, 1.31, 1.32 give the same"),
                      detection.summary)
    }

    func testUncollapsedBlankLinesRuleOut128AndLater() throws {
        let committed = ["_A.h": Data("a\n\n\nb\n".utf8)]
        var rendered: [MogeneratorRelease] = []
        let detection = try XCTUnwrap(MogeneratorReleaseDetector.detect(committed: committed, swift: false) { release in
            rendered.append(release)
            return [self.file(release == .v1_24 ? "a\n\n\nb\n" : "x")]
        })
        XCTAssertEqual(rendered, [.v1_21, .v1_22, .v1_23, .v1_24, .v1_25, .v1_26, .v1_27])
        XCTAssertEqual(detection.release, .v1_24)
        XCTAssertEqual(detection.ruledOut, "_A.h keeps a run of blank lines: before 1.28")
    }

    func testSwiftRulesOutReleasesBefore128() {
        XCTAssertEqual(MogeneratorReleaseDetector.candidates(committed: ["_A.swift": Data("x\n\ny\n".utf8)], swift: true).0.first, .v1_28)
    }

    func testNothingCommittedIsNoDetection() {
        XCTAssertNil(MogeneratorReleaseDetector.detect(committed: [:], swift: false) { _ in [] })
    }

    func testFailingRenderCountsAsNoMatch() throws {
        struct Failure: Error {}
        let detection = try XCTUnwrap(MogeneratorReleaseDetector.detect(committed: ["_A.h": Data("x".utf8)], swift: false) { release in
            guard release == .v1_26 else { throw Failure() }
            return [self.file("x")]
        })
        XCTAssertEqual(detection.release, .v1_26)
    }
}
