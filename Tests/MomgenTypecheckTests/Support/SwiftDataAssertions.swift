// Assertions for SwiftData snippets checked against the stand-in: they type-check,
// or the compiler rejects them with the error Apple's compiler gives.
import XCTest

/// Asserts that `source` has no error against the stand-in at `target`.
func assertSwiftDataAccepts(
    _ source: String, at target: SwiftDataStandIn.DeploymentTarget = .iOS26,
    mode: Typechecker.LanguageMode = .swift5, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let errors = try SwiftDataStandIn.typecheck(source: source, deploymentTarget: target, mode: mode).errors
        XCTAssertEqual(errors, [], "expected no error at \(target.rawValue):\n\(errors.listing)", file: file, line: line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// Asserts that the stand-in rejects `source` at `target` with an error containing
/// `expected`, on `snippetLine` when given (1-based), so a snippet cannot pass by
/// failing for an unrelated reason.
func assertSwiftDataRejects(
    _ source: String, because expected: String, onLine snippetLine: Int? = nil,
    at target: SwiftDataStandIn.DeploymentTarget = .iOS26, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let errors = try SwiftDataStandIn.typecheck(source: source, deploymentTarget: target).errors
        let matching = errors.filter { $0.message.contains(expected) && (snippetLine == nil || $0.line == snippetLine) }
        XCTAssertFalse(matching.isEmpty,
                       "expected an error containing \"\(expected)\"\(snippetLine.map { " on line \($0)" } ?? "") at \(target.rawValue); got:\n\(errors.listing)",
                       file: file, line: line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
