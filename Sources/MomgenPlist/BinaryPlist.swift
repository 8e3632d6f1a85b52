// read: a binary property list (`bplist00`), momgen's own bounded reader.
//
// The format (CFBinaryPList.c's comment, and every reimplementation since):
// an 8-byte header, the objects, an offset table giving each object's start,
// and a 32-byte trailer with the table's integer width, the width of object
// references, the object count, the top object and where the table starts.
// Objects are decoded one at a time and on demand (`object(_:)`): a
// collection is a list of object indexes, so a file that references one
// array a million times is a million integers, not a million copies.
// Foundation's PropertyListSerialization materialises shared references and
// crashes on Linux on non-empty sets; this reader does neither.

/// A binary property list held in memory, decoded lazily.
public struct BinaryPlist: Sendable {
    public let bytes: [UInt8]
    public let limits: PlistLimits
    /// Number of objects in the offset table.
    public let objectCount: Int
    /// Index of the top-level object.
    public let topObject: Int
    private let offsetSize: Int
    private let referenceSize: Int
    private let offsetTableStart: Int

    /// Checks the header and trailer; objects are read later, on demand.
    public init(_ bytes: [UInt8], limits: PlistLimits = .standard) throws {
        self.bytes = bytes
        self.limits = limits
        guard bytes.count >= 8 + 32, bytes[0 ..< 6].elementsEqual("bplist".utf8) else {
            throw PlistError("not a binary property list (no bplist header)")
        }
        guard bytes[6] == UInt8(ascii: "0") else {
            throw PlistError("unsupported binary property list version")
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1 ... 8).contains(offsetSize), (1 ... 8).contains(referenceSize) else {
            throw PlistError("binary property list trailer has invalid integer sizes")
        }
        let count = Self.bigEndian(bytes, at: trailer + 8, size: 8)
        let top = Self.bigEndian(bytes, at: trailer + 16, size: 8)
        let tableStart = Self.bigEndian(bytes, at: trailer + 24, size: 8)
        guard count >= 1, count <= UInt64(limits.maximumObjectCount) else {
            throw PlistError("binary property list declares \(count) objects (limit \(limits.maximumObjectCount))")
        }
        guard top < count else { throw PlistError("binary property list's top object is out of range") }
        guard tableStart >= 8, tableStart <= UInt64(trailer),
              count <= (UInt64(trailer) - tableStart) / UInt64(offsetSize)
        else { throw PlistError("binary property list's offset table is out of range") }
        objectCount = Int(count)
        topObject = Int(top)
        offsetTableStart = Int(tableStart)
    }

    /// The top-level object, decoded shallowly.
    public func top() throws -> PlistObject { try object(topObject) }

    /// Object `index`, decoded shallowly (collections as member indexes).
    public func object(_ index: Int) throws -> PlistObject {
        guard index >= 0, index < objectCount else {
            throw PlistError("binary property list references object \(index) of \(objectCount)")
        }
        // Compared as read, before it becomes an Int: an 8-byte offset
        // above Int.max would trap the conversion (found by FuzzVersionInfo).
        let rawOffset = Self.bigEndian(bytes, at: offsetTableStart + index * offsetSize, size: offsetSize)
        guard rawOffset >= 8, rawOffset < UInt64(offsetTableStart) else {
            throw PlistError("binary property list object \(index) starts outside the object area")
        }
        let offset = Int(rawOffset)
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return .null
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw unknownMarker(marker, index)
            }
        case 0x1:
            if low == 4 { return try wideInteger(at: offset, index: index) }
            return .integer(try integer(at: offset + 1, log2Size: low, index: index))
        case 0x2:
            guard low == 2 || low == 3 else { throw unknownMarker(marker, index) }
            return .real(try real(at: offset + 1, size: 1 << low))
        case 0x3:
            guard marker == 0x33 else { throw unknownMarker(marker, index) }
            return .date(try real(at: offset + 1, size: 8))
        case 0x4:
            let (count, start) = try length(low, after: offset, index: index)
            let end = try checkedEnd(start, count, 1)
            return .data(Array(bytes[start ..< end]))
        case 0x5:
            let (count, start) = try length(low, after: offset, index: index)
            let end = try checkedEnd(start, count, 1)
            let slice = bytes[start ..< end]
            guard slice.allSatisfy({ $0 < 0x80 }) else {
                throw PlistError("binary property list object \(index) is an ASCII string with non-ASCII bytes")
            }
            return .string(String(decoding: slice, as: UTF8.self))
        case 0x6:
            let (count, start) = try length(low, after: offset, index: index)
            let end = try checkedEnd(start, count, 2)
            var units: [UInt16] = []
            units.reserveCapacity(count)
            var cursor = start
            while cursor < end {
                units.append(UInt16(bytes[cursor]) << 8 | UInt16(bytes[cursor + 1]))
                cursor += 2
            }
            return .string(String(decoding: units, as: UTF16.self))
        case 0x8:
            let end = try checkedEnd(offset + 1, low + 1, 1)
            return .uid(Self.bigEndian(bytes, at: offset + 1, size: end - offset - 1))
        case 0xA, 0xC:
            let (count, start) = try length(low, after: offset, index: index)
            let members = try references(count, at: start)
            return marker >> 4 == 0xA ? .array(members) : .set(members)
        case 0xD:
            let (count, start) = try length(low, after: offset, index: index)
            let keys = try references(count, at: start)
            let values = try references(count, at: start + count * referenceSize)
            return .dictionary(keys: keys, values: values)
        default:
            throw unknownMarker(marker, index)
        }
    }

    /// Object `index` with all its members, bounded by the limits: depth,
    /// and a budget of values and bytes that shared references spend again
    /// each time they are reached.
    public func value(_ index: Int) throws -> PlistValue {
        var budget = limits.maximumDecodedSize
        return try value(index, depth: 0, budget: &budget)
    }

    /// The top-level object with all its members, bounded as `value(_:)`.
    public func topValue() throws -> PlistValue { try value(topObject) }

    private func value(_ index: Int, depth: Int, budget: inout Int) throws -> PlistValue {
        guard depth <= limits.maximumDepth else {
            throw PlistError("binary property list nests deeper than \(limits.maximumDepth) levels")
        }
        try spend(1, from: &budget)
        switch try object(index) {
        case .null: return .null
        case let .bool(flag): return .bool(flag)
        case let .integer(number): return .integer(number)
        case let .unsignedInteger(number): return .unsignedInteger(number)
        case let .real(number): return .real(number)
        case let .date(seconds): return .date(seconds)
        case let .uid(uid): return .uid(uid)
        case let .data(data):
            try spend(data.count, from: &budget)
            return .data(data)
        case let .string(text):
            try spend(text.utf8.count, from: &budget)
            return .string(text)
        case let .array(members):
            return .array(try members.map { try value($0, depth: depth + 1, budget: &budget) })
        case let .set(members):
            return .set(try members.map { try value($0, depth: depth + 1, budget: &budget) })
        case let .dictionary(keys, values):
            var entries: [(key: PlistValue, value: PlistValue)] = []
            for (key, member) in zip(keys, values) {
                entries.append((try value(key, depth: depth + 1, budget: &budget),
                                try value(member, depth: depth + 1, budget: &budget)))
            }
            return .dictionary(entries)
        }
    }

    private func spend(_ amount: Int, from budget: inout Int) throws {
        budget -= amount
        guard budget >= 0 else {
            throw PlistError("binary property list decodes to more than \(limits.maximumDecodedSize) values and bytes")
        }
    }

    // MARK: - Pieces of an object

    private func unknownMarker(_ marker: UInt8, _ index: Int) -> PlistError {
        let hex = String(marker, radix: 16, uppercase: true)
        return PlistError("binary property list object \(index) has unknown marker 0x\(hex.count == 1 ? "0" + hex : hex)")
    }

    /// The count of a data, string or collection object: in the marker's low
    /// nibble, or an integer object after it when the nibble is 0xF.
    private func length(_ low: Int, after offset: Int, index: Int) throws -> (count: Int, start: Int) {
        guard low == 0xF else { return (low, offset + 1) }
        guard offset + 1 < offsetTableStart, bytes[offset + 1] >> 4 == 0x1 else {
            throw PlistError("binary property list object \(index) has a malformed length")
        }
        let log2Size = Int(bytes[offset + 1] & 0x0F)
        let count = try integer(at: offset + 2, log2Size: log2Size, index: index)
        guard count >= 0, count <= Int64(bytes.count) else {
            throw PlistError("binary property list object \(index) claims \(count) members, more than the file holds")
        }
        return (Int(count), offset + 2 + (1 << log2Size))
    }

    private func integer(at start: Int, log2Size: Int, index: Int) throws -> Int64 {
        guard log2Size <= 4 else { throw PlistError("binary property list object \(index) has an integer wider than 16 bytes") }
        let size = 1 << log2Size
        _ = try checkedEnd(start, size, 1)
        if size == 16 {
            // As a length, a 16-byte integer must fit 64 bits (and the
            // file); `wideInteger` reads one as a value.
            guard case let .integer(number) = try wideInteger(at: start - 1, index: index) else {
                throw PlistError("binary property list object \(index) has a length beyond 64 bits")
            }
            return number
        }
        let raw = Self.bigEndian(bytes, at: start, size: size)
        return size == 8 ? Int64(bitPattern: raw) : Int64(raw)
    }

    /// A 16-byte integer object whose marker is at `marker`. Apple's writer
    /// uses 16 bytes for unsigned 64-bit values (high half zero) and CF reads
    /// negative ones with the high half all ones; anything else needs more
    /// than 64 bits.
    private func wideInteger(at marker: Int, index: Int) throws -> PlistObject {
        _ = try checkedEnd(marker + 1, 16, 1)
        let high = Self.bigEndian(bytes, at: marker + 1, size: 8)
        let low = Self.bigEndian(bytes, at: marker + 9, size: 8)
        if high == 0 {
            return low <= UInt64(Int64.max) ? .integer(Int64(low)) : .unsignedInteger(low)
        }
        guard high == UInt64.max, low > UInt64(Int64.max) else {
            throw PlistError("binary property list object \(index) has an integer beyond 64 bits")
        }
        return .integer(Int64(bitPattern: low))
    }

    private func real(at start: Int, size: Int) throws -> Double {
        _ = try checkedEnd(start, size, 1)
        let raw = Self.bigEndian(bytes, at: start, size: size)
        return size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
    }

    private func references(_ count: Int, at start: Int) throws -> [Int] {
        let end = try checkedEnd(start, count, referenceSize)
        var result: [Int] = []
        result.reserveCapacity(count)
        var cursor = start
        while cursor < end {
            let reference = Self.bigEndian(bytes, at: cursor, size: referenceSize)
            guard reference < UInt64(objectCount) else {
                throw PlistError("binary property list references object \(reference) of \(objectCount)")
            }
            result.append(Int(reference))
            cursor += referenceSize
        }
        return result
    }

    /// The end of `count` items of `width` bytes from `start`, when they lie
    /// before the offset table.
    private func checkedEnd(_ start: Int, _ count: Int, _ width: Int) throws -> Int {
        let (size, overflow) = count.multipliedReportingOverflow(by: width)
        guard !overflow, start <= offsetTableStart, size <= offsetTableStart - start else {
            throw PlistError("binary property list object runs past the object area")
        }
        return start + size
    }

    static func bigEndian(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
        var result: UInt64 = 0
        for position in start ..< start + size {
            result = result << 8 | UInt64(bytes[position])
        }
        return result
    }
}
