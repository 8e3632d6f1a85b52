// Which files a Swift-source MODEL is: one `.swift` file, a list of them, or
// every `.swift` file under a folder (hidden folders and `.build` skipped),
// sorted so that output never depends on the file system's order.
import Foundation
import MomgenDiagnostics

/// One Swift file read into memory.
public struct SwiftSourceFile: Hashable, Sendable {
    /// The path as the user's argument spelt it (joined with the folder walk).
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Finds and reads the files of a Swift-source input, within limits.
public struct SwiftSourceFiles: Sendable {
    public var limits: SwiftSourceLimits

    public init(limits: SwiftSourceLimits = SwiftSourceLimits()) {
        self.limits = limits
    }

    /// Whether `path` reads as Swift sources: a `.swift` file, or a folder
    /// that holds one (directly or below) and is no model bundle.
    public static func isSwiftSource(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".swift") { return true }
        if [".xcdatamodeld", ".xcdatamodel", ".momd", ".mom"].contains(where: trimmed.hasSuffix) { return false }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder), isFolder.boolValue else { return false }
        guard let walker = FileManager.default.enumerator(atPath: trimmed) else { return false }
        // A folder holding a model is the model readers' input, whatever
        // Swift files sit beside it.
        var seen = 0, holdsSwift = false
        while let next = walker.nextObject() as? String, seen < 10_000 {
            seen += 1
            if next.hasSuffix(".xcdatamodeld") || next.hasSuffix(".xcdatamodel") || next.hasSuffix(".momd") { return false }
            if next.hasSuffix(".swift") { holdsSwift = true }
        }
        return holdsSwift
    }

    /// The files of `paths` (files or folders), sorted by path.
    public func read(_ paths: [String]) throws -> [SwiftSourceFile] {
        var total = 0
        return try self.paths(paths).map { path in
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size <= limits.maximumFileBytes else {
                throw MomgenError.unreadableInput(SourceLocation(file: path), "the file has \(size) bytes, more than the \(limits.maximumFileBytes) momgen reads")
            }
            total += size
            guard total <= limits.maximumTotalBytes else {
                throw MomgenError.unreadableInput(SourceLocation(file: path), "the Swift files add up to more than \(limits.maximumTotalBytes) bytes")
            }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw MomgenError.unreadableInput(SourceLocation(file: path), "cannot read the file as UTF-8 text")
            }
            return SwiftSourceFile(path: path, text: text)
        }
    }

    /// The `.swift` files `paths` name (files, or every one below a
    /// folder), sorted, without reading them: the run's protected inputs and
    /// a build system's input list.
    public func paths(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw MomgenError.unreadableInput(SourceLocation(file: path), "no such file or folder")
            }
            found += isFolder.boolValue ? try walk(path) : [path]
            if found.count > limits.maximumFiles {
                throw MomgenError.unreadableInput(SourceLocation(file: path), "more than \(limits.maximumFiles) Swift files; name the model's folder or files")
            }
        }
        return Array(Set(found)).sorted()
    }

    /// Every `.swift` file below `folder`, skipping hidden folders and `.build`.
    private func walk(_ folder: String) throws -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = FileManager.default.enumerator(atPath: base) else {
            throw MomgenError.unreadableInput(SourceLocation(file: folder), "cannot list the folder")
        }
        var files: [String] = []
        while let next = walker.nextObject() as? String {
            let parts = next.split(separator: "/")
            if parts.contains(where: { $0.hasPrefix(".") }) || parts.first == "Build" {
                walker.skipDescendants()
                continue
            }
            if parts.count > limits.maximumNestingDepth {
                walker.skipDescendants()
                continue
            }
            if next.hasSuffix(".swift") { files.append(base + "/" + next) }
            if files.count > limits.maximumFiles {
                throw MomgenError.unreadableInput(SourceLocation(file: folder), "more than \(limits.maximumFiles) Swift files; name the model's folder or files")
            }
        }
        return files
    }
}
