// One test per byte-changing difference between mogenerator releases, each
// read from mogenerator's sources at the tag (mogenerator.m, momcom/,
// MiscMerge/) and checked on a fixture written for it: blank-line
// collapsing from 1.28, collection generics from 1.30, 1.29's momcom
// making every property optional, `--v2`'s template variables in 1.28 and
// 1.29, `objectAttributeType`'s three spellings, and the `arc` qualifier the
// stock templates of 1.24–1.29 write.
import Foundation
import MomgenModel
import MomgenReader
@testable import MomgenMiscMerge
import XCTest

final class MogeneratorReleaseTests: XCTestCase {
    /// A shelf of books: one required and one optional attribute, a
    /// transformable without a class, a to-many and an ordered to-many.
    static let modelXML = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic">
        <entity name="Shelf" representedClassName="Shelf" syncable="YES">
            <attribute name="label" attributeType="String" syncable="YES"/>
            <attribute name="note" optional="YES" attributeType="String" syncable="YES"/>
            <attribute name="blob" optional="YES" attributeType="Transformable" syncable="YES"/>
            <relationship name="books" toMany="YES" deletionRule="Nullify" destinationEntity="Volume" inverseName="shelf" inverseEntity="Volume" syncable="YES"/>
            <relationship name="ranked" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Volume" syncable="YES"/>
        </entity>
        <entity name="Volume" representedClassName="Volume" syncable="YES">
            <relationship name="shelf" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf" syncable="YES"/>
        </entity>
    </model>
    """

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("miscmerge-release-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// `_Shelf.h` as `release` writes it from a machine.h template of `text`.
    private func shelfHeader(_ text: String, _ release: MogeneratorRelease, v2: Bool = false,
                             variables: [(String, String)] = []) throws -> String {
        try text.write(to: folder.appendingPathComponent("machine.h.motemplate"), atomically: true, encoding: .utf8)
        for name in ["machine.m", "human.h", "human.m"] {
            try "".write(to: folder.appendingPathComponent("\(name).motemplate"), atomically: true, encoding: .utf8)
        }
        let declared = try ModelReader().decode(Array(Self.modelXML.utf8), path: "Shelf.xcdatamodel/contents")
        let run = MogeneratorRun(settings: MogeneratorSettings(swift: false, release: release, v2: v2), templateVariables: variables,
                                 templates: TemplateFolder(url: folder))
        return try XCTUnwrap(run.render(Resolver().resolve(declared)).first { $0.name == "_Shelf.h" }).contents
    }

    func testBlankLineRunsCollapseFrom128Only() throws {
        let template = "a\n\n\n  \nb\n"
        XCTAssertEqual(try shelfHeader(template, .v1_27), "a\n\n\n  \nb\n")
        XCTAssertEqual(try shelfHeader(template, .v1_28), "a\n\nb\n")
        XCTAssertEqual(try shelfHeader(template, .v1_32), "a\n\nb\n")
    }

    func testCollectionGenericsFrom130Only() throws {
        let template = "<$foreach R noninheritedRelationships do$><$R.immutableCollectionClassName$>,<$R.mutableCollectionClassName$> <$endforeach do$>"
        XCTAssertEqual(try shelfHeader(template, .v1_29), "NSSet,NSMutableSet NSOrderedSet,NSMutableOrderedSet ")
        XCTAssertEqual(try shelfHeader(template, .v1_30), "NSSet<Volume*>,NSMutableSet<Volume*> NSOrderedSet<Volume*>,NSMutableOrderedSet<Volume*> ")
    }

    func testMomcomOf129LeavesEveryPropertyOptional() throws {
        let template = "<$foreach A noninheritedAttributes do$><$A.name$>=<$A.isOptional$> <$endforeach do$><$foreach R noninheritedRelationships do$><$R.name$>=<$R.isOptional$> <$endforeach do$>"
        XCTAssertEqual(try shelfHeader(template, .v1_28), "blob=1 label=0 note=1 books=0 ranked=1 ")
        XCTAssertEqual(try shelfHeader(template, .v1_29), "blob=1 label=1 note=1 books=1 ranked=1 ")
        XCTAssertEqual(try shelfHeader(template, .v1_30), "blob=1 label=0 note=1 books=0 ranked=1 ")
    }

    func testV2SetsArcLiteralsAndModulesIn128And129() throws {
        let template = "<$if TemplateVar.modules$>@import CoreData;<$else$>#import <CoreData/CoreData.h><$endif$> <$if TemplateVar.arc$>strong<$else$>retain<$endif$> <$TemplateVar.literals$>"
        XCTAssertEqual(try shelfHeader(template, .v1_28, v2: true), "@import CoreData; strong 1")
        XCTAssertEqual(try shelfHeader(template, .v1_29, v2: true, variables: [("arc", "false")]), "@import CoreData; strong 1")
        XCTAssertEqual(try shelfHeader(template, .v1_30, v2: true), "#import <CoreData/CoreData.h> retain ")
        XCTAssertEqual(try shelfHeader(template, .v1_29), "#import <CoreData/CoreData.h> retain ")
    }

    func testObjectAttributeTypeSpellingsByRelease() throws {
        let template = "<$foreach A noninheritedAttributes do$>[<$A.objectAttributeType$>]<$endforeach do$>"
        XCTAssertEqual(try shelfHeader(template, .v1_24), "[NSObject][NSString][NSString]")
        XCTAssertEqual(try shelfHeader(template, .v1_25), "[id][NSString *][NSString *]")
        XCTAssertEqual(try shelfHeader(template, .v1_27), "[id][NSString*][NSString*]")
    }

    func testArcQualifierOfTheOldStockHeaders() throws {
        // 1.24–1.29's machine.h writes the key-name struct this way.
        let template = "<$foreach Attribute noninheritedAttributes do$>\t<$if TemplateVar.arc$>__unsafe_unretained<$endif$> NSString *<$Attribute.name$>;\n<$endforeach do$>"
        XCTAssertEqual(try shelfHeader(template, .v1_24, variables: [("arc", "true")]),
                       "\t__unsafe_unretained NSString *blob;\n\t__unsafe_unretained NSString *label;\n\t__unsafe_unretained NSString *note;\n")
        XCTAssertEqual(try shelfHeader(template, .v1_29, v2: true), try shelfHeader(template, .v1_29, variables: [("arc", "true")]))
    }

    func testReleaseNamesAndOrder() {
        XCTAssertEqual(MogeneratorRelease(version: "1.24"), .v1_24)
        XCTAssertEqual(MogeneratorRelease(version: "1.29"), .v1_29)
        XCTAssertNil(MogeneratorRelease(version: "1.20"))
        XCTAssertTrue(MogeneratorRelease.v1_29 < .v1_30)
        XCTAssertFalse(MogeneratorRelease.v1_30.readsTemplatesAsUTF8)
        XCTAssertTrue(MogeneratorRelease.v1_30_1.readsTemplatesAsUTF8)
    }
}
