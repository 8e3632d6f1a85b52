// The DDL of every synthetic model that lint passes executes in SQLite: each
// shape of scripts/make-synthetic-model (the benchmark's models, including the
// hostile ones), and a hierarchy on both sides of SQLite's column limit, where
// lint must flag exactly the model whose DDL SQLite refuses.
import Foundation
import MomgenCore
import MomgenDDL
import MomgenDiagnostics
import MomgenLint
import MomgenStore
import MomgenTestSupport
import XCTest

final class SyntheticModelExecutionTests: XCTestCase {
    /// Writes `scripts/make-synthetic-model --shape shape [--depth d] n` into a
    /// temporary folder and returns the model's path.
    private func synthetic(_ shape: String, _ n: Int, depth: Int? = nil, in folder: URL) throws -> String {
        let model = folder.appendingPathComponent("\(shape)-\(n).xcdatamodel")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TestPaths.repoRoot.appendingPathComponent("scripts/make-synthetic-model").path,
                             "--shape", shape] + (depth.map { ["--depth", String($0)] } ?? []) + [String(n), model.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "make-synthetic-model --shape \(shape) \(n)")
        return model.path
    }

    /// Lint errors of the model, and whether its DDL executes (nil) or SQLite's error.
    private func check(_ path: String) throws -> (errors: [String], sqliteError: String?) {
        let resolved = try ModelLoader().load(path).resolved
        let errors = Linter().lint(resolved).filter { $0.severity == .error }.map { "\($0.ruleID): \($0.message)" }
        let database = try SQLiteDatabase.inMemory()
        do {
            try database.execute(SQLRenderer(annotate: true, includeRows: true).render(SchemaBuilder().build(resolved)))
            return (errors, nil)
        } catch {
            return (errors, "\(error)")
        }
    }

    func testEveryLintCleanShapeExecutes() throws {
        try TestRequirements.tool("python3", install: "install python3 (Debian: apt-get install python3)")
        let folder = TestPaths.temporaryFolder("synthetic-shapes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let models = [
            try synthetic("entities", 40, in: folder),
            try synthetic("inheritance-chain", 250, depth: 100, in: folder),
            try synthetic("many-to-many", 300, in: folder),
            try synthetic("fetch-variables", 200, in: folder),
            try synthetic("wide-hierarchy", 1997, in: folder),
        ]
        for model in models {
            let (errors, sqliteError) = try check(model)
            XCTAssertEqual(errors, [], model)
            XCTAssertNil(sqliteError, model)
        }
    }

    func testOneColumnOverTheLimitIsALintErrorAndSQLiteRefusesIt() throws {
        try TestRequirements.tool("python3", install: "install python3 (Debian: apt-get install python3)")
        let folder = TestPaths.temporaryFolder("synthetic-wide")
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1,998 attributes + Z_PK, Z_ENT, Z_OPT = 2,001 columns.
        let (errors, sqliteError) = try check(try synthetic("wide-hierarchy", 1998, in: folder))
        XCTAssertEqual(errors, ["sqlite-column-limit: the table of the hierarchy under 'Wide0' needs 2001 columns, more than SQLite's limit of 2000; Core Data cannot create the store"])
        XCTAssertTrue(sqliteError?.contains("too many columns") == true, sqliteError ?? "executed")
    }
}
