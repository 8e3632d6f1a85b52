// Why the stamp and the render cache can be trusted at all: they sit in the
// project, so a pull request can change them, and an unkeyed check of their
// bytes proves nothing (anyone can compute a digest). What a pull request
// cannot change is the user's own cache folder. Each time momgen writes a
// stamp or a render cache it records the file's SHA-256 there, under the
// SHA-256 of the file's absolute path; a later run believes the file only
// when its bytes have that digest. A stamp or cache that arrived any other
// way (a checkout, a forged commit, a fresh CI clone) is not believed and the
// run renders and compares in full: the two files can save work, never
// decide what is correct. Without a writable cache folder nothing is
// believed, which is slower and still right.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Crypto
import MomgenWriter

/// The user's record of the stamp and cache bytes momgen wrote.
///
/// For example, `LocalWriteRecord.standard()?.vouches(for: bytes, at: "Generated/.momgen-stamp")`.
public struct LocalWriteRecord: Sendable {
    /// Names the record's folder instead of the user's cache folder (tests, sandboxes).
    public static let environmentKey = "MOMGEN_WRITE_RECORD"

    /// Where the digests are kept.
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// `$MOMGEN_WRITE_RECORD`, else `$XDG_CACHE_HOME/momgen/written`, else
    /// `$HOME/.cache/momgen/written`; nil when none is set (nothing is then believed).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> LocalWriteRecord? {
        if let folder = environment[environmentKey], folder.hasPrefix("/") {
            return LocalWriteRecord(folder: folder)
        }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return LocalWriteRecord(folder: cache + "/momgen/written")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return LocalWriteRecord(folder: home + "/.cache/momgen/written")
        }
        return nil
    }

    /// Whether momgen, run by this user, last wrote exactly `bytes` to `file`.
    public func vouches(for bytes: [UInt8], at file: String) -> Bool {
        guard let entry = entry(for: file), case let .file(recorded) = AtomicFile().existing(entry) else { return false }
        return recorded == Array(Self.hex(SHA256.hash(data: bytes)).utf8)
    }

    /// Records that momgen wrote `bytes` to `file`. Best effort: a record
    /// that cannot be written only makes the next run do all the work.
    public func record(_ bytes: [UInt8], at file: String) {
        guard let entry = entry(for: file) else { return }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                         attributes: [.posixPermissions: 0o700])) != nil else { return }
        try? AtomicFile().write(Array(Self.hex(SHA256.hash(data: bytes)).utf8), toPathInExistingFolder: entry)
    }

    /// The record's file for `file`: named by the digest of its absolute
    /// path (its folder resolved), so every spelling of a path is one entry.
    func entry(for file: String) -> String? {
        let slash = file.lastIndex(of: "/")
        let folderPart = slash.map { String(file[..<$0]) } ?? "."
        let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
        guard let resolved = realpath(folderPart.isEmpty ? "/" : folderPart, nil) else { return nil }
        defer { free(resolved) }
        let absolute = String(cString: resolved) + "/" + name
        return folder + "/" + Self.hex(SHA256.hash(data: Array(absolute.utf8)))
    }

    /// Lowercase hex, two digits a byte.
    static func hex(_ digest: SHA256.Digest) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
