// The `.ckdb` reader on untrusted input: every malformed file is one error
// with file, line and column; limits stop oversized input before it is read.
import Foundation
import MomgenCloudKit
import MomgenDiagnostics
import MomgenTestSupport
import XCTest

final class CKDBReaderTests: XCTestCase {
    /// The error `text` raises, as printed.
    func error(_ text: String, limits: CKDBLimits = CKDBLimits()) -> String? {
        do {
            _ = try CKDBReader(limits: limits).parse(text, file: "prod.ckdb")
            return nil
        } catch let error as MomgenError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    func testReadsTheGrammar() throws {
        let schema = try CKDBReader().parse("""
            // comment
            DEFINE SCHEMA
                CREATE ROLE Mod; -- another
                /* block
                   comment */
                RECORD TYPE T (
                    a LIST<STRING>, b ENCRYPTED BYTES, c NUMBER PREFERRED AS INT64, "grant" STRING queryable,
                    GRANT READ, WRITE TO Mod,
                );
            """, file: "x.ckdb")
        XCTAssertEqual(schema.roles, ["Mod"])
        let type = try XCTUnwrap(schema.recordType(named: "T"))
        XCTAssertEqual(type.fields.map(\.type.spelling), ["LIST<STRING>", "ENCRYPTED BYTES", "NUMBER PREFERRED AS INT64", "STRING"])
        XCTAssertEqual(type.fields.last?.qualifiers, [.queryable])
        XCTAssertEqual(type.grants, ["READ, WRITE TO Mod"])
        XCTAssertEqual(type.fields.first?.location, SourceLocation(file: "x.ckdb", line: 7, column: 9))
    }

    func testMalformedInputIsOneLineWithItsPosition() {
        let cases: [(String, String)] = [
            ("", "prod.ckdb:1:1: error: expected DEFINE, found the end of the file"),
            ("DEFINE SCHEMA\n RECORD TYPE T ( a STRING", "prod.ckdb:2:26: error: expected ',' or ')' in record type 'T', found the end of the file"),
            ("DEFINE SCHEMA\nRECORD TYPE T ( a FLOAT );", "prod.ckdb:2:19: error: unknown field type 'FLOAT'"),
            ("DEFINE SCHEMA\nRECORD TYPE T ( a STRING, a INT64 );", "prod.ckdb:2:27: error: field 'a' appears twice in record type 'T'"),
            ("DEFINE SCHEMA\nRECORD TYPE T ( \"a STRING );", "prod.ckdb:2:17: error: a quoted name is not closed on its line"),
            ("DEFINE SCHEMA\n/* open", "prod.ckdb:2:1: error: a /* comment is never closed"),
            ("DEFINE SCHEMA\nRECORD TYPE T ( a\u{0} );", "prod.ckdb:2:18: error: unexpected byte 0x0 in a CloudKit schema"),
            ("DEFINE SCHEMA RECORD TYPE T ();\nRECORD TYPE T ();", "prod.ckdb:2:1: error: record type 'T' is defined twice"),
            ("DEFINE SCHEMA\nRECORD TYPE T ( GRANT FLY TO x );", "prod.ckdb:2:23: error: expected READ, CREATE or WRITE after GRANT, found 'FLY'"),
            ("DEFINE SCHEMA\nRECORD TYPE T ( a ENCRYPTED ASSET );", "prod.ckdb:2:19: error: ASSET cannot be ENCRYPTED"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(error(text), expected, text)
        }
    }

    func testLimits() {
        var limits = CKDBLimits()
        limits.maxBytes = 10
        XCTAssertEqual(error("DEFINE SCHEMA\n", limits: limits), "prod.ckdb:1:1: error: the schema is 14 bytes, larger than the 10-byte limit")
        limits = CKDBLimits()
        limits.maxNameLength = 6
        XCTAssertEqual(error("DEFINE SCHEMA RECORD TYPE Longest ();", limits: limits), "prod.ckdb:1:27: error: a name is longer than 6 characters")
        XCTAssertEqual(error("DEFINE SCHEMA RECORD TYPE \"Longest\" ();", limits: limits), "prod.ckdb:1:27: error: a name is longer than 6 characters")
        limits = CKDBLimits()
        limits.maxMembers = 2
        XCTAssertEqual(error("DEFINE SCHEMA RECORD TYPE T ( a STRING, b STRING, c STRING );", limits: limits),
                       "prod.ckdb:1:51: error: record type 'T' has more than 2 members")
        limits = CKDBLimits()
        limits.maxRecordTypes = 1
        XCTAssertEqual(error("DEFINE SCHEMA RECORD TYPE T (); RECORD TYPE U ();", limits: limits),
                       "prod.ckdb:1:33: error: more than 1 record types and roles")
    }

    func testFilesThatAreNotRegularFilesAreRefused() throws {
        let folder = TestPaths.temporaryFolder("ckdb-reader")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try CKDBReader().read(path: folder.path)) { XCTAssertTrue("\($0)".contains("folder")) }
        XCTAssertThrowsError(try CKDBReader().read(path: folder.appendingPathComponent("none.ckdb").path)) {
            XCTAssertTrue("\($0)".contains("no such file"))
        }
    }

    /// Random bytes and truncations of a real export never crash or hang: each is a schema or one error.
    func testTruncationsAndNoiseEndInAValueOrOneError() throws {
        let root = try TestRequirements.shared("cloudkit", for: "the real CloudKit exports")
        let bytes = Array(try Data(contentsOf: root.appendingPathComponent("wockett/schema.ckdb")))
        var generator = SystemRandomNumberGenerator()
        for cut in stride(from: 0, to: bytes.count, by: 97) {
            var sample = Array(bytes[0..<cut])
            if cut % 2 == 1, !sample.isEmpty { sample[Int.random(in: 0..<sample.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            do {
                // What reads must print as text that reads back the same (the fuzz target's property too).
                let schema = try CKDBReader().parse(bytes: sample, file: "w.ckdb")
                XCTAssertEqual(try CKDBReader().parse(CKDBRenderer().render(schema), file: "again.ckdb").recordTypes.map(\.name),
                               schema.recordTypes.map(\.name))
            } catch let error as MomgenError {
                XCTAssertFalse(error.description.contains("\n"))
                XCTAssertTrue(error.description.hasPrefix("w.ckdb:"), error.description)
            }
        }
    }
}
