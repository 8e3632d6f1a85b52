// mogenerator's machine header, as init recognises a machine file by it: at
// the top, or below a banner of decoration a team's templates put first
// (jzb's `//*****…` line above "DO NOT EDIT"), never below a line of words.
import Foundation
import MomgenCore
import MomgenTestSupport
import XCTest

final class MogeneratorMachineHeaderTests: XCTestCase {
    let header = GeneratorDetection.mogeneratorHeader

    func testTheHeaderAtTheTopOrBelowABanner() {
        XCTAssertTrue(GeneratorDetection.isMogeneratorMachineText(header + "\n// Make changes to Book.h instead.\n"))
        XCTAssertTrue(GeneratorDetection.isMogeneratorMachineText("\u{FEFF}" + header + "\n"))
        XCTAssertTrue(GeneratorDetection.isMogeneratorMachineText("//" + String(repeating: "*", count: 117) + "\n" + header + "\n"))
        XCTAssertTrue(GeneratorDetection.isMogeneratorMachineText("/*\n *\n */\n" + header + "\n"), "three banner lines")
    }

    func testNotBelowWordsNorBelowALongBanner() {
        XCTAssertFalse(GeneratorDetection.isMogeneratorMachineText("//\n//  _Book.h\n" + header + "\n"), "a line of words first (PONSO's file name line)")
        XCTAssertFalse(GeneratorDetection.isMogeneratorMachineText("import Foundation\n" + header + "\n"))
        XCTAssertFalse(GeneratorDetection.isMogeneratorMachineText(String(repeating: "//\n", count: 4) + header + "\n"), "more banner than a header has")
        XCTAssertFalse(GeneratorDetection.isMogeneratorMachineText("// DO NOT EDIT.\n"))
    }

    func testBanneredMachineFilesLocateTheirFolders() throws {
        let root = TestPaths.temporaryFolder("mogen-banner")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Model/Machine"), withIntermediateDirectories: true)
        let banner = "//" + String(repeating: "*", count: 40) + "\n"
        try (banner + header + "\n" + banner + "@interface _Book : NSManagedObject\n@end\n")
            .write(to: root.appendingPathComponent("Model/Machine/_Book.h"), atomically: true, encoding: .utf8)
        try "@interface Book : _Book\n@end\n".write(to: root.appendingPathComponent("Model/Book.h"), atomically: true, encoding: .utf8)
        let located = MogeneratorOutputFolders.locate(classNames: ["Book"], swiftFiles: ["Model/Book.h", "Model/Machine/_Book.h"], root: root.path)
        XCTAssertEqual(located?.machine, "Model/Machine")
        XCTAssertEqual(located?.human, "Model")
        XCTAssertEqual(located?.isObjectiveC, true)
    }
}
