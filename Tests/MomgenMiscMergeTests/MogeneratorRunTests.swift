// A whole run over a template folder: file names per language, the
// include files, blank-line collapsing, `set` shared between templates,
// and template decoding per release.
import Foundation
import MomgenModel
import MomgenReader
@testable import MomgenMiscMerge
import XCTest

final class MogeneratorRunTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("miscmerge-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func files(_ settings: MogeneratorSettings, includeM: String? = nil) throws -> [MogeneratorFile] {
        let declared = try ModelReader().decode(Array(MogeneratorObjectModelTests.modelXML.utf8), path: "Library.xcdatamodel/contents")
        return try MogeneratorRun(settings: settings, templateVariables: [("arc", "true")], templates: TemplateFolder(url: folder),
                                  includeM: includeM).render(Resolver().resolve(declared))
    }

    func testSwiftFileNamesAndSharedSet() throws {
        try write("machine.swift.motemplate", "<$set last = managedObjectClassName$>// <$name$>\n\n\n\n<$TemplateVar.arc$>\n")
        try write("human.swift.motemplate", "after <$last$>\n")
        let output = try files(MogeneratorSettings())
        XCTAssertEqual(output.map(\.name), ["_Author.swift", "Author.swift", "_Base.swift", "Base.swift", "_Book.swift", "Book.swift"])
        XCTAssertEqual(output[0].contents, "// Author\n\ntrue\n")
        XCTAssertEqual(output[5].contents, "after Book\n")
        XCTAssertEqual(output.map(\.isHuman), [false, true, false, true, false, true])
    }

    func testObjectiveCFilesAndIncludeM() throws {
        for name in ["machine.h", "machine.m", "human.h", "human.m"] { try write("\(name).motemplate", "\(name) <$name$>\n") }
        let output = try files(MogeneratorSettings(swift: false), includeM: "all.m")
        XCTAssertEqual(output.prefix(4).map(\.name), ["_Author.h", "_Author.m", "Author.h", "Author.m"])
        XCTAssertEqual(output.last?.name, "all.m")
        XCTAssertTrue(output.last?.contents.hasPrefix("#import \"Author.m\"\n#import \"_Author.m\"\n") == true)
    }

    func testOldReleasesReadTemplatesAsLatin1() throws {
        try write("machine.swift.motemplate", "© <$name$>\n")
        try write("human.swift.motemplate", "")
        XCTAssertEqual(try files(MogeneratorSettings(release: .v1_30))[0].contents, "Â© Author\n")
        XCTAssertEqual(try files(MogeneratorSettings(release: .v1_30_1))[0].contents, "© Author\n")
    }

    func testMissingTemplateIsAnError() throws {
        try write("machine.swift.motemplate", "x")
        XCTAssertTrue(errorLine { try self.files(MogeneratorSettings()) }.contains("error: 'human.swift.motemplate': no such template file"))
    }
}
