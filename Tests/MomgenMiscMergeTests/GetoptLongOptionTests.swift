// getopt_long's prefix rule, the one `momgen mogenerator` parses by and
// `momgen init` reads committed command lines by: an exact name, else the
// one name a prefix begins, else ambiguous or unknown.
import MomgenDiagnostics
@testable import MomgenMiscMerge
import XCTest

final class GetoptLongOptionTests: XCTestCase {
    let names = ["base-class", "base-class-force", "base-class-import", "swift", "v2"]

    func testExactNamesPrefixesAndAmbiguity() {
        XCTAssertEqual(GetoptLongOption.match("swift", among: names), .name("swift"))
        XCTAssertEqual(GetoptLongOption.match("swif", among: names), .name("swift"))
        XCTAssertEqual(GetoptLongOption.match("base-class", among: names), .name("base-class"), "an exact name wins over longer ones")
        XCTAssertEqual(GetoptLongOption.match("base-class-", among: names), .ambiguous(["base-class-force", "base-class-import"]))
        XCTAssertEqual(GetoptLongOption.match("base-class-f", among: names), .name("base-class-force"))
        XCTAssertEqual(GetoptLongOption.match("objc", among: names), .unknown)
        XCTAssertEqual(GetoptLongOption.match("", among: names), .unknown)
        XCTAssertEqual(GetoptLongOption.match("s", among: names, allowsPrefix: false), .unknown, "a one-letter option is a short one first")
    }

    func testMogeneratorsParserFollowsTheRule() throws {
        XCTAssertTrue(try MogeneratorOptions.parse(["--swif", "-m", "A.xcdatamodeld"]).swift)
        XCTAssertEqual(try MogeneratorOptions.parse(["--base-class-f", "Root"]).baseClassForce, "Root")
        XCTAssertThrowsError(try MogeneratorOptions.parse(["--base-class-", "Root"])) { error in
            XCTAssertTrue("\(error)".contains("ambiguous"), "\(error)")
        }
    }

    func testAStockFolderIsATagPerReleaseOrOneCheckout() {
        let perTag: Set<String> = ["/s/1.31", "/s/1.31/templates"]
        XCTAssertEqual(MogeneratorPaths.stockFolder("/s", release: .v1_31, exists: perTag.contains), "/s/1.31/templates")
        let checkout: Set<String> = ["/m/templates"]
        XCTAssertEqual(MogeneratorPaths.stockFolder("/m", release: .v1_31, exists: checkout.contains), "/m/templates",
                       "a checkout of mogenerator at one tag stands for every release")
        XCTAssertEqual(MogeneratorPaths.stockFolder("/s", release: .v1_28, exists: perTag.contains), "/s/1.28", "a missing release is no checkout")
    }
}
