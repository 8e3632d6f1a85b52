// A flat, unambiguous byte stream of declared model facts, for digests that
// must be the same in every run and on every machine (Swift's `Hasher` is
// seeded per process). Incremental regeneration keys an entity's files by the
// digest of the facts they are made from; writing the facts by hand costs a
// few instructions a field, where an `Encoder` cost thousands.
//
// Every value is tagged and every string and list carries its length, so two
// different sequences of facts never give the same bytes.

/// Bytes describing declared facts, in the order they were written.
///
/// For example, `var stream = FactStream(); entity.writeFacts(to: &stream)`.
public struct FactStream: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    public init() {
        bytes.reserveCapacity(4096)
    }

    /// A one-byte marker (what follows, or which case of an enum).
    public mutating func tag(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// `value` as a LEB128 varint of its bit pattern: self-delimiting.
    public mutating func integer(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The length, then the UTF-8 bytes.
    public mutating func string(_ value: String) {
        integer(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    public mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Absent (0) or present (1) and the value.
    public mutating func string(_ value: String?) {
        optional(value) { $0.string($1) }
    }

    public mutating func bool(_ value: Bool?) {
        optional(value) { $0.bool($1) }
    }

    public mutating func integer(_ value: Int?) {
        optional(value) { $0.integer($1) }
    }

    public mutating func optional<T>(_ value: T?, _ write: (inout FactStream, T) -> Void) {
        guard let value else { return tag(0) }
        tag(1)
        write(&self, value)
    }

    /// The count, then each item.
    public mutating func list<T>(_ items: [T], _ write: (inout FactStream, T) -> Void) {
        integer(items.count)
        for item in items { write(&self, item) }
    }

    /// Raw bytes of fixed length (a digest written into another).
    public mutating func raw<S: Sequence>(_ value: S) where S.Element == UInt8 {
        bytes.append(contentsOf: value)
    }
}
