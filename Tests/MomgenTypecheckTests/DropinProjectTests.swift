// Real projects that committed their generated Core Data files
// (../shared/dropin) switch to momgen: each is generated with the switching
// guide's flags for its origin and era (DropinFlags), and the project's own
// class files and call sites type-check against momgen's output on the stub
// with no error the committed files do not also cause (DropinCheck).
import Foundation
import MomgenTestSupport
import XCTest

final class DropinProjectTests: XCTestCase {
    /// The projects whose own code compiles unchanged against momgen today.
    /// A project that stops compiling fails the test; one that starts
    /// compiling fails it too, until it is added here.
    static let compilesUnchanged: Set<String> = [
        "foodie-mogen132", "kestrel-mogen131", "spotifier-mogencustom", "versebyverse-mogencustom", "weathereport-mogencustom",
        "babylonhealth-xcode8", "chefbook-xcode10", "githubusers-xcode12", "jordancollectionview-xcode8",
        "parentingapp-xcode26", "taskee2-xcode11", "tracker-xcode14", "trigoymiel-xcode26",
    ]

    func testDropinProjectsCompileUnchanged() throws {
        let root = try TestRequirements.shared("dropin", for: "the drop-in projects")
        let projects = DropinProject.all(in: root)
        XCTAssertFalse(projects.isEmpty, "no projects in ../shared/dropin")
        var outcomes = [DropinOutcome?](repeating: nil, count: projects.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: projects.count) { index in
            let outcome = DropinCheck.run(projects[index], arguments: DropinFlags.arguments(for: projects[index]))
            lock.lock(); outcomes[index] = outcome; lock.unlock()
        }
        let results = outcomes.compactMap { $0 }
        print(DropinReport.text(results))
        for outcome in results {
            let expected = Self.compilesUnchanged.contains(outcome.project)
            if expected, !outcome.compilesUnchanged {
                XCTFail("\(outcome.project) no longer compiles unchanged:\n" + outcome.newErrors.prefix(20).joined(separator: "\n"))
            } else if !expected, outcome.compilesUnchanged {
                XCTFail("\(outcome.project) now compiles unchanged: add it to DropinProjectTests.compilesUnchanged")
            }
        }
    }
}
