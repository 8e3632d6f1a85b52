// What kind of compiled input a path is, decided from the file system and
// the first bytes, never from the name alone: a `.momd` bundle, a `.mom`
// archive (binary plist), or a SQLite file (a Core Data store).
import Foundation

/// A path the compiled readers handle.
public enum CompiledInput: Equatable, Sendable {
    /// A `.momd` folder (or any folder with `.mom` files and a `VersionInfo.plist`).
    case bundle
    /// A compiled model file (`bplist` header).
    case mom
    /// A SQLite database file, read as a Core Data store.
    case store

    /// The kind of `path`, or `nil` when it is for the XML reader (or missing).
    public static func of(_ path: String) -> CompiledInput? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            if trimmed.hasSuffix(".momd") { return .bundle }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.contains("VersionInfo.plist") && names.contains(where: { $0.hasSuffix(".mom") || $0.hasSuffix(".omo") })
                ? .bundle : nil
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 16)) ?? Data())
        if head.starts(with: Array("bplist".utf8)) { return .mom }
        if head.starts(with: Array("SQLite format 3".utf8)) { return .store }
        return nil
    }
}
