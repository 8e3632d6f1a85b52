// Real projects that ran their own mogenerator templates
// (../shared/motemplates/cases): `momgen mogenerator`, given the project's
// own templates and options, writes machine files that the project's own
// human files type-check against, with no error the committed machine files
// do not also cause (MotemplateCheck). Where ../shared/dropin holds the same
// project (same model, same committed machine files), its call sites
// (usage.swift) and the human files of that commit are checked too.
import Foundation
import MomgenTestSupport
import XCTest

final class MotemplateCasesTypecheckTests: XCTestCase {
    /// Cases whose drop-in project in ../shared/dropin has the same model
    /// and the same committed machine files, so its call sites apply.
    static let callSites: [String: String] = [
        "spotifier": "spotifier-mogencustom", "vbvmi": "versebyverse-mogencustom", "weathereport": "weathereport-mogencustom",
    ]

    /// New errors that follow from a known difference of the machine files
    /// (MogeneratorCasesTests.knownDifferences): the committed file was
    /// written by another revision of the templates than the one committed,
    /// and the human file was written against that revision.
    static let knownNewErrors: [String: String] = [
        "soundcloud": "Model.swift:35:22: value of optional type 'NSNumber?' must be unwrapped to refer to member 'intValue' of wrapped base type 'NSNumber'",
    ]

    func testCasesOwnCodeTypechecksAgainstMomgensFiles() throws {
        let root = try TestRequirements.shared("motemplates/cases", for: "type-checking real projects against their own templates' output")
        let cases = MotemplateCase.all(in: root)
        XCTAssertFalse(cases.isEmpty, "no cases in ../shared/motemplates/cases")
        var checks: [(MotemplateCase, String, [URL], URL)] = []
        for project in cases {
            let human = project.isObjectiveC
                ? project.files(in: "generated/human", ending: ".m") + project.files(in: "generated/human", ending: ".h")
                : project.files(in: "generated/human", ending: ".swift")
            checks.append((project, project.name, human, project.folder.appendingPathComponent("generated/machine")))
            if let dropinName = Self.callSites[project.name], let dropin = try? TestRequirements.shared("dropin", for: "call sites"),
               let other = DropinProject.load(dropin.appendingPathComponent(dropinName)) {
                XCTAssertTrue(Self.sameFiles(project.folder.appendingPathComponent("generated/machine"), other.folder.appendingPathComponent("generated")),
                              "\(dropinName)'s committed machine files are no longer \(project.name)'s")
                checks.append((project, "\(project.name) with \(dropinName)'s human files and call sites", other.ownFiles,
                               other.folder.appendingPathComponent("generated")))
            }
        }
        var outcomes = [MotemplateOutcome?](repeating: nil, count: checks.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: checks.count) { index in
            let (project, label, own, committed) = checks[index]
            let outcome = MotemplateCheck.run(project, label: label, ownFiles: own, committedMachine: committed)
            lock.lock(); outcomes[index] = outcome; lock.unlock()
        }
        var report = ["motemplates cases type-checked against momgen's files:"]
        for outcome in outcomes.compactMap({ $0 }) {
            let unexplained = outcome.newErrors.filter { $0 != Self.knownNewErrors[outcome.label] }
            report.append("  \(outcome.label): \(outcome.checked): "
                          + (outcome.newErrors.isEmpty ? "no new error" : "\(outcome.newErrors.count) new errors (\(outcome.newErrors.count - unexplained.count) known)")
                          + " (\(outcome.baselineErrorCount) errors with the committed files too)")
            XCTAssertTrue(unexplained.isEmpty, "\(outcome.label):\n" + unexplained.prefix(20).joined(separator: "\n"))
        }
        print(report.joined(separator: "\n"))
    }

    /// Whether two folders hold the same file names with the same bytes.
    static func sameFiles(_ one: URL, _ other: URL) -> Bool {
        let names = { (url: URL) in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
        guard names(one) == names(other) else { return false }
        return names(one).allSatisfy {
            FileManager.default.contentsEqual(atPath: one.appendingPathComponent($0).path, andPath: other.appendingPathComponent($0).path)
        }
    }
}
