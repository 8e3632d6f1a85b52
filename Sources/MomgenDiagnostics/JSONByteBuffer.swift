// The output buffer of `JSONWriter`: a growable run of bytes whose appends
// are a capacity check and a copy. A dump of thousands of entities makes
// hundreds of thousands of tiny appends, and `[UInt8]`'s generic
// `append(contentsOf:)` with its uniqueness checks was a good part of its cost.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where JSON text goes: `[UInt8]` for small reports, `JSONByteBuffer` for dumps.
protocol JSONOutput {
    mutating func append(_ byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONOutput where Element == UInt8 {
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}

/// A byte buffer that owns its memory: it grows, or, with a sink, hands its
/// bytes over whenever it is full (a dump of thousands of entities is
/// megabytes, and holding it whole only to write it out cost page faults and
/// copies).
final class JSONByteBuffer: JSONOutput {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// Where full buffers go; nil keeps everything.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    init(capacity: Int, sink: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.capacity = max(capacity, 16)
        self.sink = sink
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    func append(_ byte: UInt8) {
        if count == capacity { makeRoom(for: 1) }
        base[count] = byte
        count += 1
    }

    func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { makeRoom(for: bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Hands the bytes not yet handed over to the sink.
    func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    /// The bytes written so far, decoded as UTF-8.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Makes room for `extra` more bytes: with a sink, by handing the
    /// buffer over (it grows only for a single append larger than itself);
    /// without one, by growing.
    private func makeRoom(for extra: Int) {
        if sink != nil {
            flush()
            if extra <= capacity { return }
        }
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
