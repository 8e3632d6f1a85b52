// Runs independent pieces of work on every core and returns their results in
// input order, so parallel linting or rendering gives exactly the sequential
// output.
import Dispatch

/// An order-preserving parallel map over `0..<count`.
///
/// For example, `try ParallelMap.run(count: entities.count) { try render(entities[$0]) }`
/// returns the rendered entities in model order. Below `threshold` items it
/// runs sequentially (starting threads costs more than a tiny model's work).
public enum ParallelMap {
    /// Items below which the work stays on the calling thread.
    public static let threshold = 16

    /// `body(i)` for each `i` in `0..<count`, in order; rethrows the first
    /// error by index. `body` must only read shared state. `minimum` is the
    /// count below which it stays sequential (lower it for items that are
    /// each expensive, such as templates to parse).
    public static func run<T>(count: Int, minimum: Int = threshold, _ body: (Int) throws -> T) throws -> [T] {
        if count < minimum {
            return try (0..<count).map(body)
        }
        let slots = UnsafeMutableBufferPointer<Result<T, Error>?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        // Each iteration writes only its own slot, so no two threads touch
        // the same memory; concurrentPerform returns after every iteration.
        nonisolated(unsafe) let shared = slots
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let work = body
            DispatchQueue.concurrentPerform(iterations: count) { index in
                shared[index] = Result { try work(index) }
            }
        }
        return try slots.map { try $0!.get() }
    }

    /// The same for work that cannot fail.
    public static func run<T>(count: Int, minimum: Int = threshold, _ body: (Int) -> T) -> [T] {
        // Nothing in `body` throws, so neither does the call.
        (try? run(count: count, minimum: minimum) { index throws -> T in body(index) }) ?? []
    }
}

extension ParallelMap {
    /// `first()` and `second()` at the same time, and both outcomes (an
    /// error of one does not stop the other). For two stages that only read
    /// the same input, such as the lint gate and rendering: the caller
    /// decides, in the order the stages had run one after the other, which
    /// outcome counts.
    public static func both<A, B>(_ first: () throws -> A, _ second: @escaping () throws -> B) -> (Result<A, Error>, Result<B, Error>) {
        let a = UnsafeMutablePointer<Result<A, Error>?>.allocate(capacity: 1)
        let b = UnsafeMutablePointer<Result<B, Error>?>.allocate(capacity: 1)
        a.initialize(to: nil)
        b.initialize(to: nil)
        defer {
            a.deinitialize(count: 1)
            a.deallocate()
            b.deinitialize(count: 1)
            b.deallocate()
        }
        // `second` on a worker thread, `first` here; each writes only its own
        // slot. Not concurrentPerform: libdispatch runs an apply nested in
        // another one on a single thread, and both stages apply on all cores.
        // (`second` escapes into the worker's block, which may be released
        // a moment after the wait returns.)
        nonisolated(unsafe) let slot = b
        nonisolated(unsafe) let work = second
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            slot.pointee = Result { try work() }
        }
        a.pointee = Result { try first() }
        group.wait()
        return (a.pointee!, b.pointee!)
    }
}
