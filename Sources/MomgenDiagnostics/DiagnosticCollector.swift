// Where stages send recoverable findings.
//
// A stage never prints: it hands findings to a collector that the caller
// chose, so tests can record them and the CLI can print or count them.

/// Receives diagnostics from a pipeline stage.
public protocol DiagnosticCollector: AnyObject {
    func emit(_ diagnostic: Diagnostic)
}

/// A collector that keeps every diagnostic in memory, in arrival order.
public final class RecordingCollector: DiagnosticCollector {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The recorded diagnostics in report order.
    public var sorted: [Diagnostic] {
        diagnostics.sorted(by: Diagnostic.reportOrder)
    }
}
