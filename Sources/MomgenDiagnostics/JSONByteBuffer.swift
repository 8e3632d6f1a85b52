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

/// A growable byte buffer that owns its memory.
final class JSONByteBuffer: JSONOutput {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Calls `body` with the bytes written so far.
    func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes written so far, decoded as UTF-8.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    private func grow(to minimum: Int) {
        let newCapacity = max(capacity * 2, minimum)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
