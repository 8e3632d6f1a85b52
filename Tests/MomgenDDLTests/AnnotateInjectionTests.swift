// `ddl --annotate` with hostile model text: a line break in a name, default
// value or transformer name must never end a `--` comment early. Each test
// executes the DDL and checks that SQLite ends up with exactly the schema's
// tables and indexes: no attached database, no extra table.
import Foundation
import MomgenDDL
import MomgenStore
import MomgenTestSupport
import XCTest

final class AnnotateInjectionTests: XCTestCase {
    /// SQL that must stay inside a comment. Written with XML character
    /// references so the line breaks survive attribute-value normalisation.
    private static func payload(_ lineBreak: String) -> String {
        "x\(lineBreak)ATTACH DATABASE &apos;&apos; AS pwned;\(lineBreak)CREATE TABLE PWNED (a);\(lineBreak)-- "
    }

    /// Every line terminator SQLite, a terminal or an editor could honour
    /// that XML 1.0 can carry (it has no form for VT, FF or NUL).
    private static let lineBreaks = ["&#10;", "&#13;", "&#13;&#10;", "&#x85;", "&#x2028;", "&#x2029;"]

    /// A model whose strings reach every kind of annotate comment: table and
    /// column origins (entity, attribute, relationship, inverse, default,
    /// transformer), index origins and schema notes (a dangling destination).
    private static func model(_ lineBreak: String) -> String {
        let evil = payload(lineBreak)
        return """
        <entity name="Book\(evil)">
            <attribute name="title\(evil)" optional="YES" attributeType="String" defaultValueString="\(evil)" indexed="YES"/>
            <attribute name="cover" optional="YES" attributeType="Transformable" valueTransformerName="\(evil)"/>
            <relationship name="shelf" optional="YES" maxCount="1" destinationEntity="Shelf" inverseName="books\(evil)" inverseEntity="Shelf"/>
            <relationship name="lost\(evil)" optional="YES" maxCount="1" destinationEntity="Nowhere\(evil)"/>
        </entity>
        <entity name="Shelf">
            <relationship name="books" optional="YES" toMany="YES" destinationEntity="Book\(evil)"/>
        </entity>
        """
    }

    func testAnnotatedDDLOfHostileModelsCreatesExactlyTheSchema() throws {
        for lineBreak in Self.lineBreaks {
            let schema = try ModelFixture.schema(Self.model(lineBreak))
            // Names holding a line break are printed with it as a visible
            // escape (issue 34, item 12): the table exists under that name.
            let expected = (schema.allTables.map(\.name) + schema.indexes.map(\.name)).map(SQLName.visible).sorted()
            XCTAssertTrue(expected.contains { $0.hasPrefix("ZBOOK") }, "the hostile entity still has its table")
            for renderer in [SQLRenderer(), SQLRenderer(annotate: true, includeRows: true)] {
                let sql = renderer.render(schema)
                let database = try SQLiteDatabase.inMemory()
                XCTAssertNoThrow(try database.execute(sql), "\(lineBreak): \(sql)")
                let names = try database.rows("SELECT name FROM sqlite_master WHERE sql IS NOT NULL").map { $0[0] ?? "" }
                XCTAssertEqual(names.sorted(), expected, "\(lineBreak), annotate \(renderer.annotate)")
                let databases = try database.rows("PRAGMA database_list").map { $0[1] ?? "" }
                XCTAssertEqual(databases, ["main"], "\(lineBreak): something was attached")
                if renderer.includeRows {
                    let rows = try database.rows("SELECT count(*) FROM Z_PRIMARYKEY")[0][0]
                    XCTAssertEqual(rows, String(schema.entities.count))
                }
            }
        }
    }

    func testCommentTextIsOneLine() {
        XCTAssertEqual(SQLComment.text("plain Book.title: String"), "plain Book.title: String")
        XCTAssertEqual(SQLComment.text("a\r\nb"), "a\\r\\nb", "CR LF is one Character in Swift; both halves are escaped")
        XCTAssertEqual(SQLComment.text("a\nb\rc\td"), "a\\nb\\rc\\td")
        XCTAssertEqual(SQLComment.text("a\u{2028}b\u{85}c\u{0}d\u{7F}"), "a\\u{2028}b\\u{85}c\\u{0}d\\u{7F}")
        XCTAssertEqual(SQLComment.text("C:\\n"), "C:\\\\n", "a backslash is doubled, so an escape cannot be forged")
        XCTAssertEqual(SQLComment.text("é ünïcode → ok"), "é ünïcode → ok")
    }

    /// The attack as reported: the annotated DDL piped into the sqlite3 shell,
    /// which also runs dot-commands (`.shell`) at the start of a line.
    func testSQLiteShellRunsNothingFromTheModel() throws {
        try TestRequirements.tool("sqlite3", install: "install sqlite3 (apt-get install sqlite3, brew install sqlite)")
        let folder = TestPaths.temporaryFolder("annotate-injection")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Evil.xcdatamodel")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let evil = "x&#13;&#10;ATTACH DATABASE &apos;pwned.db&apos; AS pwned;&#10;.shell touch shell-ran&#10;CREATE TABLE PWNED (a);&#10;-- "
        let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Book"><attribute name="title" optional="YES" attributeType="String" defaultValueString="\(evil)"/></entity>
        <entity name="Note&#10;.shell touch name-ran&#10;"/>
        </model>
        """
        try xml.write(to: bundle.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let ddl = try MomgenProcess.run(["ddl", bundle.path, "--annotate", "--rows"])
        XCTAssertEqual(ddl.status, 0, ddl.stderr)
        XCTAssertTrue(ddl.stdout.contains("default x\\r\\nATTACH"), ddl.stdout)

        let script = folder.appendingPathComponent("schema.sql")
        try ddl.stdout.write(to: script, atomically: true, encoding: .utf8)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        shell.arguments = ["sqlite3", "-bail", "store.sqlite", ".read schema.sql", "SELECT name FROM sqlite_master ORDER BY name;"]
        shell.currentDirectoryURL = folder
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 0)
        // The entity named with line breaks keeps its (quoted) table, the
        // breaks written as visible escapes (issue 34, item 12): no line of
        // the DDL starts inside a name, so the shell runs no dot-command.
        XCTAssertEqual(listed, "ZBOOK\nZNOTE\\n.SHELL TOUCH NAME-RAN\\n\nZ_METADATA\nZ_MODELCACHE\nZ_PRIMARYKEY\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned.db").path), "ATTACH ran")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("shell-ran").path), ".shell ran")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("name-ran").path), ".shell ran")
    }
}
