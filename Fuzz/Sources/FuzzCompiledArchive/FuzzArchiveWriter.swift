// A small NSKeyedArchiver writer for the structure-aware fuzzer: an object
// table written as is (shared references, padded class descriptions, any
// nesting), as a binary plist with 4-byte references and offsets. The same
// layout as the tests' TestArchiver, kept here because the fuzz package
// cannot import test code.

/// One object of the plist table; collections hold object indexes.
enum FuzzPlistObject {
    case null
    case bool(Bool)
    case int(Int64)
    case real(Double)
    case data([UInt8])
    case string(String)
    case uid(Int)
    case array([Int])
    case dict([(Int, Int)])
}

/// Builds `$objects` and writes the archive.
final class FuzzArchiveWriter {
    private(set) var objects: [FuzzPlistObject] = [.string("$null")]
    private var classes: [String: Int] = [:]

    func reserve() -> Int {
        objects.append(.null)
        return objects.count - 1
    }

    func add(_ object: FuzzPlistObject) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// An archived object of `className`: fields are (key, plist object index).
    @discardableResult
    func object(_ className: String, _ fields: [(String, FuzzPlistObject)], in slot: Int? = nil) -> Int {
        let index = slot ?? reserve()
        var entries = [(add(.string("$class")), add(.uid(classDescription(className))))]
        for (key, value) in fields { entries.append((add(.string(key)), add(value))) }
        objects[index] = .dict(entries)
        return index
    }

    func collection(_ className: String, _ members: [Int]) -> Int {
        object(className, [("NS.objects", .array(members.map { add(.uid($0)) }))])
    }

    func dictionary(_ entries: [(Int, Int)], className: String = "NSDictionary") -> Int {
        object(className, [("NS.keys", .array(entries.map { add(.uid($0.0)) })), ("NS.objects", .array(entries.map { add(.uid($0.1)) }))])
    }

    /// Pads `className`'s description with `count` entries reusing one key.
    func pad(_ className: String, _ count: Int) {
        guard let index = classes[className], case let .dict(entries) = objects[index] else { return }
        let key = add(.string("$pad"))
        objects[index] = .dict(Array(repeating: (key, key), count: count) + entries)
    }

    private func classDescription(_ name: String) -> Int {
        if let index = classes[name] { return index }
        let index = reserve()
        let chain = add(.array([add(.string(name)), add(.string("NSObject"))]))
        objects[index] = .dict([(add(.string("$classname")), add(.string(name))), (add(.string("$classes")), chain)])
        classes[name] = index
        return index
    }

    /// The archive's bytes with `root` as `$top.root`.
    func bytes(root: Int) -> [UInt8] {
        var table = objects
        let base = table.count
        table += [.string("$archiver"), .string("NSKeyedArchiver"), .string("$top"), .dict([(base + 4, base + 5)]),
                  .string("root"), .uid(root), .string("$objects"), .array(Array(0 ..< base))]
        table.append(.dict([(base, base + 1), (base + 2, base + 3), (base + 6, base + 7)]))
        return Self.write(table, top: table.count - 1)
    }

    static func write(_ objects: [FuzzPlistObject], top: Int) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += encode(object)
        }
        let tableStart = out.count
        for offset in offsets { out += bigEndian(UInt64(offset), 4) }
        out += [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(UInt64(objects.count), 8) + bigEndian(UInt64(top), 8) + bigEndian(UInt64(tableStart), 8)
        return out
    }

    private static func encode(_ object: FuzzPlistObject) -> [UInt8] {
        switch object {
        case .null: return [0x00]
        case let .bool(flag): return [flag ? 0x09 : 0x08]
        case let .int(number): return [0x13] + bigEndian(UInt64(bitPattern: number), 8)
        case let .real(number): return [0x23] + bigEndian(number.bitPattern, 8)
        case let .data(bytes): return header(0x4, bytes.count) + bytes
        case let .string(text):
            if text.utf8.allSatisfy({ $0 < 0x80 }) { return header(0x5, text.utf8.count) + Array(text.utf8) }
            let units = Array(text.utf16)
            return header(0x6, units.count) + units.flatMap { bigEndian(UInt64($0), 2) }
        case let .uid(uid): return [0x83] + bigEndian(UInt64(uid), 4)
        case let .array(members): return header(0xA, members.count) + members.flatMap { bigEndian(UInt64($0), 4) }
        case let .dict(entries):
            return header(0xD, entries.count) + entries.flatMap { bigEndian(UInt64($0.0), 4) } + entries.flatMap { bigEndian(UInt64($0.1), 4) }
        }
    }

    private static func header(_ kind: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0xF, 0x13] + bigEndian(UInt64(count), 8)
    }

    static func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
        (0 ..< size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
