// `generate --layout swiftdata` on a bundle whose first version has an
// ordered relationship (which no `@Model` class can say): its stores match
// no schema. Unlocked, that is a warning (whether it shipped is unknown);
// once `momgen lock` records the version as released, it is an error that
// blocks generation unless --force (every such store throws 134504).
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftDataLockedStoreTests: XCTestCase {
    private static func contents(_ extra: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Book" representedClassName="Book"><attribute name="title" optional="YES" attributeType="String"/>\(extra)
        <relationship name="chapters" optional="YES" toMany="YES" ordered="YES" destinationEntity="Chapter" inverseName="book" inverseEntity="Chapter"/></entity>
        <entity name="Chapter" representedClassName="Chapter"><relationship name="book" optional="YES" maxCount="1" destinationEntity="Book" inverseName="chapters" inverseEntity="Book"/></entity>
        </model>
        """
    }

    func testALockedVersionThatNoSchemaOpensBlocksGeneration() throws {
        let folder = TestPaths.temporaryFolder("momgen-sd-locked")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Library.xcdatamodeld")
        for (name, extra) in [("Library", ""), ("Library 2", #"<attribute name="subtitle" optional="YES" attributeType="String"/>"#)] {
            let version = bundle.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            try Data(Self.contents(extra).utf8).write(to: version.appendingPathComponent("contents"))
        }
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Library 2.xcdatamodel</string></dict></plist>
        """.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        let output = folder.appendingPathComponent("Out").path
        let generate = ["generate", bundle.path, "--layout", "swiftdata", "--output", output, "--force"]

        let unlocked = try MomgenProcess.run(Array(generate.dropLast()) + ["--dry-run"])
        XCTAssertEqual(unlocked.status, 0, unlocked.stderr)
        XCTAssertTrue(unlocked.stderr.contains("warning: a store Core Data wrote with model version 'Library' matches no schema"), unlocked.stderr)

        XCTAssertEqual(try MomgenProcess.run(["lock", bundle.path, "--version", "Library"]).status, 0)
        let locked = try MomgenProcess.run(Array(generate.dropLast()))
        XCTAssertNotEqual(locked.status, 0)
        XCTAssertTrue(locked.stderr.contains("error: a store Core Data wrote with model version 'Library' matches no schema"), locked.stderr)
        XCTAssertTrue(locked.stderr.contains("the version lock records 'Library' as released"), locked.stderr)
        XCTAssertTrue(locked.stderr.contains("the migration plan has 1 error; fix it or pass --force"), locked.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "nothing written")

        let forced = try MomgenProcess.run(generate)
        XCTAssertEqual(forced.status, 0, forced.stderr)
    }
}
