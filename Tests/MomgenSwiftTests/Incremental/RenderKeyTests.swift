// The render key's byte stream: equal contexts give equal keys in every run,
// and contexts that differ anywhere give different keys — including the
// differences a naive concatenation would blur.
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
    }

    func testEveryEntityOfAModelHasItsOwnStableKey() throws {
        let model = try Fixture.context()
        let digest = RenderKey.digest(of: .defaults)
        let options = GenerationOptions(modelName: "Features")
        let keys = try model.entities.map { try RenderKey(entity: $0, options: options, templatesDigest: digest) }
        XCTAssertEqual(Set(keys).count, model.entities.count)
        XCTAssertEqual(try model.entities.map { try RenderKey(entity: $0, options: options, templatesDigest: digest) }, keys)
        XCTAssertTrue(keys.allSatisfy { $0.text.count == 64 && $0.text.allSatisfy(\.isHexDigit) })
        var publicOptions = options
        publicOptions.access = .public
        XCTAssertNotEqual(try RenderKey(entity: model.entities[0], options: publicOptions, templatesDigest: digest), keys[0])
        XCTAssertNotEqual(try RenderKey(entity: model.entities[0], options: options, templatesDigest: RenderKey.digest(of: .named(.mogenerator))), keys[0])
    }
}
