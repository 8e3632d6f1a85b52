// Raw DEFLATE (RFC 1951, no zlib header), as Core Data compresses the model
// cache it keeps in every store (`Z_MODELCACHE.Z_CONTENT`), inflated with the
// system zlib and a cap on the output, so a small hostile blob cannot expand
// into gigabytes.
import CZlib

enum RawInflate {
    /// Inflates `input`; throws when the data is not raw DEFLATE or would
    /// exceed `limit` bytes.
    static func inflate(_ input: [UInt8], limit: Int) throws -> [UInt8] {
        var stream = z_stream()
        // -15: a raw stream with a 32 KB window (no header, no checksum).
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw InflateError("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var source = input
        return try source.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = UInt32(inputBuffer.count)
            while true {
                let status: Int32 = chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                    stream.next_out = chunkBuffer.baseAddress
                    stream.avail_out = UInt32(chunkBuffer.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                guard output.count + produced <= limit else {
                    throw InflateError("the model cache inflates to more than \(limit) bytes")
                }
                output.append(contentsOf: chunk[0 ..< produced])
                switch status {
                case Z_STREAM_END: return output
                case Z_OK: continue
                case Z_BUF_ERROR where stream.avail_in == 0:
                    throw InflateError("the model cache's compressed data ends early")
                default:
                    throw InflateError("the model cache is not raw DEFLATE data")
                }
            }
        }
    }
}

/// Why inflating failed, one line.
struct InflateError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
