// Issue 24 §4: a real store and the version that wrote it, that version then
// edited in place (an attribute made required, one retyped, one renamed
// without an identifier, an entity added, a relationship's destination
// changed). No version of the bundle wrote the
// store any more; `store` explains the edits from the store's own model, as
// `diff` names them, and `--extract-model` gives back the writer.
import Foundation
import MomgenTestSupport
import XCTest

final class InPlaceEditTests: XCTestCase {
    func testStoreExplainsInPlaceEditsFromItsOwnModel() throws {
        _ = try TestRequirements.shared("ddl-pairs", for: "in-place edits of a real store's model")
        let pair = try XCTUnwrap(DDLPair.all().first { $0.slug == "bnr-coredatastack-testmodel" })
        let store = try StoreCopy.of(pair)
        let folder = store.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundleName = URL(fileURLWithPath: pair.bundle).lastPathComponent
        let bundle = folder.appendingPathComponent(bundleName)
        try FileManager.default.copyItem(atPath: pair.bundle, toPath: bundle.path)
        let contents = bundle.appendingPathComponent("\(pair.version).xcdatamodel/contents")
        var xml = try String(contentsOf: contents, encoding: .utf8)
        let edits = [
            (#"<attribute name="firstName" optional="YES" attributeType="String""#, #"<attribute name="firstName" attributeType="String""#),
            (#"<attribute name="title" optional="YES" attributeType="String""#, #"<attribute name="title" optional="YES" attributeType="Binary""#),
            (#"<attribute name="lastName" "#, #"<attribute name="surname" "#),
            (#"name="authors" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author""#,
             #"name="authors" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="AddedInPlace""#),
            ("    <elements>", "    <entity name=\"AddedInPlace\" syncable=\"YES\">\n        <attribute name=\"x\" optional=\"YES\" attributeType=\"String\"/>\n    </entity>\n    <elements>"),
        ]
        for (old, new) in edits {
            XCTAssertTrue(xml.contains(old), old)
            xml = xml.replacingOccurrences(of: old, with: new)
        }
        try xml.write(to: contents, atomically: true, encoding: .utf8)

        let result = try MomgenProcess.run(["store", bundle.path, store.path, "--model-version", pair.version])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("written by: no version of this bundle"), result.stdout)
        for expected in [
            "Author.firstName: attribute `firstName` became required",
            "Book.title: attribute `title` changed type from String to Binary",
            "Author.lastName: attribute `lastName` removed",
            "entity AddedInPlace added",
            "Book.authors: relationship `authors` now points to AddedInPlace instead of Author",
        ] {
            XCTAssertTrue(result.stdout.contains(expected), "missing '\(expected)' in:\n\(result.stdout)")
        }
        XCTAssertTrue(result.stdout.contains("'the store's own model' → '\(pair.version)'"), result.stdout)

        // The same changes in the JSON report, as diff's change objects.
        let json = try MomgenProcess.run(["store", bundle.path, store.path, "--model-version", pair.version, "--format", "json"])
        XCTAssertEqual(json.status, 1, json.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let own = try XCTUnwrap(report["ownModelChanges"] as? [[String: Any]], json.stdout)
        let named = Set(own.map { "\($0["entity"] as? String ?? "").\($0["property"] as? String ?? "")" })
        for expected in ["Author.firstName", "Book.title", "Author.lastName", "Book.authors", "AddedInPlace."] {
            XCTAssertTrue(named.contains(expected), "missing \(expected) in \(named.sorted())")
        }

        // The version to add to the bundle: extracted, it is the writer.
        let extracted = folder.appendingPathComponent("extracted")
        _ = try MomgenProcess.run(["store", bundle.path, store.path, "--model-version", pair.version, "--extract-model", extracted.path])
        let model = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: extracted.path).first)
        let writer = try MomgenProcess.run(["store", extracted.appendingPathComponent(model).path, store.path])
        XCTAssertEqual(writer.status, 0, writer.stdout + writer.stderr)
    }
}
