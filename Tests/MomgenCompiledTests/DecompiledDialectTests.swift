// decompile writes Xcode's own dialect: a renaming identifier is
// `elementID`, the spelling Xcode writes and reads (1,993 uses in 1,307 real
// model files, none of `renamingIdentifier`; Xcode drops attributes it does
// not know, so the other spelling would lose the identifier on the next
// save). momgen's reader accepts both, so only the written text can show it.
import MomgenCompiled
import MomgenCore
import MomgenModel
import MomgenTestSupport
import XCTest

final class DecompiledDialectTests: XCTestCase {
    func testRenamingIdentifiersAreWrittenAsElementID() throws {
        let folder = TestPaths.temporaryFolder("dialect")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Renamed.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" systemVersion="11759" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="Note" representedClassName="Note" elementID="Memo" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String" elementID="heading"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Note" elementID="author"/>
            </entity>
        </model>
        """.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let declared = try ModelLoader().load(model.path).resolved.declared
        let text = try ModelXMLWriter.contents(declared)
        for identifier in ["Memo", "heading", "author"] {
            XCTAssertTrue(text.contains("elementID=\"\(identifier)\""), text)
        }
        XCTAssertFalse(text.contains("renamingIdentifier="), text)
    }

    /// A model with every setting the writer writes, on every element kind.
    static func fullModel() -> Model {
        var model = Model(file: "Full")
        model.isUsedWithCloudKit = true
        model.isUsedWithSwiftData = true
        model.userDefinedModelVersionIdentifier = "v1"
        var base = Entity(name: "Base")
        base.isAbstract = true
        var entity = Entity(name: "Item")
        entity.representedClassName = "Item"
        entity.parentEntity = "Base"
        entity.renamingIdentifier = "OldItem"
        entity.versionHashModifier = "2"
        var count = Attribute(name: "count", type: .integer16)
        count.isOptional = true
        count.isTransient = true
        count.minValueString = "0"
        count.maxValueString = "7"
        count.defaultValueString = "3"
        count.isIndexed = true
        count.renamingIdentifier = "number"
        count.isSpotlightIndexed = true
        count.versionHashModifier = "m"
        count.preservesValueInHistoryOnDeletion = true
        var name = Attribute(name: "name", type: .string)
        name.regularExpressionString = "[a-z]+"
        name.minValueString = "1"
        name.allowsCloudEncryption = true
        name.isStoredInExternalRecord = true
        var photo = Attribute(name: "photo", type: .binary)
        photo.allowsExternalBinaryDataStorage = true
        var colour = Attribute(name: "colour", type: .transformable)
        colour.valueTransformerName = "ColourTransformer"
        colour.customClassName = "UIColor"
        var when = Attribute(name: "when", type: .date)
        when.defaultDateTimeInterval = "0"
        when.otherAttributes = [XMLAttribute(name: "minDateTimeInterval", value: "-100"), XMLAttribute(name: "maxDateTimeInterval", value: "100")]
        var total = Attribute(name: "total", type: .integer64)
        total.isDerived = true
        total.derivationExpression = "items.@count"
        entity.attributes = [count, name, photo, colour, when, total]
        var parts = Relationship(name: "parts")
        parts.isOptional = true
        parts.isToMany = true
        parts.isOrdered = true
        parts.minCount = 1
        parts.maxCount = 5
        parts.deleteRule = .cascade
        parts.destinationEntity = "Item"
        parts.inverseName = "owner"
        parts.inverseEntity = "Item"
        parts.renamingIdentifier = "pieces"
        parts.isSpotlightIndexed = true
        parts.versionHashModifier = "r"
        var owner = Relationship(name: "owner")
        owner.maxCount = 1
        owner.destinationEntity = "Item"
        owner.inverseName = "parts"
        owner.inverseEntity = "Item"
        entity.relationships = [parts, owner]
        model.entities = [base, entity]
        var cloud = Configuration(name: "Cloud")
        cloud.isUsedWithCloudKit = true
        cloud.members = [Configuration.Member(name: "Item")]
        model.configurations = [cloud]
        return model
    }

    /// The XML attribute names of each element `text` holds, by element name.
    static func attributeOrders(_ text: String) -> [(element: String, names: [String])] {
        let tag = try! NSRegularExpression(pattern: #"<(model|entity|attribute|relationship|configuration|fetchRequest|fetchIndexElement) ([^>]*?)/?>"#, options: [.dotMatchesLineSeparators])
        let name = try! NSRegularExpression(pattern: #"([A-Za-z]+)=""#)
        let whole = text as NSString
        return tag.matches(in: text, range: NSRange(location: 0, length: whole.length)).map { match in
            let body = whole.substring(with: match.range(at: 2))
            let names = name.matches(in: body, range: NSRange(location: 0, length: (body as NSString).length)).map { (body as NSString).substring(with: $0.range(at: 1)) }
            return (whole.substring(with: match.range(at: 1)), names)
        }
    }

    func testSwiftDataCloudKitAndValidationAreWrittenAsXcodeWritesThem() throws {
        let text = try ModelXMLWriter.contents(Self.fullModel())
        XCTAssertTrue(text.contains(#"sourceLanguage="Swift" usedWithCloudKit="YES" usedWithSwiftData="YES" userDefinedModelVersionIdentifier="v1">"#), text)
        XCTAssertTrue(text.contains(#"<configuration name="Cloud" usedWithCloudKit="YES">"#), text)
        XCTAssertTrue(text.contains(#"minValueString="0" maxValueString="7""#), text)
        XCTAssertTrue(text.contains(#"minValueString="1" regularExpressionString="[a-z]+""#), text)
        XCTAssertTrue(text.contains(#"defaultDateTimeInterval="0" minDateTimeInterval="-100" maxDateTimeInterval="100""#), text)
        XCTAssertFalse(text.contains("NSManagedObject"), text)
        // Read back, every setting is the same.
        let folder = TestPaths.temporaryFolder("dialect-full")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Full.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try text.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let back = try ModelLoader().load(model.path).resolved.declared
        XCTAssertTrue(back.isUsedWithSwiftData)
        XCTAssertTrue(back.isUsedWithCloudKit)
        XCTAssertEqual(back.configurations.first?.isUsedWithCloudKit, true)
        XCTAssertEqual(try ModelXMLWriter.contents(back), text)
    }

    /// Every pair of XML attributes the writer puts on an element comes in
    /// the order real Xcode 14-16 files (lastSavedToolsVersion 21000 on) in
    /// ../shared write them, wherever such a file has both.
    func testXMLAttributesComeInXcodesOrder() throws {
        let shared = try TestRequirements.shared("corpus", for: "the XML attribute order of real Xcode files")
        let written = Self.attributeOrders(try ModelXMLWriter.contents(Self.fullModel()))
        // Every (before, after) pair of names the writer puts on one element.
        var writerPairs = Set<String>()
        for (element, names) in written {
            for (offset, first) in names.enumerated() {
                for second in names.dropFirst(offset + 1) { writerPairs.insert("\(element) \(first) \(second)") }
            }
        }
        var files = 0, checked = 0
        var disagreements: Set<String> = []
        // ../shared itself may be a symbolic link (a developer's checkout); the
        // enumerator does not descend into a link it is handed, so resolve it.
        let root = shared.deletingLastPathComponent().resolvingSymlinksInPath()
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix("/contents") else { continue }
            let path = root.appendingPathComponent(relative).path
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                  let range = text.range(of: #"lastSavedToolsVersion="(\d+)"#, options: .regularExpression),
                  let tools = Int(text[range].dropFirst(#"lastSavedToolsVersion=""#.count).prefix { $0.isNumber }), tools >= 21000
            else { continue }
            files += 1
            for (element, names) in Self.attributeOrders(text) {
                for (offset, first) in names.enumerated() {
                    for second in names.dropFirst(offset + 1) {
                        checked += 1
                        if writerPairs.contains("\(element) \(second) \(first)") {
                            disagreements.insert("<\(element)>: Xcode writes \(first) before \(second)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(files, 20, "too few Xcode 14-16 files found")
        XCTAssertGreaterThan(checked, 1000)
        XCTAssertEqual(disagreements.sorted(), [])
    }

    /// A `.momd` whose current version is there only as `.omo` does not
    /// decompile silently to a bundle without its current version: one
    /// line, exit 3, nothing written.
    func testMomdWhoseCurrentVersionIsOnlyOptimizedIsRefused() throws {
        let folder = TestPaths.temporaryFolder("dialect-omo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let momd = folder.appendingPathComponent("Staff.momd")
        try FileManager.default.createDirectory(at: momd, withIntermediateDirectories: true)
        try Data(ArchiveFixture.bytes()).write(to: momd.appendingPathComponent("Staff.mom"))
        try Data([1, 2, 3]).write(to: momd.appendingPathComponent("Staff 2.omo"))
        let info = TestPlistWriter.write([.dict([(1, 2)]), .ascii("NSManagedObjectModel_CurrentVersionName"), .ascii("Staff 2")])
        try Data(info).write(to: momd.appendingPathComponent("VersionInfo.plist"))
        let out = folder.appendingPathComponent("out")
        for arguments in [["decompile", momd.path, "--output", out.path], ["dump", momd.path]] {
            let result = try MomgenProcess.run(arguments)
            XCTAssertEqual(result.status, 3, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("names 'Staff 2' the current version, but the bundle holds it only as Staff 2.omo"), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
        // The version that is there is still read when asked for.
        let picked = try MomgenProcess.run(["dump", momd.path, "--model-version", "Staff"])
        XCTAssertEqual(picked.status, 0, picked.stderr)
    }
}
