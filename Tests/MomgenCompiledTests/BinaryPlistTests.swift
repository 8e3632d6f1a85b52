// The bounded binary-plist reader: sets, unknown markers, shared-reference
// bombs, cycles, truncation and the limits (issue 25 items 1-2).
import MomgenPlist
import XCTest

final class BinaryPlistTests: XCTestCase {
    func testReadsScalarsAndCollections() throws {
        let bytes = TestPlistWriter.write([
            .dict([(1, 2), (3, 4), (5, 6)]),
            .ascii("name"), .utf16("Zoë ✓"),
            .ascii("count"), .int(-42),
            .ascii("list"), .array([7, 8, 9]),
            .bool(true), .real(2.5), .data([1, 2, 3]),
        ])
        let plist = try BinaryPlist(bytes)
        XCTAssertEqual(try plist.topValue(), .dictionary([
            (.string("name"), .string("Zoë ✓")),
            (.string("count"), .integer(-42)),
            (.string("list"), .array([.bool(true), .real(2.5), .data([1, 2, 3])])),
        ]))
    }

    /// Issue 25 item 2: a non-empty set (marker 0xC_) crashed Foundation's
    /// reader on Linux; here it is a set of its members.
    func testNonEmptySetIsRead() throws {
        let bytes = TestPlistWriter.write([.set([1, 2]), .ascii("a"), .int(1)])
        let plist = try BinaryPlist(bytes)
        XCTAssertEqual(try plist.top(), .set([1, 2]))
        XCTAssertEqual(try plist.topValue(), .set([.string("a"), .integer(1)]))
    }

    func testUnknownMarkerIsOneError() throws {
        let bytes = TestPlistWriter.write([.array([1]), .raw([0x70])])
        let plist = try BinaryPlist(bytes)
        XCTAssertThrowsError(try plist.topValue()) { error in
            XCTAssertEqual((error as? PlistError)?.message, "binary property list object 1 has unknown marker 0x70")
        }
    }

    /// Issue 25 item 1: each level an array holding the next level many
    /// times. Decoding shallowly costs nothing; materialising stops at the
    /// decoded-size budget instead of allocating an exponential tree.
    func testSharedReferenceBombIsBounded() throws {
        let depth = 60
        var objects: [TestPlistObject] = []
        for level in 0 ..< depth { objects.append(.array(Array(repeating: level + 1, count: 8))) }
        objects.append(.ascii("leaf"))
        let bytes = TestPlistWriter.write(objects)
        XCTAssertLessThan(bytes.count, 2_000)
        let plist = try BinaryPlist(bytes)
        XCTAssertEqual(try plist.top(), .array(Array(repeating: 1, count: 8)))
        let started = Date()
        XCTAssertThrowsError(try plist.topValue()) { error in
            XCTAssertTrue("\(error)".contains("decodes to more than"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "bounded: about a second in a debug build; unbounded never ends")
    }

    func testCycleStopsAtTheDepthLimit() throws {
        let bytes = TestPlistWriter.write([.array([1]), .array([0])])
        XCTAssertThrowsError(try BinaryPlist(bytes).topValue()) { error in
            XCTAssertTrue("\(error)".contains("nests deeper than"), "\(error)")
        }
    }

    func testMalformedFilesAreOneLineErrors() throws {
        let good = TestPlistWriter.write([.array([1]), .ascii("x")])
        var cases: [(String, [UInt8])] = [
            ("empty", []),
            ("not a plist", Array("<?xml version=\"1.0\"?><plist/>".utf8) + [UInt8](repeating: 0, count: 40)),
            ("truncated", Array(good.dropLast(5))),
        ]
        var hugeCount = good
        hugeCount.replaceSubrange(good.count - 24 ..< good.count - 16, with: TestPlistWriter.bigEndian(UInt64.max, 8))
        cases.append(("huge object count", hugeCount))
        var badReference = good
        badReference[10] = 0x7F  // the array's only member points past the table
        cases.append(("reference out of range", badReference))
        var longString = good
        longString[11] = 0x5E  // the string claims 14 bytes it does not have
        cases.append(("string past the end", longString))
        for (label, bytes) in cases {
            XCTAssertThrowsError(try BinaryPlist(bytes).topValue(), label) { error in
                let message = (error as? PlistError)?.message ?? "not a PlistError: \(error)"
                XCTAssertFalse(message.contains("\n"), label)
                XCTAssertTrue(message.contains("property list"), "\(label): \(message)")
            }
        }
    }

    func testObjectCountLimit() throws {
        let bytes = TestPlistWriter.write(Array(repeating: TestPlistObject.null, count: 50))
        let limits = PlistLimits(maximumObjectCount: 10, maximumDepth: 8, maximumDecodedSize: 100)
        XCTAssertThrowsError(try BinaryPlist(bytes, limits: limits))
    }
}
