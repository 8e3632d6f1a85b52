// Issue 22's section-3 cases injected into every real corpus model: on the
// first entity with a body, a Transformable whose custom class names no type
// (`UnCloudNotes.`), and three fetch request templates whose helper names
// the namer makes alike (`aB`, `AB`, `A B`), one with a `$_` variable. Each
// version must still generate Swift that type-checks, or be refused by lint.
// Slow (the whole corpus): runs when MOMGEN_CORPUS_ISSUE22 is set.
import Foundation
import MomgenTestSupport
import XCTest

final class CorpusIssue22InjectionTests: XCTestCase {
    func testCorpusWithIssue22CasesGeneratesCodeThatTypechecks() throws {
        guard ProcessInfo.processInfo.environment["MOMGEN_CORPUS_ISSUE22"] != nil else {
            throw XCTSkip("set MOMGEN_CORPUS_ISSUE22=1 to inject issue 22's cases into every corpus model")
        }
        try TestRequirements.shared(for: "type-checking the real-world corpus")
        let folder = TestPaths.temporaryFolder("issue22-corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked = 0, refused = 0, skipped = 0
        for (index, version) in TestPaths.sharedModelVersions.enumerated() {
            let contents = try String(contentsOfFile: version + "/contents", encoding: .utf8)
            guard let injected = Self.inject(contents) else { skipped += 1; continue }
            let copy = folder.appendingPathComponent("V\(index).xcdatamodel")
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            try injected.write(to: copy.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
            let layout = GeneratedCode.layouts[index % GeneratedCode.layouts.count]
            let outcome = CorpusTypecheckTests.check(copy.path, layout: layout, extraArguments: ["--include-xcode-generated"])
            switch outcome.verdict {
            case .typechecks: checked += 1
            case .lintErrors, .notGenerated: refused += 1
            case .nothingGenerated: skipped += 1
            case .rejected: XCTFail("\(version) with issue 22's cases (\(layout)) does not type-check:\n\(outcome.detail)")
            }
        }
        print("CorpusIssue22InjectionTests: \(checked) type-checked, \(refused) refused, \(skipped) skipped")
        XCTAssertGreaterThan(checked, 0)
    }

    /// `contents` with the cases added, or nil when no entity has a body.
    static func inject(_ contents: String) -> String? {
        guard let open = contents.range(of: "<entity name=\""),
              let tagEnd = contents[open.upperBound...].firstIndex(of: ">"),
              contents[contents.index(before: tagEnd)] != "/",
              let nameEnd = contents[open.upperBound...].firstIndex(of: "\""),
              let modelEnd = contents.range(of: "</model>", options: .backwards) else { return nil }
        let entity = String(contents[open.upperBound..<nameEnd])
        let attribute = "\n        <attribute name=\"zzIssue22\" optional=\"YES\" attributeType=\"Transformable\" valueTransformerName=\"NSSecureUnarchiveFromData\" customClassName=\"UnCloudNotes.\"/>"
        let requests = """
            <fetchRequest name="aB" entity="\(entity)" predicateString="zzIssue22 == $_"/>
            <fetchRequest name="AB" entity="\(entity)"/>
            <fetchRequest name="A B" entity="\(entity)"/>

        """
        let afterTag = contents.index(after: tagEnd)
        return String(contents[..<afterTag]) + attribute + contents[afterTag..<modelEnd.lowerBound]
            + requests + "</model>" + contents[modelEnd.upperBound...]
    }
}
