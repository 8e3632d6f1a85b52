// Issue 42, item 3, on the real projects of ../shared/motemplates/cases2:
// `momgen init && momgen` in each repository as committed. Whatever init
// can or cannot configure, the invariant holds: no type is declared twice
// afterwards, no human file changes, and mogenerator's machine files stay
// at their committed paths. Where the command line is committed in a place
// init reads, it is found.
@testable import MomgenProject
import Foundation
import MomgenTestSupport
import XCTest

final class InitRealProjectsSwitchTests: XCTestCase {
    /// The cases whose command line init finds (the rest have none
    /// committed, or keep it where init does not yet read it).
    static let commandLineFound: Set<String> = ["genealogy", "hackerbookpro", "jzb", "mew-ed2bfe8", "sync-ios"]

    /// Every file below `folder` but momgen's own state, with its bytes.
    private func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            guard !path.contains(".momgen"), path != "momgen.yml" else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            }
        }
        return files
    }

    /// Names declared in more than one file.
    private func doubled(_ folder: URL) -> Set<String> {
        let index = TypeDeclarationIndex(root: folder.path)
        return Set(index.sites.filter { Set($0.value.map(\.file)).count > 1 }.keys)
    }

    func testNoTypeDeclaredTwiceAndHumanFilesUntouched() throws {
        let cases = try TestRequirements.shared("motemplates/cases2", for: "momgen init && momgen on real mogenerator and Xcode-codegen projects")
        let header = Data("// DO NOT EDIT. This file is machine-generated and constantly overwritten.".utf8)
        var report: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted() {
            let repo = cases.appendingPathComponent(name).appendingPathComponent("repo")
            guard FileManager.default.fileExists(atPath: repo.path) else { continue }
            let folder = TestPaths.temporaryFolder("init-cases2-\(name)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.copyItem(at: repo, to: folder)
            let before = snapshot(folder)
            let doubledBefore = doubled(folder)
            let machine = Set(before.filter { ($0.key as NSString).lastPathComponent.hasPrefix("_") && $0.value.prefix(400).range(of: header) != nil }.keys)
            let initRun = try MomgenProcess.run(["init"], in: folder)
            XCTAssertEqual(initRun.status, 0, "\(name): \(initRun.stderr)")
            if Self.commandLineFound.contains(name) {
                XCTAssertTrue(initRun.stdout.contains("mogenerator's command line for this model"), "\(name): \(initRun.stdout)")
            }
            let build = try MomgenProcess.run([], in: folder)
            let after = snapshot(folder)
            XCTAssertEqual(doubled(folder).subtracting(doubledBefore), [], "\(name): a type declared twice\n\(build.stdout)")
            for (path, bytes) in before where !machine.contains(path) {
                XCTAssertEqual(after[path], bytes, "\(name): \(path) is the team's and changed")
            }
            for path in machine { XCTAssertNotNil(after[path], "\(name): \(path) left its committed path") }
            let created = after.keys.filter { before[$0] == nil }
            XCTAssertEqual(created, [], "\(name): new files beside the committed ones")
            report.append("\(name): build \(build.status), \(machine.filter { after[$0] != before[$0] }.count)/\(machine.count) machine files rewritten")
        }
        print("init && momgen on cases2: " + report.joined(separator: "; "))
    }
}
