// The version order as the commands see it: from a temporary git work tree
// that replays a real bundle's history (zulip/zulip-ios-legacy added `Zulip`,
// then `Zulip 1.0`, then `Zulip2`, the current one), from momgen.yml's
// `version-order`, without git, and from the compiled reader, which must order
// a `.momd` as the source reader orders the bundle it was compiled from.
import Foundation
@testable import MomgenCore
import MomgenTestSupport
import MomgenVersions
import XCTest

final class VersionOrderLoadingTests: XCTestCase {
    /// A bundle `Zulip.xcdatamodeld` under `root` whose versions are
    /// Journal's first version under other names, current `current`.
    private func makeBundle(_ root: URL, names: [String], current: String, bundle: String = "Zulip") throws -> URL {
        let contents = try Data(contentsOf: URL(fileURLWithPath: TestPaths.sampleModel("Journal") + "/Journal.xcdatamodel/contents"))
        let url = root.appendingPathComponent("\(bundle).xcdatamodeld")
        for name in names {
            let folder = url.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try contents.write(to: folder.appendingPathComponent("contents"))
        }
        try CurrentVersionFile.write("\(current).xcdatamodel", to: url)
        return url
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("git \(arguments.first ?? "") failed (exit \(process.terminationStatus)): git is needed for this test") }
    }

    func testHistoryOrdersVersionsTheNamesCannot() throws {
        guard GitVersionHistory().executable != nil else { throw XCTSkip("no git on PATH: the history path cannot be exercised") }
        let root = TestPaths.temporaryFolder("order-git")
        defer { try? FileManager.default.removeItem(at: root) }
        try git(["init", "-q"], in: root)
        // Descriptive names the names cannot order; the history adds them in this order.
        let shipped = ["Launch", "Zulip 1.0", "Archive", "Zulip2"]
        var bundle = root
        for (index, name) in shipped.enumerated() {
            bundle = try makeBundle(root, names: Array(shipped[...index]), current: name)
            try git(["add", "-A"], in: root)
            // Commits in one second still order: git log lists children before parents.
            try git(["-c", "core.hooksPath=/dev/null", "commit", "-q", "-m", "add \(name)"], in: root)
        }
        // A version not committed yet is the newest.
        bundle = try makeBundle(root, names: shipped + ["Next"], current: "Next")
        let loaded = try ModelVersionsLoader().load(bundle.path)
        XCTAssertEqual(loaded.versions.map(\.name), shipped + ["Next"])
        XCTAssertEqual(loaded.order?.basis, .history)
        XCTAssertEqual(try ModelVersionsLoader().order(bundle.path)?.names, shipped + ["Next"])

        // Without git (nothing on PATH) the same bundle falls back to its names, and says so.
        let withoutGit = ModelVersionsLoader(ordering: VersionOrdering(history: GitVersionHistory(searchPath: "/nonexistent")))
        let guessed = try withoutGit.load(bundle.path)
        XCTAssertEqual(guessed.order?.basis, .guess)
        XCTAssertFalse(guessed.order?.notes.isEmpty ?? true)

        // The CLI: diff's default pair is the current version and the one before it.
        let diff = try MomgenProcess.run(["diff", bundle.path, "--format", "json"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("\"from\": \"Zulip2\""), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("\"to\": \"Next\""), diff.stdout)
    }

    /// Stepik's bundle was moved (`Stepic/Model.xcdatamodeld` →
    /// `Stepic/Legacy/Model/…`) in one commit, which "adds" every version
    /// there at once: the history is followed back through the move, so each
    /// version keeps the commit that really added it.
    func testHistoryFollowsTheBundleThroughAMove() throws {
        guard GitVersionHistory().executable != nil else { throw XCTSkip("no git on PATH: the history path cannot be exercised") }
        let root = TestPaths.temporaryFolder("order-git-move")
        defer { try? FileManager.default.removeItem(at: root) }
        try git(["init", "-q"], in: root)
        let shipped = ["Launch", "Zulip 1.0", "Archive", "Zulip2"]
        let old = root.appendingPathComponent("App/Model")
        for (index, name) in shipped.enumerated() {
            let bundle = try makeBundle(old, names: Array(shipped[...index]), current: name)
            // Each version its own contents, as real ones have: renames pair by content.
            let contents = bundle.appendingPathComponent("\(name).xcdatamodel/contents")
            try (String(contentsOf: contents, encoding: .utf8) + "<!-- \(name) -->\n").write(to: contents, atomically: true, encoding: .utf8)
            try git(["add", "-A"], in: root)
            try git(["-c", "core.hooksPath=/dev/null", "commit", "-q", "-m", "add \(name)"], in: root)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Legacy"), withIntermediateDirectories: true)
        try git(["mv", "App/Model", "App/Legacy/Model"], in: root)
        try git(["-c", "core.hooksPath=/dev/null", "commit", "-q", "-m", "move the model"], in: root)
        let moved = try makeBundle(root.appendingPathComponent("App/Legacy/Model"), names: shipped + ["Next"], current: "Next")
        let loaded = try ModelVersionsLoader().load(moved.path)
        XCTAssertEqual(loaded.versions.map(\.name), shipped + ["Next"])
        XCTAssertEqual(loaded.order?.basis, .history)
        // Without following the move, all four would tie at the move and sort by name.
        let unfollowed = ModelVersionsLoader(ordering: VersionOrdering(history: GitVersionHistory(maximumMoves: 0)))
        XCTAssertEqual(try unfollowed.load(moved.path).versions.map(\.name), ["Archive", "Launch", "Zulip 1.0", "Zulip2", "Next"])
    }

    /// CI checks out one commit by default (actions/checkout's fetch-depth 1):
    /// in a shallow clone the cut commit seems to add every version there,
    /// so the order among those is the names', and a note says how to fix it.
    func testAShallowCloneSaysItsHistoryCannotOrderTheFirstVersions() throws {
        guard GitVersionHistory().executable != nil else { throw XCTSkip("no git on PATH: the history path cannot be exercised") }
        let root = TestPaths.temporaryFolder("order-git-shallow")
        defer { try? FileManager.default.removeItem(at: root) }
        let origin = root.appendingPathComponent("origin")
        try FileManager.default.createDirectory(at: origin, withIntermediateDirectories: true)
        try git(["init", "-q"], in: origin)
        let shipped = ["Launch", "Zulip 1.0", "Archive", "Zulip2"]
        for (index, name) in shipped.enumerated() {
            _ = try makeBundle(origin, names: Array(shipped[...index]), current: name)
            try git(["add", "-A"], in: origin)
            try git(["-c", "core.hooksPath=/dev/null", "commit", "-q", "-m", "add \(name)"], in: origin)
        }
        let full = try ModelVersionsLoader().load(origin.appendingPathComponent("Zulip.xcdatamodeld").path)
        XCTAssertEqual(full.versions.map(\.name), shipped)
        XCTAssertFalse(full.order?.notes.contains { $0.contains("shallow") } ?? true)

        try git(["clone", "-q", "--depth", "2", "file://" + origin.path, "clone"], in: root)
        let shallow = try ModelVersionsLoader().load(root.appendingPathComponent("clone/Zulip.xcdatamodeld").path)
        // The cut commit "adds" the first three: by their names; Zulip2 after, by its own commit.
        XCTAssertEqual(shallow.versions.map(\.name), ["Archive", "Launch", "Zulip 1.0", "Zulip2"])
        XCTAssertEqual(shallow.order?.basis, .history)
        XCTAssertTrue(shallow.order?.notes.contains { $0.contains("the git clone is shallow") && $0.contains("fetch-depth: 0") } ?? false,
                      "\(shallow.order?.notes ?? [])")
    }

    func testARenameCommitNamesTheFolderMostOfItsFilesCameFrom() {
        let renames = Array("R100\0Stepic/Model.xcdatamodeld/A.xcdatamodel/contents\0Stepic/Legacy/Model/Model.xcdatamodeld/A.xcdatamodel/contents\0"
            .utf8) + Array("R097\0Other/B.xcdatamodel/contents\0Stepic/Legacy/Model/Model.xcdatamodeld/B.xcdatamodel/contents\0".utf8)
            + Array("R100\0Stepic/Model.xcdatamodeld/C.xcdatamodel/contents\0Stepic/Legacy/Model/Model.xcdatamodeld/C.xcdatamodel/contents\0".utf8)
            + Array("R100\0Stepic/x.swift\0Stepic/Legacy/x.swift\0".utf8)
        XCTAssertEqual(GitVersionHistory.previousPath(of: "Stepic/Legacy/Model/Model.xcdatamodeld", renames: renames), "Stepic/Model.xcdatamodeld")
        XCTAssertNil(GitVersionHistory.previousPath(of: "Elsewhere.xcdatamodeld", renames: renames))
    }

    func testOutsideARepositoryGitIsNotRun() throws {
        let root = TestPaths.temporaryFolder("order-no-repo")
        defer { try? FileManager.default.removeItem(at: root) }
        guard !GitVersionHistory.isInWorkTree(root.path) else { throw XCTSkip("the temporary folder is inside a git work tree") }
        let bundle = try makeBundle(root, names: ["Zulip", "Zulip 1.0", "Zulip2"], current: "Zulip2")
        XCTAssertNil(GitVersionHistory().firstAdded(bundle: bundle.path, versionSuffix: ".xcdatamodel"))
        let loaded = try ModelVersionsLoader().load(bundle.path)
        XCTAssertEqual(loaded.versions.map(\.name), ["Zulip", "Zulip 1.0", "Zulip2"])
        XCTAssertEqual(loaded.order?.basis, .mixedNames)
        let result = try MomgenProcess.run(["versions", bundle.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "version order:").count - 1, 1, "said once: \(result.stderr)")
    }

    func testDeclaredOrderInMomgenYML() throws {
        let root = TestPaths.temporaryFolder("order-declared")
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try makeBundle(root, names: ["Launch", "Sync", "Archive"], current: "Archive")
        try Data("models:\n  - path: Zulip.xcdatamodeld\n    version-order: [Launch, Sync, Archive]\n".utf8)
            .write(to: root.appendingPathComponent("momgen.yml"))
        let loaded = try ModelVersionsLoader().load(bundle.path)
        XCTAssertEqual(loaded.versions.map(\.name), ["Launch", "Sync", "Archive"])
        XCTAssertEqual(loaded.order?.basis, .declared)
        XCTAssertEqual(loaded.order?.notes, [])
    }

    func testABadDeclaredOrderIsAConfigurationProblem() throws {
        let root = TestPaths.temporaryFolder("order-declared-bad")
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try makeBundle(root, names: ["Launch", "Sync"], current: "Sync")
        try Data("models:\n  - path: Zulip.xcdatamodeld\n    version-order: [Launch, Launch]\n".utf8)
            .write(to: root.appendingPathComponent("momgen.yml"))
        let result = try MomgenProcess.run(["lint", bundle.path], in: root)
        XCTAssertTrue(result.stdout.contains("models[0].version-order"), result.stdout + result.stderr)
        // Not declared: the order falls back to the names, and nothing fails.
        XCTAssertEqual(try ModelVersionsLoader().load(bundle.path).order?.basis, .guess)
    }

    func testCompiledAndSourceReadersAgree() throws {
        let pairs = try TestRequirements.shared("momc-pairs", for: "a real compiled .mom to build a .momd from")
        let root = TestPaths.temporaryFolder("order-momd")
        defer { try? FileManager.default.removeItem(at: root) }
        let names = ["Zulip", "Zulip 1.0", "Zulip2"]
        let mom = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: pairs.appendingPathComponent("cartkit").path).first { $0.hasSuffix(".mom") })
        let momd = root.appendingPathComponent("Zulip.momd")
        try FileManager.default.createDirectory(at: momd, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(at: pairs.appendingPathComponent("cartkit/\(mom)"), to: momd.appendingPathComponent("\(name).mom"))
        }
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>NSManagedObjectModel_CurrentVersionName</key><string>Zulip2</string></dict></plist>
        """
        try Data(plist.utf8).write(to: momd.appendingPathComponent("VersionInfo.plist"))
        let source = try makeBundle(root, names: names, current: "Zulip2")
        let compiledOrder = try ModelVersionsLoader().load(momd.path).versions.map(\.name)
        let sourceOrder = try ModelVersionsLoader().load(source.path).versions.map(\.name)
        XCTAssertEqual(compiledOrder, names)
        XCTAssertEqual(sourceOrder, names)
    }

    /// The 58-version bundle in ../shared, against the chronology its
    /// SOURCE.txt gives (git log --diff-filter=A): V22, 'V 23', 'V 31', V32, V33, 'V 34'.
    func testMeshtasticsRealBundleFollowsItsHistory() throws {
        let moves = try TestRequirements.shared("swiftdata/moves", for: "the Meshtastic bundle's version order")
        let bundle = moves.appendingPathComponent("meshtastic/model/Meshtastic/Meshtastic.xcdatamodeld").path
        let order = try XCTUnwrap(try ModelVersionsLoader().order(bundle))
        let chronology = ["MeshtasticDataModelV22", "MeshtasticDataModelV 23", "MeshtasticDataModelV 31",
                          "MeshtasticDataModelV32", "MeshtasticDataModelV33", "MeshtasticDataModelV 34"]
        let positions = try chronology.map { try XCTUnwrap(order.index(of: $0), $0) }
        XCTAssertEqual(positions, positions.sorted())
        XCTAssertEqual(order.names.count, 58)
        XCTAssertEqual(order.names.first, "MeshtasticDataModel")
        XCTAssertEqual(order.names.last, "MeshtasticDataModelV 58")
        XCTAssertEqual(order.basis, .mixedNames)
    }
}
