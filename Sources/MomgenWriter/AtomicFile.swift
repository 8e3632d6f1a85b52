// Reads and atomically replaces single files: the new bytes go to a temporary
// file in the same folder, which is then renamed over the target, so readers
// see the old file or the new one, never half of either. Only a regular file
// (or nothing) is ever replaced: a rename over a device node, a FIFO or a
// symbolic link would destroy it.
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
import MomgenDiagnostics

/// `write(2)`, named apart from `AtomicFile.write`.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// File-system primitives of the write stage.
public struct AtomicFile: Sendable {
    /// Names this process's temporary files apart from another run's.
    private let processID = getpid()

    public init() {}

    /// What is at `path`: nothing, a regular file's bytes, or something else.
    public enum Existing: Equatable {
        case missing
        case file([UInt8])
        case notAFile
    }

    /// Looks at `path` without following a final symbolic link.
    public func existing(_ path: String) -> Existing {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notAFile }
        guard let data = FileManager.default.contents(atPath: path) else { return .notAFile }
        return .file([UInt8](data))
    }

    /// Creates `folder` and its missing parents.
    public func makeFolder(_ folder: String) throws {
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw MomgenError.output(path: folder, "cannot create the folder")
        }
    }

    /// Writes `bytes` to `path` atomically, creating missing folders.
    public func write(_ bytes: [UInt8], to path: String) throws {
        try makeFolder(Self.folder(of: path))
        try write(bytes, toPathInExistingFolder: path)
    }

    /// Writes `bytes` to `path` atomically; the folder must exist (the
    /// writer creates each folder once, not once per file). Throws when
    /// something other than a regular file is at `path`.
    public func write(_ bytes: [UInt8], toPathInExistingFolder path: String) throws {
        let temporary = try writeTemporary(bytes, beside: path)
        try commit(temporary, to: path)
    }

    /// Writes `bytes` to a new temporary file beside `path` and returns its
    /// path; `commit` renames it over `path`, `discard` removes it. Writing
    /// every temporary file before renaming any keeps a failed run from
    /// leaving half of its outputs behind.
    public func writeTemporary(_ bytes: [UInt8], beside path: String) throws -> String {
        try refuseNonRegular(path)
        let folder = Self.folder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).momgen-\(processID).tmp"
        // Plain POSIX calls: FileManager's own atomic write adds an fsync per
        // file, which made a 1,000-entity model take seconds longer. A
        // temporary file left by a crashed run with our process ID is
        // removed and the create retried once.
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        if descriptor < 0, errno == EEXIST {
            _ = unlink(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        guard descriptor >= 0 else {
            throw MomgenError.output(path: path, "cannot write a temporary file beside it")
        }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count <= 0 { return false }
                written += count
            }
            return true
        }
        guard close(descriptor) == 0, ok else {
            _ = unlink(temporary)
            throw MomgenError.output(path: path, "cannot write a temporary file beside it")
        }
        return temporary
    }

    /// Renames `temporary` (from `writeTemporary`) over `path`.
    public func commit(_ temporary: String, to path: String) throws {
        do {
            try refuseNonRegular(path)
        } catch {
            _ = unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            _ = unlink(temporary)
            throw MomgenError.output(path: path, "cannot replace the file")
        }
    }

    /// Whether `path` is a folder (or a link to one).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `folder` and those of its parents that do not exist yet, deepest first.
    static func missingFolders(_ folder: String) -> [String] {
        var missing: [String] = []
        var path = folder
        while !path.isEmpty, path != "/", path != ".", FileKind.of(path) == .missing {
            missing.append(path)
            path = Self.folder(of: path)
        }
        return missing
    }

    /// Removes `folder` if it is empty (undoing a folder a failed run made).
    public func removeEmptyFolder(_ folder: String) {
        _ = rmdir(folder)
    }

    /// Removes a temporary file that will not be committed.
    public func discard(_ temporary: String) {
        _ = unlink(temporary)
    }

    /// Throws unless `path` is missing or a regular file.
    func refuseNonRegular(_ path: String) throws {
        let kind = FileKind.of(path)
        guard kind == .missing || kind == .regular else {
            throw MomgenError.output(path: path, "refusing to replace \(kind.description) with a regular file")
        }
    }

    /// The folder part of `path` ("" for a bare name).
    static func folder(of path: String) -> String {
        // By UTF-8 byte: `/` never occurs inside a multi-byte sequence, and
        // splitting by character cost more than the rest of planning 2,000 writes.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The last component of `path` (all of it when it has no `/`).
    static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// Removes the temporary files a killed run left beside the outputs
    /// `names` in `folder` (`.NAME.momgen-PID.tmp`, full-size, never renamed):
    /// those of a process that no longer runs, and those of a live process
    /// (a reused PID) last written a minute or more before `runStarted`. A
    /// concurrent run's temporary lives milliseconds and is left alone; so
    /// is every other file. Returns the paths removed.
    @discardableResult
    public func clearStaleTemporaries(in folder: String, names: Set<String>, runStarted: time_t) -> [String] {
        guard !names.isEmpty, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return [] }
        var removed: [String] = []
        // Only dot-files can be temporaries: the rest (thousands of outputs)
        // is not sorted.
        for entry in entries.filter({ $0.utf8.first == UInt8(ascii: ".") }).sorted() {
            guard let (name, owner) = Self.temporaryOwner(entry), names.contains(name), owner != processID else { continue }
            let path = (folder.isEmpty ? "" : folder + "/") + entry
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let ownerGone = kill(owner, 0) != 0 && errno == ESRCH
            guard ownerGone || Self.modified(info) + 60 <= runStarted else { continue }
            if unlink(path) == 0 { removed.append(path) }
        }
        return removed
    }

    /// When a file was last written, in seconds.
    static func modified(_ info: stat) -> time_t {
        #if canImport(Darwin)
        return info.st_mtimespec.tv_sec
        #else
        return info.st_mtim.tv_sec
        #endif
    }

    /// The output name and process ID of a temporary file's name
    /// (`.Book.swift.momgen-4711.tmp` → `Book.swift`, 4711), or nil.
    static func temporaryOwner(_ entry: String) -> (name: String, pid: pid_t)? {
        guard entry.hasPrefix("."), entry.hasSuffix(".tmp") else { return nil }
        let inner = entry.dropFirst().dropLast(4) // NAME.momgen-PID
        guard let dot = inner.lastIndex(of: "."), inner[dot...].hasPrefix(".momgen-") else { return nil }
        let digits = inner[inner.index(dot, offsetBy: ".momgen-".count)...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let pid = pid_t(digits), pid > 0 else { return nil }
        let name = String(inner[..<dot])
        return name.isEmpty ? nil : (name, pid)
    }

    /// Removes the file at `path`.
    public func remove(_ path: String) throws {
        guard unlink(path) == 0 else { throw MomgenError.output(path: path, "cannot remove the file") }
    }
}
