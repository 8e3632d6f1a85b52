// Small helpers for the engine tests: a main object built from a
// dictionary and one-call rendering of a template string.
import MomgenDiagnostics
@testable import MomgenMiscMerge
import XCTest

/// A model object for tests: answers exactly the keys it was given.
final class TestObject: MergeObject {
    let keys: [String: MergeValue]
    init(_ keys: [String: MergeValue]) { self.keys = keys }
    func mergeValue(forKey key: String) -> MergeValue? { keys[key] }
    var mergeDescription: String { "test object" }
}

/// Renders `source` with `keys` as the main object.
func render(_ source: String, _ keys: [String: MergeValue] = [:], engine: MergeDictionary = MergeDictionary(),
            globals: MergeSymbols = MergeSymbols(), limits: MergeLimits = .standard) throws -> String {
    let template = try MergeTemplate(source: source, file: "t.motemplate", limits: limits)
    return try MergeEngine(template: template, limits: limits, globals: globals, engineSymbols: engine)
        .render(.object(TestObject(keys)))
}

/// The one-line error `body` throws, or a failure.
func errorLine(_ body: () throws -> Any, file: StaticString = #filePath, line: UInt = #line) -> String {
    do {
        _ = try body()
        XCTFail("expected an error", file: file, line: line)
        return ""
    } catch {
        return "\(error)"
    }
}

/// Three attribute-like objects named a, b, c.
let abc: MergeValue = .list(["a", "b", "c"].map { .object(TestObject(["name": .string($0)])) })
