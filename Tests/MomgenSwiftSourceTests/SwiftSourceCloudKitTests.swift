// The CloudKit rules turn on from the code itself: a
// `ModelConfiguration(cloudKitDatabase:)` other than `.none`, anywhere in
// the sources (here inside a function body, where apps build it), puts the
// schemas under them as `usedWithCloudKit="YES"` does; `.none` and a
// configuration without the argument (SwiftData's `.automatic`, which
// depends on entitlements momgen does not read) leave them to `--cloudkit`.
import Foundation
import MomgenSwiftSource
import MomgenTestSupport
import XCTest

final class SwiftSourceCloudKitTests: XCTestCase {
    private static let item = """
    import SwiftData

    @Model final class Item {
        @Attribute(.unique) var code: String = ""
        init() {}
    }
    """

    private static func app(_ argument: String) -> String {
        """
        import SwiftData

        enum Store {
            static func container() throws -> ModelContainer {
                let configuration = ModelConfiguration(\(argument))
                return try ModelContainer(for: Item.self, configurations: configuration)
            }
        }
        """
    }

    private func lint(_ argument: String) throws -> (status: Int32, stdout: String) {
        let folder = TestPaths.temporaryFolder("momgen-swiftsource-cloudkit")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.item.utf8).write(to: folder.appendingPathComponent("Item.swift"))
        try Data(Self.app(argument).utf8).write(to: folder.appendingPathComponent("Store.swift"))
        let run = try MomgenProcess.run(["lint", folder.path, "--quiet"])
        return (run.status, run.stdout)
    }

    func testAPrivateCloudKitDatabaseTurnsTheRulesOn() throws {
        let synced = try lint(#"cloudKitDatabase: .private("iCloud.com.example.app")"#)
        XCTAssertNotEqual(synced.status, 0)
        let unique = synced.stdout.split(separator: "\n").filter { $0.contains("[cloudkit-unique-constraint]") }
        XCTAssertEqual(unique.count, 1, synced.stdout)
        XCTAssertTrue(unique.first?.contains("Item.swift:4:") == true, "at the attribute's line: \(synced.stdout)")
    }

    func testNoneAndTheDefaultLeaveThemOff() throws {
        for argument in ["cloudKitDatabase: .none", "isStoredInMemoryOnly: false"] {
            let local = try lint(argument)
            XCTAssertFalse(local.stdout.contains("cloudkit-"), "\(argument): \(local.stdout)")
        }
    }

    func testTheReaderRecordsEveryArgument() throws {
        let model = try SwiftSourceReader().read([
            SwiftSourceFile(path: "Item.swift", text: Self.item),
            SwiftSourceFile(path: "Store.swift", text: Self.app("cloudKitDatabase: .automatic")),
        ])
        XCTAssertEqual(model.cloudKitDatabases.map(\.value), [".automatic"])
        XCTAssertEqual(model.cloudKitDatabases.first?.location.line, 5)
        XCTAssertEqual(model.current?.model.configurations.first?.isUsedWithCloudKit, true)
    }
}
