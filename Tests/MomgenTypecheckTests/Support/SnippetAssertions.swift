// Assertions for hand-written snippets: they type-check against the stub, or
// the stub rejects them with the error Apple's SDK gives.
import XCTest

/// Asserts that `source` type-checks against the stub.
func assertTypechecks(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
    let result = Typechecker.check(source: source)
    XCTAssertTrue(result.ok, "expected the snippet to type-check:\n\(result.diagnostics)", file: file, line: line)
}

/// Asserts that the stub rejects `source` with an error containing `expected`,
/// so a snippet cannot pass by failing for an unrelated reason.
func assertRejected(_ source: String, because expected: String, file: StaticString = #filePath, line: UInt = #line) {
    let result = Typechecker.check(source: source)
    XCTAssertFalse(result.ok, "expected the snippet to be rejected (\(expected)), but it type-checked", file: file, line: line)
    let errors = result.diagnostics.split(separator: "\n").filter { $0.contains("error:") }
    XCTAssertTrue(errors.contains { $0.contains(expected) },
                  "expected an error containing \"\(expected)\"; got:\n\(result.diagnostics)", file: file, line: line)
}
