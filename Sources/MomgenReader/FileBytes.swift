// Reading a whole file, refusing anything too large before reading it.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenDiagnostics

/// The bytes of a file, read at once.
enum FileBytes {
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let location = SourceLocation(file: path)
        // Errors about a file that exists point at its start, as editors
        // and Xcode need a line to show them on.
        let start = SourceLocation(file: path, line: 1, column: 1)
        switch PathKind.of(path) {
        case .missing:
            throw MomgenError.unreadableInput(location, "no such file")
        case .directory:
            throw MomgenError.unreadableInput(location, "is a folder, not a file")
        case let .file(size) where size > limit:
            throw MomgenError.unreadableInput(start, "file is \(size) bytes, larger than the \(limit)-byte limit for a model")
        case .file:
            break
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MomgenError.unreadableInput(start, "cannot read the file (permissions?)")
        }
        guard data.count <= limit else {
            throw MomgenError.unreadableInput(start, "file is larger than the \(limit)-byte limit for a model")
        }
        return [UInt8](data)
    }
}
