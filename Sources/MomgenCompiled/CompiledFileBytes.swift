// Reads a whole file within a size bound.
import Foundation
import MomgenDiagnostics

enum CompiledFileBytes {
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let location = SourceLocation(file: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size else { throw MomgenError.unreadableInput(location, "cannot read the file") }
        guard size <= limit else {
            throw MomgenError.unreadableInput(location, "the file is \(size) bytes, more than the \(limit) a compiled model may have")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MomgenError.unreadableInput(location, "cannot read the file")
        }
        return [UInt8](data)
    }
}
