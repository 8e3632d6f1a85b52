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

    // MARK: - Where hashes cannot decide (issue 32 item 8)

    /// A copy of `slug`'s store and bundle in a temporary folder, the
    /// matched version's `contents` passed through `edit`.
    func editedCopy(_ slug: String, edit: (inout String) throws -> Void) throws -> (folder: URL, bundle: URL, store: URL, pair: DDLPair) {
        _ = try TestRequirements.shared("ddl-pairs", for: "in-place edits of a real store's model")
        let pair = try XCTUnwrap(DDLPair.all().first { $0.slug == slug })
        let store = try StoreCopy.of(pair)
        let folder = store.deletingLastPathComponent()
        let bundle = folder.appendingPathComponent(URL(fileURLWithPath: pair.bundle).lastPathComponent)
        try FileManager.default.copyItem(atPath: pair.bundle, toPath: bundle.path)
        let contents = bundle.appendingPathComponent("\(pair.version).xcdatamodel/contents")
        var xml = try String(contentsOf: contents, encoding: .utf8)
        try edit(&xml)
        try xml.write(to: contents, atomically: true, encoding: .utf8)
        return (folder, bundle, store, pair)
    }

    static func replace(_ old: String, _ new: String, in xml: inout String) {
        XCTAssertTrue(xml.contains(old), old)
        xml = xml.replacingOccurrences(of: old, with: new)
    }

    static func json(_ output: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
    }

    /// A delete rule and an index are in no hash: the edited version still
    /// has the store's hashes, but the store's own model says it did not
    /// write the store as it is now; text and JSON say the same.
    func testHashNeutralEditsInPlaceAreNotReportedAsTheWriter() throws {
        let edits: [(label: String, old: String, new: String, difference: String)] = [
            ("delete rule", #"name="authors" optional="YES" toMany="YES" deletionRule="Nullify""#,
             #"name="authors" optional="YES" toMany="YES" deletionRule="Cascade""#, "relationships[authors].deletionRule"),
            ("index", #"<attribute name="title" optional="YES" attributeType="String""#,
             #"<attribute name="title" optional="YES" attributeType="String" indexed="YES""#, "attributes[title].isIndexed"),
        ]
        for edit in edits {
            let copy = try editedCopy("bnr-coredatastack-testmodel") { Self.replace(edit.old, edit.new, in: &$0) }
            defer { try? FileManager.default.removeItem(at: copy.folder) }
            let version = copy.pair.version
            let text = try MomgenProcess.run(["store", copy.bundle.path, copy.store.path, "--model-version", version])
            // Hashes equal: Core Data opens the store without migrating.
            XCTAssertEqual(text.status, 0, edit.label + text.stderr)
            XCTAssertFalse(text.stdout.contains("written by: '\(version)'"), edit.label + text.stdout)
            XCTAssertTrue(text.stdout.contains("written by: no version of this bundle as it is now ('\(version)'"), edit.label + text.stdout)
            XCTAssertTrue(text.stdout.contains("was edited in place after it wrote the store"), edit.label + text.stdout)
            XCTAssertTrue(text.stdout.contains(edit.difference), edit.label + text.stdout)
            let json = try Self.json(try MomgenProcess.run(["store", copy.bundle.path, copy.store.path, "--model-version", version, "--format", "json"]).stdout)
            XCTAssertTrue(json["storeVersion"] is NSNull, edit.label)
            XCTAssertEqual(json["editedInPlaceVersion"] as? String, version, edit.label)
            XCTAssertEqual(json["compatible"] as? Bool, true, edit.label)
            let caveats = try XCTUnwrap(json["caveats"] as? [String])
            XCTAssertTrue(caveats.contains { $0.contains(edit.difference) && $0.contains("edited in place") }, "\(edit.label): \(caveats)")
            let own = try XCTUnwrap(json["ownModelChanges"] as? [[String: Any]], edit.label)
            if edit.label == "delete rule" {
                XCTAssertTrue(own.contains { $0["kind"] as? String == "relationship-delete-rule-changed" }, "\(own)")
                XCTAssertTrue(text.stdout.contains("changes from the model that wrote the store"), text.stdout)
            }
        }
    }

    /// Two versions with equal hashes that differ in a delete rule: the
    /// store's own model names the one that wrote it.
    func testTheStoresOwnModelBreaksATieBetweenEqualHashes() throws {
        let copy = try editedCopy("bnr-coredatastack-testmodel") { _ in }
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let version = copy.pair.version
        let twin = copy.bundle.appendingPathComponent("\(version) twin.xcdatamodel")
        try FileManager.default.copyItem(at: copy.bundle.appendingPathComponent("\(version).xcdatamodel"), to: twin)
        var xml = try String(contentsOf: twin.appendingPathComponent("contents"), encoding: .utf8)
        Self.replace(#"name="authors" optional="YES" toMany="YES" deletionRule="Nullify""#, #"name="authors" optional="YES" toMany="YES" deletionRule="Deny""#, in: &xml)
        try xml.write(to: twin.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        for target in [version, "\(version) twin"] {
            let text = try MomgenProcess.run(["store", copy.bundle.path, copy.store.path, "--model-version", target])
            XCTAssertTrue(text.stdout.contains("written by: '\(version)'"), text.stdout)
            XCTAssertTrue(text.stdout.contains("the store's own model (its Z_MODELCACHE) is '\(version)'"), text.stdout)
            let json = try Self.json(try MomgenProcess.run(["store", copy.bundle.path, copy.store.path, "--model-version", target, "--format", "json"]).stdout)
            XCTAssertEqual(json["storeVersion"] as? String, version)
        }
    }

    /// A parent entity added in place changes hashes: no version wrote the
    /// store, and each differing entity says what changed (from the store's
    /// own model), never "what changed is not known".
    func testInheritanceEditedInPlaceIsExplainedEntityByEntity() throws {
        let copy = try editedCopy("bnr-coredatastack-testmodel") { xml in
            Self.replace(#"<entity name="Author" representedClassName="Author" syncable="YES">"#,
                         #"<entity name="Author" representedClassName="Author" parentEntity="Person" syncable="YES">"#, in: &xml)
            Self.replace("    <elements>", "    <entity name=\"Person\" representedClassName=\"Person\" isAbstract=\"YES\" syncable=\"YES\">\n        <attribute name=\"nickname\" optional=\"YES\" attributeType=\"String\"/>\n    </entity>\n    <elements>", in: &xml)
        }
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        let version = copy.pair.version
        let text = try MomgenProcess.run(["store", copy.bundle.path, copy.store.path, "--model-version", version])
        XCTAssertEqual(text.status, 1, text.stderr)
        XCTAssertTrue(text.stdout.contains("written by: no version of this bundle"), text.stdout)
        XCTAssertFalse(text.stdout.contains("what changed is not known"), text.stdout)
        XCTAssertTrue(text.stdout.contains("entity Person added"), text.stdout)
        let json = try Self.json(try MomgenProcess.run(["store", copy.bundle.path, copy.store.path, "--model-version", version, "--format", "json"]).stdout)
        let changes = try XCTUnwrap(json["entityChanges"] as? [[String: Any]])
        let author = try XCTUnwrap(changes.first { $0["entity"] as? String == "Author" }, "\(changes)")
        let details = try XCTUnwrap(author["details"] as? [String])
        XCTAssertFalse(details.joined().contains("not known"), "\(details)")
        XCTAssertGreaterThan(details.count, 1, "\(details)")
        let own = try XCTUnwrap(json["ownModelChanges"] as? [[String: Any]])
        XCTAssertTrue(own.contains { $0["entity"] as? String == "Author" && $0["kind"] as? String == "entity-hierarchy-changed" }, "\(own)")
    }

    /// A store of a merged model (two unrelated entities, one of which the
    /// bundle never had), checked against that one bundle whose version was
    /// edited in place: the other model's entity is no "removed, data
    /// dropped" warning, and text and JSON say the same.
    func testAMergedModelsStoreGetsNoFalseRemovals() throws {
        let copy = try editedCopy("ddg-syncmetadata-v3") { _ in }
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        // The bundle never had SyncFeatureEntity: another model's entity;
        // and every version has an attribute the store's model does not.
        for name in try FileManager.default.contentsOfDirectory(atPath: copy.bundle.path) where name.hasSuffix(".xcdatamodel") {
            let contents = copy.bundle.appendingPathComponent(name).appendingPathComponent("contents")
            var xml = try String(contentsOf: contents, encoding: .utf8)
            xml = xml.replacingOccurrences(of: #"<attribute name="key" attributeType="String"/>"#,
                                           with: #"<attribute name="key" attributeType="String"/><attribute name="addedInPlace" optional="YES" attributeType="String"/>"#)
            if let start = xml.range(of: #"<entity name="SyncFeatureEntity""#), let end = xml.range(of: "</entity>", range: start.upperBound ..< xml.endIndex) {
                xml.removeSubrange(start.lowerBound ..< end.upperBound)
            }
            try xml.write(to: contents, atomically: true, encoding: .utf8)
        }
        let version = copy.pair.version
        let text = try MomgenProcess.run(["store", copy.bundle.path, copy.store.path, "--model-version", version])
        XCTAssertEqual(text.status, 1, text.stderr)
        XCTAssertFalse(text.stdout.contains("SyncFeatureEntity removed"), text.stdout)
        XCTAssertFalse(text.stdout.contains("entity SyncFeatureEntity removed"), text.stdout)
        XCTAssertTrue(text.stdout.contains("addedInPlace"), text.stdout)
        XCTAssertTrue(text.stdout.contains("no version of this bundle has (SyncFeatureEntity)"), text.stdout)
        let json = try Self.json(try MomgenProcess.run(["store", copy.bundle.path, copy.store.path, "--model-version", version, "--format", "json"]).stdout)
        let own = try XCTUnwrap(json["ownModelChanges"] as? [[String: Any]], "\(json)")
        XCTAssertFalse(own.contains { $0["entity"] as? String == "SyncFeatureEntity" }, "\(own)")
        XCTAssertTrue(own.contains { $0["property"] as? String == "addedInPlace" }, "\(own)")
        let caveats = try XCTUnwrap(json["caveats"] as? [String])
        XCTAssertTrue(caveats.contains { $0.contains("no version of this bundle has (SyncFeatureEntity)") }, "\(caveats)")
    }
}
