// The order-preserving parallel map that rendering and linting use, and
// `both`, which runs the lint gate beside rendering: results in input order,
// errors by index, and both outcomes kept whatever the other did.
import Dispatch
import Foundation
import MomgenParallel
import XCTest

final class ParallelMapTests: XCTestCase {
    private struct Failure: Error, Equatable {
        let index: Int
    }

    func testResultsComeBackInInputOrder() {
        XCTAssertEqual(ParallelMap.run(count: 500) { $0 * 2 }, (0..<500).map { $0 * 2 })
        XCTAssertEqual(ParallelMap.run(count: 3) { $0 + 1 }, [1, 2, 3], "below the threshold it runs in turn, alike")
    }

    func testTheFirstErrorByIndexIsThrown() {
        XCTAssertThrowsError(try ParallelMap.run(count: 100) { index -> Int in
            if index == 70 || index == 30 { throw Failure(index: index) }
            return index
        }) { XCTAssertEqual($0 as? Failure, Failure(index: 30)) }
    }

    func testBothKeepsEachOutcome() {
        let (first, second) = ParallelMap.both({ () throws -> String in throw Failure(index: 1) }, { 42 })
        XCTAssertThrowsError(try first.get()) { XCTAssertEqual($0 as? Failure, Failure(index: 1)) }
        XCTAssertEqual(try second.get(), 42, "an error of the first does not stop the second")
        let (third, fourth) = ParallelMap.both({ "lint" }, { () throws -> Int in throw Failure(index: 2) })
        XCTAssertEqual(try third.get(), "lint")
        XCTAssertThrowsError(try fourth.get())
    }

    /// With two cores the two run at the same time: the first waits for a
    /// signal only the second sends.
    func testBothRunsTheTwoAtOnce() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core: the two run in turn")
        let signal = DispatchSemaphore(value: 0)
        let (first, _) = ParallelMap.both({ signal.wait(timeout: .now() + 10) == .success }, { signal.signal() })
        XCTAssertEqual(try first.get(), true)
    }
}
