// A minimal binary-plist writer for tests: an object table written as is,
// references included, so tests can build exactly the shapes they need —
// shared references, sets, cycles, bombs, and NSKeyedArchiver archives —
// without Foundation's writer (which cannot write sets or cycles).

/// One object of the table; collections hold object indexes.
enum TestPlistObject {
    case null
    case bool(Bool)
    case int(Int64)
    case real(Double)
    case data([UInt8])
    case ascii(String)
    case utf16(String)
    case uid(UInt64)
    case array([Int])
    case set([Int])
    case dict([(Int, Int)])
    /// Raw bytes, for markers the format does not define.
    case raw([UInt8])
}

enum TestPlistWriter {
    /// Writes `objects` with `top` as the top object, 2-byte references and
    /// 4-byte offsets.
    static func write(_ objects: [TestPlistObject], top: Int = 0) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += encode(object)
        }
        let tableStart = out.count
        for offset in offsets { out += bigEndian(UInt64(offset), 4) }
        out += [0, 0, 0, 0, 0, 0, 4, 2]
        out += bigEndian(UInt64(objects.count), 8)
        out += bigEndian(UInt64(top), 8)
        out += bigEndian(UInt64(tableStart), 8)
        return out
    }

    private static func encode(_ object: TestPlistObject) -> [UInt8] {
        switch object {
        case .null: return [0x00]
        case let .bool(flag): return [flag ? 0x09 : 0x08]
        case let .int(number): return [0x13] + bigEndian(UInt64(bitPattern: number), 8)
        case let .real(number): return [0x23] + bigEndian(number.bitPattern, 8)
        case let .data(bytes): return header(0x4, bytes.count) + bytes
        case let .ascii(text): return header(0x5, text.utf8.count) + Array(text.utf8)
        case let .utf16(text):
            let units = Array(text.utf16)
            return header(0x6, units.count) + units.flatMap { bigEndian(UInt64($0), 2) }
        case let .uid(uid): return [0x87] + bigEndian(uid, 8)
        case let .array(members): return header(0xA, members.count) + members.flatMap { bigEndian(UInt64($0), 2) }
        case let .set(members): return header(0xC, members.count) + members.flatMap { bigEndian(UInt64($0), 2) }
        case let .dict(entries):
            return header(0xD, entries.count) + entries.flatMap { bigEndian(UInt64($0.0), 2) } + entries.flatMap { bigEndian(UInt64($0.1), 2) }
        case let .raw(bytes): return bytes
        }
    }

    private static func header(_ kind: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0xF, 0x13] + bigEndian(UInt64(count), 8)
    }

    static func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
        (0 ..< size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
