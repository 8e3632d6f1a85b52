// Differential test: Python's plistlib writes benign binary plists (random
// but seeded: nested dictionaries and arrays, shared strings and numbers,
// UTF-16 strings, long collections, every integer width, reals, data), and
// momgen's reader must decode each to the same value plistlib reads back.
// Both sides print one canonical line per file.
import Foundation
import MomgenPlist
import MomgenTestSupport
import XCTest

final class PlistDifferentialTests: XCTestCase {
    static let generator = #"""
import plistlib, random, sys, os
random.seed(int(sys.argv[2]))
def scalar():
    k = random.randrange(7)
    if k == 0: return random.choice([True, False])
    if k == 1: return random.choice([0, 1, 255, 256, 65535, 65536, 2**31, 2**32, 2**62, -1, -2**40, -2**63, 2**63 - 1])
    if k == 2: return random.choice([0.0, -1.5, 3.25, 1e300, 2.0**-30, 1/3])
    if k == 3: return bytes(random.randrange(256) for _ in range(random.randrange(40)))
    if k == 4: return random.choice(["", "a", "shared", "x" * 20, "Zoë", "日本語", "emoji 🙂", "\u2028"])
    if k == 5: return "k%d" % random.randrange(5)
    return random.randrange(-1000, 1000)
def value(depth):
    if depth > 3 or random.random() < 0.4: return scalar()
    wide = [0, 1, 3, 14, 15, 16, 40] if depth == 0 else [0, 1, 2, 3]
    if random.random() < 0.5: return [value(depth + 1) for _ in range(random.choice(wide))]
    return {("key%d" % random.randrange(60)): value(depth + 1) for _ in range(random.choice(wide))}
def canon(v):
    if isinstance(v, bool): return "T" if v else "F"
    if isinstance(v, int): return "i%d" % v
    if isinstance(v, float): return "r%016x" % __import__("struct").unpack(">Q", __import__("struct").pack(">d", v))[0]
    if isinstance(v, bytes): return "b" + v.hex()
    if isinstance(v, str): return "s" + v.encode("utf-8").hex()
    if isinstance(v, list): return "[" + ",".join(canon(x) for x in v) + "]"
    if isinstance(v, dict): return "{" + ",".join(canon(k) + ":" + canon(x) for k, x in v.items()) + "}"
    raise TypeError(type(v))
out = sys.argv[1]
for n in range(int(sys.argv[3])):
    top = value(0)
    if not isinstance(top, (list, dict)): top = [top]
    data = plistlib.dumps(top, fmt=plistlib.FMT_BINARY, sort_keys=False)
    open(os.path.join(out, "%03d.bplist" % n), "wb").write(data)
    open(os.path.join(out, "%03d.txt" % n), "w").write(canon(plistlib.loads(data)))
"""#

    func testAgreesWithPlistlib() throws {
        try TestRequirements.tool("python3", install: "install python3")
        let folder = TestPaths.temporaryFolder("plist-diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("gen.py")
        try Self.generator.write(to: script, atomically: true, encoding: .utf8)
        let count = 200
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.path, "25", String(count)]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        var compared = 0
        for index in 0 ..< count {
            let name = String(format: "%03d", index)
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name + ".bplist")))
            let expected = try String(contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
            let value = try BinaryPlist(bytes).topValue()
            XCTAssertEqual(Self.canonical(value), expected, "sample \(name)")
            compared += 1
        }
        XCTAssertEqual(compared, count)
    }

    static func canonical(_ value: PlistValue) -> String {
        switch value {
        case .null: return "N"
        case let .bool(flag): return flag ? "T" : "F"
        case let .integer(number): return "i\(number)"
        case let .unsignedInteger(number): return "i\(number)"
        case let .real(number): return "r" + String(format: "%016llx", number.bitPattern)
        case let .date(seconds): return "d\(seconds)"
        case let .data(bytes): return "b" + bytes.map { String(format: "%02x", $0) }.joined()
        case let .string(text): return "s" + Array(text.utf8).map { String(format: "%02x", $0) }.joined()
        case let .uid(uid): return "u\(uid)"
        case let .array(items): return "[" + items.map(canonical).joined(separator: ",") + "]"
        case let .set(items): return "<" + items.map(canonical).joined(separator: ",") + ">"
        case let .dictionary(entries):
            return "{" + entries.map { canonical($0.key) + ":" + canonical($0.value) }.joined(separator: ",") + "}"
        }
    }
}
