// read: a `.ckdb` file (an export from `cktool export-schema`, untrusted) →
// `CloudKitSchema`. Bounded by `CKDBLimits`; every problem is one
// `MomgenError.unreadableInput` with the file, line and column.
import Foundation
import MomgenDiagnostics

/// Reads `.ckdb` text.
public struct CKDBReader: Sendable {
    public var limits: CKDBLimits

    public init(limits: CKDBLimits = CKDBLimits()) {
        self.limits = limits
    }

    /// The schema in the file at `path`.
    public func read(path: String) throws -> CloudKitSchema {
        try parse(bytes: try fileBytes(path), file: path)
    }

    /// The schema in `text`, with locations in `file`.
    public func parse(_ text: String, file: String) throws -> CloudKitSchema {
        try parse(bytes: Array(text.utf8), file: file)
    }

    /// The schema in `bytes`, with locations in `file`.
    public func parse(bytes: [UInt8], file: String) throws -> CloudKitSchema {
        guard bytes.count <= limits.maxBytes else {
            throw MomgenError.unreadableInput(SourceLocation(file: file, line: 1, column: 1),
                                              "the schema is \(bytes.count) bytes, larger than the \(limits.maxBytes)-byte limit")
        }
        let tokens = try CKDBLexer(file: file, limits: limits).tokens(bytes)
        var parser = CKDBParser(tokens: tokens, file: file, limits: limits)
        return try parser.parse()
    }

    /// The file's bytes: a regular file no larger than the limit, read with
    /// one bounded read (never a FIFO or device, which could block or stream forever).
    private func fileBytes(_ path: String) throws -> [UInt8] {
        let start = SourceLocation(file: path, line: 1, column: 1)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw MomgenError.unreadableInput(SourceLocation(file: path), "no such file")
        }
        guard !isFolder.boolValue else { throw MomgenError.unreadableInput(SourceLocation(file: path), "is a folder, not a .ckdb file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard (attributes?[.type] as? FileAttributeType) == .typeRegular else {
            throw MomgenError.unreadableInput(start, "not a regular file")
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > limits.maxBytes {
            throw MomgenError.unreadableInput(start, "the schema is \(size) bytes, larger than the \(limits.maxBytes)-byte limit")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw MomgenError.unreadableInput(start, "cannot read the file (permissions?)") }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limits.maxBytes + 1)) ?? Data()
        guard data.count <= limits.maxBytes else {
            throw MomgenError.unreadableInput(start, "the schema is larger than the \(limits.maxBytes)-byte limit")
        }
        return [UInt8](data)
    }
}
