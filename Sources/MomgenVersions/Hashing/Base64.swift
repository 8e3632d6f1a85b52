// Base64 of hash bytes, as Core Data's plists and momc's VersionInfo.plist
// print them: the standard alphabet with `=` padding (RFC 4648, section 4),
// the same on every platform.
import Foundation

/// Standard base64.
public enum Base64 {
    /// For example, `encode([0x66, 0x6f, 0x6f])` is `"Zm9v"`.
    public static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
    }
}
