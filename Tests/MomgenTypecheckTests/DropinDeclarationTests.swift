// Declaration by declaration, momgen's machine files for the mogenerator
// projects of ../shared/dropin declare what the committed ones declare: every
// property with the same type, every function with the same parameters and
// result (DropinFlags gives each project's flags; DeclarationTypes reads the files).
import Foundation
import MomgenTestSupport
import XCTest

final class DropinDeclarationTests: XCTestCase {
    func testMogeneratorProjectsDeclareWhatTheCommittedFilesDeclare() throws {
        let root = try TestRequirements.shared("dropin", for: "the drop-in projects")
        let projects = DropinProject.all(in: root).filter { $0.origin == .mogenerator }
        XCTAssertFalse(projects.isEmpty, "no mogenerator projects in ../shared/dropin")
        var summary: [String] = []
        for project in projects {
            guard let model = project.model else { XCTFail("\(project.name): no model"); continue }
            let output = TestPaths.temporaryFolder("momgen-dropin-declarations")
            defer { try? FileManager.default.removeItem(at: output) }
            let run = try MomgenProcess.run(["generate", model.path, "--output", output.path, "--force"] + DropinFlags.arguments(for: project))
            XCTAssertEqual(run.status, 0, "\(project.name): \(run.stderr)")
            var compared = 0, differences: [String] = []
            for committed in project.swiftFiles(in: "generated") {
                let ours = output.appendingPathComponent(committed.lastPathComponent)
                let theirs = DeclarationTypes(source: try String(contentsOf: committed, encoding: .utf8))
                let generated = DeclarationTypes(source: (try? String(contentsOf: ours, encoding: .utf8)) ?? "")
                compared += theirs.types.count
                differences += theirs.differences(from: generated, file: committed.lastPathComponent)
            }
            summary.append("  \(project.name): \(compared - differences.count) of \(compared) declarations the same")
            XCTAssertEqual(differences, [], "\(project.name): declarations differ from the committed files")
        }
        print("drop-in declarations (committed mogenerator files vs momgen):\n" + summary.joined(separator: "\n"))
    }
}
