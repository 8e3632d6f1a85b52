// Letter-case questions about names, answered from UTF-8 bytes when the name
// is plain ASCII (nearly every model name is).
//
// Swift's `Character` properties (`isUppercase`, `uppercased()`) handle any
// Unicode text, but cost hundreds of instructions per character: naming rules
// that asked them for every property of a 1,000-entity model spent more there
// than in the rest of their checks. Each function here gives exactly the
// `Character`-based answer; a name with any non-ASCII byte takes that path.
// (In ASCII one byte is one character, except `\r\n`, which no question here
// treats differently from its two bytes.)

/// Case tests and changes on names, with a byte-level path for ASCII names.
enum ASCIIName {
    /// `body` applied to the name's bytes when they are all ASCII; nil when
    /// they are not (or are not stored contiguously), for the caller's
    /// `Character` path.
    static func ascii<Result>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let result: Result?? = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? body(bytes) : nil
        }
        return result ?? nil
    }

    /// Whether an ASCII byte is `A`…`Z`, the only ASCII characters `isUppercase` accepts.
    static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Whether an ASCII byte is `a`…`z`, the only ASCII characters `isLowercase` accepts.
    static func isLowercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    /// `name.first?.isUppercase == true`.
    static func startsUppercase(_ name: String) -> Bool {
        ascii(name) { $0.first.map(isUppercase) ?? false } ?? (name.first?.isUppercase == true)
    }

    /// `name.first?.isLowercase == true`.
    static func startsLowercase(_ name: String) -> Bool {
        ascii(name) { $0.first.map(isLowercase) ?? false } ?? (name.first?.isLowercase == true)
    }

    /// The name with its first character uppercased (`url` → `Url`):
    /// `name.prefix(1).uppercased() + name.dropFirst()`.
    static func capitalizingFirst(_ name: String) -> String {
        let fast = ascii(name) { bytes -> String in
            guard let first = bytes.first, isLowercase(first) else { return name }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(fromContentsOf: bytes)
                buffer[0] = first - 0x20
                return bytes.count
            }
        }
        return fast ?? name.prefix(1).uppercased() + name.dropFirst()
    }

    /// ASCII bytes with `A`…`Z` lowercased, as a string (`lowercased()`).
    static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() { buffer[offset] = isUppercase(byte) ? byte + 0x20 : byte }
            return bytes.count
        }
    }
}
