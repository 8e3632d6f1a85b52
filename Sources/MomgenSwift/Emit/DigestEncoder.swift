// An `Encoder` that turns a value into a flat, unambiguous byte stream for
// hashing, and nothing else. `EntityKeys` digests the generation options
// with it, once per run (so a new option is in every key without a line of
// its own); JSONEncoder would build a tree of boxed values, sort keys and
// escape strings. The model's facts, thousands of values, are written by
// hand instead (`FactStream`): an `Encoder` costs thousands of instructions
// a value.
//
// Every value is tagged and every string and collection carries its length,
// so two different values never give the same bytes. Keys come in the order
// synthesised conformances encode them (declaration order), which is fixed for
// a given build of momgen; another build may order them differently, which
// changes keys and costs one full render, never a wrong reuse.

/// Encodes `Encodable` values into bytes for a digest.
///
/// For example, `DigestEncoder.bytes(of: entityContext)`.
final class DigestEncoder {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// The stream of `value`.
    static func bytes<T: Encodable>(of value: T) throws -> [UInt8] {
        let encoder = DigestEncoder()
        encoder.bytes.reserveCapacity(16 * 1024)
        try value.encode(to: DigestEncoding(sink: encoder, codingPath: []))
        return encoder.bytes
    }

    func tag(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// `value` as a LEB128 varint: self-delimiting (its last byte is below
    /// 128), one byte for most lengths. Negative values take ten bytes.
    func integer<T: FixedWidthInteger>(_ value: T) {
        var rest = UInt64(truncatingIfNeeded: value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    func string(_ value: String) {
        integer(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }
}

/// The `Encoder` handed to `encode(to:)`: every container writes to one sink.
/// The coding path stays empty: nothing here reports errors by path, and
/// growing it allocated an array for every nested value.
private struct DigestEncoding: Encoder {
    let sink: DigestEncoder
    var codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.tag(0x4B)  // K: a keyed container, ended by the `.` its parent writes
        return KeyedEncodingContainer(KeyedDigestContainer<Key>(sink: sink, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        sink.tag(0x55)  // U
        return UnkeyedDigestContainer(sink: sink, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleDigestContainer(sink: sink, codingPath: codingPath)
    }
}

/// Writes each field as its key's name, then its value.
private struct KeyedDigestContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: DigestEncoder
    var codingPath: [CodingKey]

    private func key(_ key: Key) {
        sink.tag(0x6B)  // k
        sink.string(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws { self.key(key); sink.tag(0x30) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { self.key(key); sink.tag(value ? 0x74 : 0x66) }
    mutating func encode(_ value: String, forKey key: Key) throws { self.key(key); sink.tag(0x73); sink.string(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { self.key(key); sink.tag(0x64); sink.integer(value.bitPattern) }
    mutating func encode(_ value: Float, forKey key: Key) throws { self.key(key); sink.tag(0x64); sink.integer(Double(value).bitPattern) }
    mutating func encode(_ value: Int, forKey key: Key) throws { self.key(key); sink.tag(0x69); sink.integer(Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { self.key(key); sink.tag(0x69); sink.integer(Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { self.key(key); sink.tag(0x69); sink.integer(Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { self.key(key); sink.tag(0x69); sink.integer(Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { self.key(key); sink.tag(0x69); sink.integer(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { self.key(key); sink.tag(0x75); sink.integer(UInt64(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { self.key(key); sink.tag(0x75); sink.integer(UInt64(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { self.key(key); sink.tag(0x75); sink.integer(UInt64(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { self.key(key); sink.tag(0x75); sink.integer(UInt64(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { self.key(key); sink.tag(0x75); sink.integer(value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        self.key(key)
        try value.encode(to: DigestEncoding(sink: sink, codingPath: codingPath))
        sink.tag(0x2E)  // .: the end of a nested value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        self.key(key)
        return DigestEncoding(sink: sink, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        self.key(key)
        return DigestEncoding(sink: sink, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { DigestEncoding(sink: sink, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> Encoder { self.key(key); return DigestEncoding(sink: sink, codingPath: codingPath) }
}

/// Writes each element in order, each tagged as an element.
private struct UnkeyedDigestContainer: UnkeyedEncodingContainer {
    let sink: DigestEncoder
    var codingPath: [CodingKey]
    private(set) var count = 0

    init(sink: DigestEncoder, codingPath: [CodingKey]) {
        self.sink = sink
        self.codingPath = codingPath
    }

    private mutating func element() {
        sink.tag(0x65)  // e
        count += 1
    }

    mutating func encodeNil() throws { element(); sink.tag(0x30) }
    mutating func encode(_ value: Bool) throws { element(); sink.tag(value ? 0x74 : 0x66) }
    mutating func encode(_ value: String) throws { element(); sink.tag(0x73); sink.string(value) }
    mutating func encode(_ value: Double) throws { element(); sink.tag(0x64); sink.integer(value.bitPattern) }
    mutating func encode(_ value: Int) throws { element(); sink.tag(0x69); sink.integer(Int64(value)) }
    mutating func encode(_ value: UInt64) throws { element(); sink.tag(0x75); sink.integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        element()
        try value.encode(to: DigestEncoding(sink: sink, codingPath: codingPath))
        sink.tag(0x2E)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        element()
        return DigestEncoding(sink: sink, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        element()
        return DigestEncoding(sink: sink, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { element(); return DigestEncoding(sink: sink, codingPath: codingPath) }
}

/// A lone value (an enum's raw value, for example).
private struct SingleDigestContainer: SingleValueEncodingContainer {
    let sink: DigestEncoder
    var codingPath: [CodingKey]

    mutating func encodeNil() throws { sink.tag(0x30) }
    mutating func encode(_ value: Bool) throws { sink.tag(value ? 0x74 : 0x66) }
    mutating func encode(_ value: String) throws { sink.tag(0x73); sink.string(value) }
    mutating func encode(_ value: Double) throws { sink.tag(0x64); sink.integer(value.bitPattern) }
    mutating func encode(_ value: Float) throws { sink.tag(0x64); sink.integer(Double(value).bitPattern) }
    mutating func encode(_ value: Int) throws { sink.tag(0x69); sink.integer(Int64(value)) }
    mutating func encode(_ value: Int8) throws { sink.tag(0x69); sink.integer(Int64(value)) }
    mutating func encode(_ value: Int16) throws { sink.tag(0x69); sink.integer(Int64(value)) }
    mutating func encode(_ value: Int32) throws { sink.tag(0x69); sink.integer(Int64(value)) }
    mutating func encode(_ value: Int64) throws { sink.tag(0x69); sink.integer(value) }
    mutating func encode(_ value: UInt) throws { sink.tag(0x75); sink.integer(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { sink.tag(0x75); sink.integer(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { sink.tag(0x75); sink.integer(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { sink.tag(0x75); sink.integer(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { sink.tag(0x75); sink.integer(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: DigestEncoding(sink: sink, codingPath: codingPath)) }
}
