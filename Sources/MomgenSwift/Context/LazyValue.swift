// A value built on first use, once, from any thread: the model context's
// entity contexts and merged imports, which a run that renders a few edited
// entities needs only if a model-level template reads them.
import Foundation

/// A value given, or computed once on first use (from any thread).
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`; `compute` is dropped once it has run.
    private var computed: Value?
    private var compute: (@Sendable () -> Value)?
    private let lock = NSLock()

    init(_ value: Value) {
        computed = value
    }

    init(computing: @escaping @Sendable () -> Value) {
        compute = computing
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let value = compute!()
        computed = value
        compute = nil
        return value
    }
}
