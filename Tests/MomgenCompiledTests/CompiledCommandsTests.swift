// Every MODEL argument accepts compiled forms, `versions X.momd` reproduces
// momc's VersionInfo.plist, and `decompile` round-trips: decompile →
// versions gives the input's hashes, and diff against the source is empty.
import Foundation
import MomgenCompiled
import MomgenCore
import MomgenTestSupport
import MomgenVersions
import XCTest

final class CompiledCommandsTests: XCTestCase {
    var folder: URL!

    override func setUp() {
        folder = TestPaths.temporaryFolder("compiled-cli")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func writeFixture(_ name: String = "Fixture.mom", in directory: URL? = nil) throws -> String {
        let url = (directory ?? folder).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(ArchiveFixture.bytes()).write(to: url)
        return url.path
    }

    func testEveryModelCommandAcceptsAMom() throws {
        let mom = try writeFixture()
        let out = folder.appendingPathComponent("out").path
        let runs: [[String]] = [
            ["dump", mom], ["dump", mom, "--format", "text"], ["ddl", mom], ["diagram", mom], ["versions", mom],
            ["generate", mom, "--output", out, "--force"], ["diff", mom, mom], ["lint", mom],
        ]
        for arguments in runs {
            let result = try MomgenProcess.run(arguments)
            XCTAssertTrue(result.status == 0 || (arguments[0] == "lint" && result.status == 1),
                          "\(arguments.joined(separator: " ")): exit \(result.status)\n\(result.stderr)")
            XCTAssertFalse(result.stdout.isEmpty && result.stderr.isEmpty, arguments.joined(separator: " "))
        }
        let generated = try FileManager.default.contentsOfDirectory(atPath: out)
        XCTAssertTrue(generated.contains { $0.contains("Employee") }, "\(generated)")
    }

    func testMomdVersionsReproduceVersionInfo() throws {
        let root = try TestRequirements.shared("momc-pairs", for: "compiled bundles")
        var checked = 0
        for pair in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let source = root.appendingPathComponent(pair)
            guard let mom = (try? FileManager.default.contentsOfDirectory(atPath: source.path))?.first(where: { $0.hasSuffix(".mom") }) else { continue }
            // Assemble the .momd momc would have written, outside the repository.
            let momd = folder.appendingPathComponent("\(pair).momd")
            try FileManager.default.createDirectory(at: momd, withIntermediateDirectories: true)
            for name in [mom, "VersionInfo.plist"] {
                try Data(contentsOf: source.appendingPathComponent(name)).write(to: momd.appendingPathComponent(name))
            }
            let bundle = try CompiledBundle(path: momd.path)
            let result = try MomgenProcess.run(["versions", momd.path, "--format", "json"])
            XCTAssertEqual(result.status, 0, result.stderr)
            for (_, entities) in bundle.versionHashes {
                for (entity, hash) in entities {
                    XCTAssertTrue(result.stdout.contains(Base64.encode(hash)), "\(pair) \(entity)")
                }
            }
            checked += 1
        }
        XCTAssertEqual(checked, 3)
    }

    func testDecompileRoundTripsMomcPairs() throws {
        let root = try TestRequirements.shared("momc-pairs", for: "decompile round trip")
        for pair in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let source = root.appendingPathComponent(pair)
            guard let mom = (try? FileManager.default.contentsOfDirectory(atPath: source.path))?.first(where: { $0.hasSuffix(".mom") }) else { continue }
            let version = String(mom.dropLast(4))
            let out = folder.appendingPathComponent(pair)
            let result = try MomgenProcess.run(["decompile", source.appendingPathComponent(mom).path, "--output", out.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            let decompiled = out.appendingPathComponent("\(version).xcdatamodel").path
            let compiled = try ModelLoader().load(source.appendingPathComponent(mom).path)
            let back = try ModelLoader().load(decompiled)
            XCTAssertEqual(ModelVersionHashes(back.resolved).base64ByEntity, ModelVersionHashes(compiled.resolved).base64ByEntity, pair)
            let original = try ModelLoader().load(source.appendingPathComponent("\(version).xcdatamodel").path)
            let diff = ModelDiff().diff(from: original.resolved, named: "source", to: back.resolved, named: "decompiled")
            XCTAssertEqual(diff.changes.map(\.reason), [], pair)
            // Deterministic: a second run writes the same bytes.
            let again = folder.appendingPathComponent(pair + "-again")
            _ = try MomgenProcess.run(["decompile", source.appendingPathComponent(mom).path, "--output", again.path])
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: decompiled + "/contents")),
                           try Data(contentsOf: again.appendingPathComponent("\(version).xcdatamodel/contents")))
        }
    }

    func testDecompileStoreGivesTheMetadataHashes() throws {
        _ = try TestRequirements.shared("ddl-pairs", for: "store model caches")
        for pair in try DDLPair.all() {
            let store = try StoreCopy.of(pair)
            defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
            let out = folder.appendingPathComponent(pair.slug)
            let files = try Decompiler().files(for: store.path)
            XCTAssertEqual(files.count, 1)
            let target = out.appendingPathComponent(files[0].path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files[0].contents.write(to: target, atomically: true, encoding: .utf8)
            let back = try ModelLoader().load(target.deletingLastPathComponent().path)
            XCTAssertEqual(ModelVersionHashes(back.resolved).base64ByEntity, try StoreMetadata.read(path: store.path).entityHashes, pair.slug)
        }
    }

    func testDecompileMomdWritesEveryVersionAndTheCurrentOne() throws {
        let momd = folder.appendingPathComponent("Staff.momd")
        _ = try writeFixture("Staff.mom", in: momd)
        _ = try writeFixture("Staff 2.mom", in: momd)
        let info = TestPlistWriter.write([.dict([(1, 2)]), .ascii("NSManagedObjectModel_CurrentVersionName"), .ascii("Staff 2")])
        try Data(info).write(to: momd.appendingPathComponent("VersionInfo.plist"))
        let out = folder.appendingPathComponent("out")
        let result = try MomgenProcess.run(["decompile", momd.path, "--output", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n"), [
            "Staff.xcdatamodeld/Staff.xcdatamodel/contents", "Staff.xcdatamodeld/Staff 2.xcdatamodel/contents",
            "Staff.xcdatamodeld/.xccurrentversion",
        ])
        let versions = try ModelVersionsLoader().load(out.appendingPathComponent("Staff.xcdatamodeld").path)
        XCTAssertEqual(versions.versions.map(\.name), ["Staff", "Staff 2"])
        XCTAssertEqual(versions.current?.name, "Staff 2")
        let compiled = try ModelVersionsLoader().load(momd.path)
        XCTAssertEqual(compiled.current?.name, "Staff 2")
        XCTAssertEqual(versions.current?.hashes.base64ByEntity, compiled.current?.hashes.base64ByEntity)
        // The decompiled fixture keeps what the decoder read.
        let back = try XCTUnwrap(versions.current?.loaded.declared)
        let employee = try XCTUnwrap(back.entities.first { $0.name == "Employee" })
        XCTAssertEqual(employee.fetchedProperties.first?.fetchRequest?.predicateString, "(team == $FETCH_SOURCE.team) AND (age > 30)")
        XCTAssertEqual(back.configurations.first?.members.map(\.name), ["Employee", "Team"])
    }

    func testModelVersionPicksAMomOfTheBundle() throws {
        let momd = folder.appendingPathComponent("Staff.momd")
        _ = try writeFixture("Staff.mom", in: momd)
        _ = try writeFixture("Staff 2.mom", in: momd)
        // No VersionInfo.plist: two versions and none current.
        let none = try MomgenProcess.run(["dump", momd.path])
        XCTAssertEqual(none.status, 2, none.stderr)
        XCTAssertTrue(none.stderr.contains("--model-version"), none.stderr)
        let picked = try MomgenProcess.run(["dump", momd.path, "--model-version", "Staff"])
        XCTAssertEqual(picked.status, 0, picked.stderr)
        let missing = try MomgenProcess.run(["dump", momd.path, "--model-version", "Staff 9"])
        XCTAssertEqual(missing.status, 2, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("'Staff', 'Staff 2'"), missing.stderr)
    }

    /// Other model compilers write VersionInfo.plist as XML; its current
    /// version is honoured as momc's binary one is.
    func testXMLVersionInfoNamesTheCurrentVersion() throws {
        let momd = folder.appendingPathComponent("Staff.momd")
        _ = try writeFixture("Staff.mom", in: momd)
        _ = try writeFixture("Staff 2.mom", in: momd)
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>NSManagedObjectModel_CurrentVersionName</key><string>Staff</string></dict></plist>
        """
        try xml.write(to: momd.appendingPathComponent("VersionInfo.plist"), atomically: true, encoding: .utf8)
        let versions = try ModelVersionsLoader().load(momd.path)
        XCTAssertEqual(versions.current?.name, "Staff")
        try Data("neither".utf8).write(to: momd.appendingPathComponent("VersionInfo.plist"))
        let result = try MomgenProcess.run(["dump", momd.path])
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertTrue(result.stderr.contains("not a readable VersionInfo.plist"), result.stderr)
    }

    func testOmoOnlyBundleIsOneLine() throws {
        let momd = folder.appendingPathComponent("Fast.momd")
        try FileManager.default.createDirectory(at: momd, withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: momd.appendingPathComponent("Fast.omo"))
        let result = try MomgenProcess.run(["dump", momd.path])
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains(".omo"), result.stderr)
    }
}

/// `store --extract-model` (issue 24 §4) and names made safe on the way out.
final class ExtractModelTests: XCTestCase {
    /// After an in-place edit no bundle version wrote the store; the model
    /// extracted from its cache is one that `store` reports as the writer.
    func testExtractedModelIsReportedAsTheWriter() throws {
        _ = try TestRequirements.shared("ddl-pairs", for: "store model caches")
        let folder = TestPaths.temporaryFolder("extract-model")
        defer { try? FileManager.default.removeItem(at: folder) }
        for pair in try DDLPair.all().prefix(3) {
            let store = try StoreCopy.of(pair)
            defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
            let out = folder.appendingPathComponent(pair.slug)
            let first = try MomgenProcess.run(["store", pair.bundle, store.path, "--model-version", pair.version, "--extract-model", out.path])
            XCTAssertTrue(first.status == 0 || first.status == 1, first.stderr)
            let extracted = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: out.path).first { $0.hasSuffix(".xcdatamodel") })
            let check = try MomgenProcess.run(["store", out.appendingPathComponent(extracted).path, store.path, "--format", "json"])
            XCTAssertEqual(check.status, 0, "\(pair.slug): \(check.stdout)\(check.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
            XCTAssertEqual(json?["compatible"] as? Bool, true, pair.slug)
        }
    }

    func testHostileVersionNamesBecomeSafeFileNames() throws {
        let folder = TestPaths.temporaryFolder("hostile-names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let momd = folder.appendingPathComponent("App.momd")
        try FileManager.default.createDirectory(at: momd, withIntermediateDirectories: true)
        let hostile = "App 2\n::error file=Secret.swift::owned\u{202E}"
        try Data(ArchiveFixture.bytes()).write(to: momd.appendingPathComponent(hostile + ".mom"))
        let files = try Decompiler().files(for: momd.path)
        XCTAssertEqual(files.map(\.path), [
            "App.xcdatamodeld/App 2___error file=Secret.swift__owned_.xcdatamodel/contents",
            "App.xcdatamodeld/.xccurrentversion",
        ])
        for file in files {
            XCTAssertFalse(file.path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
        }
    }
}
