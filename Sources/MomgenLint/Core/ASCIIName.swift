// Letter-case questions about names, answered from UTF-8 bytes when the name
// is plain ASCII (nearly every model name is).
//
// Swift's `Character` properties (`isUppercase`, `uppercased()`) handle any
// Unicode text, but cost hundreds of instructions per character: naming rules
// that asked them for every property of a 1,000-entity model spent more there
// than in the rest of their checks. Each function here gives exactly the
// `Character`-based answer; a name with any non-ASCII byte takes that path.

/// Case tests and changes on names, with a byte-level path for ASCII names.
enum ASCIIName {
    /// Whether every UTF-8 byte of `name` is ASCII (one byte is one character,
    /// except `\r\n`, which no case rule treats differently).
    static func isASCII(_ name: String) -> Bool {
        name.utf8.allSatisfy { $0 < 0x80 }
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
        guard isASCII(name) else { return name.first?.isUppercase == true }
        return name.utf8.first.map(isUppercase) ?? false
    }

    /// `name.first?.isLowercase == true`.
    static func startsLowercase(_ name: String) -> Bool {
        guard isASCII(name) else { return name.first?.isLowercase == true }
        return name.utf8.first.map(isLowercase) ?? false
    }

    /// The name with its first character uppercased (`url` → `Url`):
    /// `name.prefix(1).uppercased() + name.dropFirst()`.
    static func capitalizingFirst(_ name: String) -> String {
        guard isASCII(name) else { return name.prefix(1).uppercased() + name.dropFirst() }
        guard let first = name.utf8.first, isLowercase(first) else { return name }
        let utf8 = name.utf8
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            let end = buffer.initialize(fromContentsOf: utf8)
            buffer[0] = first - 0x20
            return end
        }
    }

    /// The name with `A`…`Z` lowercased, for an ASCII name (`lowercased()`).
    static func lowercased(_ bytes: some Collection<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() { buffer[offset] = isUppercase(byte) ? byte + 0x20 : byte }
            return bytes.count
        }
    }
}
