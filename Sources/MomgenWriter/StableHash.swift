// A deterministic 64-bit hash (FNV-1a) for the generation stamp and the
// render cache, and the digest every output file carries. Swift's `Hasher` is
// seeded randomly per process, so it cannot be stored on disk.

/// 64-bit FNV-1a over bytes, the same on every machine and every run.
///
/// For example, `StableHash.of(Array("a".utf8))` is `0xaf63dc4c8601ec8c`, the
/// published FNV-1a test vector.
public struct StableHash: Sendable, Equatable {
    /// The hash so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Mixes in `bytes`.
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// Mixes in `bytes`.
    public mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    /// Mixes in a string's UTF-8 and a terminator, so `("ab", "c")` and
    /// `("a", "bc")` hash differently.
    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        add([0xff])
    }

    /// This hash with `text` mixed in.
    public func adding(_ text: String) -> StableHash {
        var copy = self
        copy.add(text)
        return copy
    }

    /// The hash of `bytes` alone.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        hash.add(bytes)
        return hash.value
    }

    /// Sixteen lowercase hex digits.
    public var hex: String { Self.hexString(value) }

    /// `value` as sixteen lowercase hex digits.
    public static func hexString(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
