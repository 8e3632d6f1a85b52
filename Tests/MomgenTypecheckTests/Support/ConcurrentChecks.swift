// Runs independent type-checks on every core: each check is a `momgen` process
// and a compiler process, so two at once keep both cores of a CI machine busy
// where a loop kept one. Results come back in input order and assertions are
// made afterwards on the test's own thread (XCTest's assertions are not made
// from worker threads).
import Dispatch
import Foundation

/// An order-preserving concurrent map for the type-check tests.
enum ConcurrentChecks {
    /// `body(item)` for every item, concurrently, in input order; a thrown error
    /// becomes that item's failure.
    static func map<Item, Output>(_ items: [Item], _ body: (Item) throws -> Output) -> [Result<Output, Error>] {
        var results = [Result<Output, Error>?](repeating: nil, count: items.count)
        let lock = NSLock()
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let work = body
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                let result = Result { try work(items[index]) }
                lock.lock(); results[index] = result; lock.unlock()
            }
        }
        return results.map { $0! }
    }
}
