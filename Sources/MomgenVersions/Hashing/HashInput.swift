// The bytes Core Data feeds its version hashes: strings as bare UTF-8, small
// little-endian integers, and other hashes, appended in a fixed order
// (../shared/research/coredata-version-hashes.md, "Conventions").

/// A byte buffer built in the order the hash encoding prescribes.
///
/// For example, a property named `title` that is optional appends
/// `74 69 74 6c 65` (the name) then `01 00` (`u16(flags)`).
struct HashInput {
    private(set) var bytes: [UInt8] = []

    /// Appends a string's UTF-8 bytes, with no length and no terminator. A
    /// missing or empty string contributes nothing, as in Core Data.
    mutating func append(_ text: String?) {
        guard let text else { return }
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends raw bytes (another hash).
    mutating func append(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    mutating func appendU8(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func appendU16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func appendU32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
        }
    }
}
