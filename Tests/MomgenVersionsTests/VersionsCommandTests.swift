// `momgen versions`: the plist form equals momc's VersionInfo.plist (as
// property lists, key for key), the JSON form has the documented fields, the
// text form is a reviewed golden, and every corpus bundle lists without error.
import Foundation
import MomgenTestSupport
import XCTest

final class VersionsCommandTests: XCTestCase {
    func testPlistEqualsMomcsVersionInfo() throws {
        let root = try TestRequirements.shared("momc-pairs", for: "comparing with momc's VersionInfo.plist")
        let folder = TestPaths.temporaryFolder("versions-plist")
        defer { try? FileManager.default.removeItem(at: folder) }
        for slug in ["cartkit", "graphnext", "pulsum"] {
            let pair = root.appendingPathComponent(slug)
            let expected = try VersionInfo(pair.appendingPathComponent("VersionInfo.plist"))
            let model = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: pair.path).first { $0.hasSuffix(".xcdatamodel") })
            let name = String(model.dropLast(".xcdatamodel".count))
            var input = pair.appendingPathComponent(model).path
            if let current = expected.currentVersion {
                // momc compiled these from a bundle: rebuild it around the version.
                let bundle = folder.appendingPathComponent("\(slug)/\(name).xcdatamodeld")
                try FileManager.default.createDirectory(at: bundle.appendingPathComponent(model), withIntermediateDirectories: true)
                try Data(contentsOf: pair.appendingPathComponent("\(model)/contents")).write(to: bundle.appendingPathComponent("\(model)/contents"))
                try CurrentVersionFile.write("\(current).xcdatamodel", to: bundle)
                input = bundle.path
            }
            let result = try MomgenProcess.run(["versions", input, "--format", "plist"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let actual = try VersionInfo(data: Data(result.stdout.utf8))
            XCTAssertEqual(actual.currentVersion, expected.currentVersion, slug)
            XCTAssertEqual(actual.checksums, expected.checksums, slug)
            XCTAssertEqual(actual.hashes, expected.hashes, slug)
            let keys = try PropertyListSerialization.propertyList(from: Data(result.stdout.utf8), format: nil) as? [String: Any]
            let expectedKeys = try PropertyListSerialization.propertyList(from: Data(contentsOf: pair.appendingPathComponent("VersionInfo.plist")), format: nil) as? [String: Any]
            XCTAssertEqual(keys.map { Set($0.keys) }, expectedKeys.map { Set($0.keys) }, slug)
        }
    }

    func testJSONHasTheDocumentedFields() throws {
        let result = try MomgenProcess.run(["versions", TestPaths.sampleModel("Journal"), "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let versions = try XCTUnwrap(json["versions"] as? [[String: Any]])
        XCTAssertEqual(versions.map { $0["name"] as? String }, ["Journal", "Journal 2"])
        XCTAssertEqual(versions.map { $0["current"] as? Bool }, [false, true])
        XCTAssertEqual(json["current"] as? String, "Journal 2")
        for version in versions {
            let checksum = try XCTUnwrap(version["checksum"] as? String)
            XCTAssertEqual(Data(base64Encoded: checksum)?.count, 32)
            let hashes = try XCTUnwrap(version["entityHashes"] as? [String: String])
            XCTAssertFalse(hashes.isEmpty)
            XCTAssertTrue(hashes.values.allSatisfy { Data(base64Encoded: $0)?.count == 32 })
        }
        XCTAssertTrue(versions[0]["changesFromPrevious"] is NSNull)
        let changes = try XCTUnwrap(versions[1]["changesFromPrevious"] as? [String: Any])
        XCTAssertNotNil(changes["migrationNeeded"] as? Bool)
    }

    func testTextGolden() throws {
        for name in ["Journal", "BookStore"] {
            let result = try MomgenProcess.run(["versions", "SampleModels/\(name).xcdatamodeld"])
            XCTAssertEqual(result.status, 0, result.stderr)
            GoldenFile.assertMatches(result.stdout, "versions/\(name).txt")
        }
    }

    func testEveryCorpusBundleListsItsVersions() throws {
        let corpus = try TestRequirements.shared(for: "listing the versions of every corpus bundle")
        let models = corpus.appendingPathComponent("models")
        var bundles = 0
        for slug in try FileManager.default.contentsOfDirectory(atPath: models.path).sorted() {
            let folder = models.appendingPathComponent(slug)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".xcdatamodeld") {
                bundles += 1
                let result = try MomgenProcess.run(["versions", folder.appendingPathComponent(name).path, "--format", "json"])
                XCTAssertEqual(result.status, 0, "\(slug): \(result.stderr)")
                let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
                let versions = json?["versions"] as? [[String: Any]] ?? []
                let folders = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path).filter { $0.hasSuffix(".xcdatamodel") }
                XCTAssertEqual(versions.count, folders.count, slug)
                // Versions whose hashes are equal need no migration between them.
                for (index, version) in versions.enumerated().dropFirst() {
                    let changes = version["changesFromPrevious"] as? [String: Any]
                    let same = (versions[index - 1]["entityHashes"] as? [String: String]) == (version["entityHashes"] as? [String: String])
                    XCTAssertEqual(changes?["migrationNeeded"] as? Bool, !same, "\(slug) \(version["name"] ?? "")")
                }
            }
        }
        XCTAssertGreaterThan(bundles, 10)
    }
}

/// Writes `.xccurrentversion` the way Xcode does.
enum CurrentVersionFile {
    static func write(_ version: String, to bundle: URL) throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>_XCCurrentVersionName</key>
        \t<string>\(version)</string>
        </dict>
        </plist>
        """
        try Data(text.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
    }
}
