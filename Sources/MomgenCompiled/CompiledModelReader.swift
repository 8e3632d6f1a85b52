// read (compiled): the stage's entry points. A `.mom` file, one version of a
// `.momd` bundle, or a store's model cache → `CompiledModel`. Every failure
// is one `MomgenError.unreadableInput` line naming the file.
import MomgenDiagnostics
import MomgenPlist
import MomgenStore

/// Reads compiled Core Data models.
public struct CompiledModelReader: Sendable {
    public var limits: CompiledLimits

    public init(limits: CompiledLimits = .standard) {
        self.limits = limits
    }

    /// Reads a `.mom` file.
    public func readMom(_ path: String) throws -> CompiledModel {
        try decode(CompiledFileBytes.read(path, limit: limits.maximumFileSize), file: path)
    }

    /// Decodes an archive held in memory, naming `file` in errors.
    public func decode(_ bytes: [UInt8], file: String) throws -> CompiledModel {
        do {
            let archive = try KeyedArchive(bytes: bytes, limits: limits.plist)
            var decoder = CompiledModelDecoder(archive: archive, file: file)
            var compiled = try decoder.decode()
            compiled.notes = Array(Set(compiled.notes + (try ArchiveGaps.notes(archive, model: compiled.model)))).sorted()
            return compiled
        } catch let error as PlistError {
            throw MomgenError.unreadableInput(SourceLocation(file: file), "not a readable compiled model: \(error.message)")
        }
    }

    /// Reads the model Core Data cached in a SQLite store (`Z_MODELCACHE`,
    /// framework 637 on), read-only as `store` reads stores.
    public func readStore(_ path: String) throws -> CompiledModel {
        let location = SourceLocation(file: path)
        let compressed: [UInt8] = try StoreReader.read(path: path) { database in
            let tables = try database.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('Z_METADATA', 'Z_MODELCACHE')")
            let names = Set(tables.compactMap { $0.first ?? nil })
            guard names.contains("Z_METADATA") else {
                throw MomgenError.unreadableInput(location, "not a Core Data store: it has no Z_METADATA table")
            }
            guard names.contains("Z_MODELCACHE") else {
                throw MomgenError.unreadableInput(location, "the store keeps no model cache (Z_MODELCACHE, written from framework 637 on), so its model cannot be read from it")
            }
            let sizes = try database.rows("SELECT length(Z_CONTENT) FROM Z_MODELCACHE LIMIT 1")
            guard let first = sizes.first, let text = first.first ?? nil, let size = Int(text), size > 0 else {
                throw MomgenError.unreadableInput(location, "the store's model cache (Z_MODELCACHE) is empty")
            }
            guard size <= limits.maximumFileSize else {
                throw MomgenError.unreadableInput(location, "the store's model cache is \(size) bytes, more than \(limits.maximumFileSize)")
            }
            guard let row = try database.byteRows("SELECT Z_CONTENT FROM Z_MODELCACHE LIMIT 1").first, let bytes = row.first ?? nil else {
                throw MomgenError.unreadableInput(location, "the store's model cache (Z_MODELCACHE) is empty")
            }
            return bytes
        }
        let archive: [UInt8]
        do {
            archive = try RawInflate.inflate(compressed, limit: limits.maximumInflatedSize)
        } catch let error as InflateError {
            throw MomgenError.unreadableInput(location, error.message)
        }
        return try decode(archive, file: path)
    }
}
