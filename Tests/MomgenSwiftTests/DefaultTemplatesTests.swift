// Keeps the templates embedded in the module (DefaultTemplates.swift) equal to
// the files in Templates/. Run with MOMGEN_UPDATE_GOLDENS=1 to regenerate the
// Swift file after editing a template.
import Foundation
import MomgenSwift
import MomgenTestSupport
import XCTest

final class DefaultTemplatesTests: XCTestCase {
    /// The Swift source that embeds `texts`.
    static func embeddingSource(_ texts: [String: String]) -> String {
        var out = """
        // Generated from Templates/**/*.mustache by DefaultTemplatesTests (run the
        // tests with MOMGEN_UPDATE_GOLDENS=1 after editing a template). Do not edit.

        /// The default templates, embedded so the executable needs no resource files.
        enum DefaultTemplates {
            /// Template text by name (file name without `.mustache`).
            static let texts: [String: String] = [

        """
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            out += "        \"\(name)\": ##\"\"\"\n\(text)\n\"\"\"##,\n"
        }
        return out + "    ]\n}\n"
    }

    /// The `.mustache` files of `folder`, by name without the ending.
    static func templates(in folder: URL) throws -> [String: String] {
        var texts: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".mustache") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(text.contains("\"\"\"##"), "\(file) contains the raw-string delimiter")
            texts[String(file.dropLast(".mustache".count))] = text
        }
        return texts
    }

    func testEmbeddedTemplatesMatchTemplatesFolder() throws {
        let folder = TestPaths.repoRoot.appendingPathComponent("Templates")
        let defaults = try Self.templates(in: folder)
        XCTAssertEqual(Set(defaults.keys), Set(TemplateSet.names), "Templates/ and TemplateSet.names differ")
        var texts = defaults
        for set in TemplateSetName.allCases where !(TemplateSet.setNames[set] ?? []).isEmpty {
            let own = try Self.templates(in: folder.appendingPathComponent(set.rawValue))
            XCTAssertEqual(Set(own.keys), Set(TemplateSet.setNames[set] ?? []), "Templates/\(set.rawValue)/ and TemplateSet.setNames differ")
            for (name, text) in own { texts["\(set.rawValue)/\(name)"] = text }
            // The named set is the defaults with its own templates in their place.
            XCTAssertEqual(TemplateSet.named(set).texts, defaults.merging(own) { $1 })
        }
        let source = Self.embeddingSource(texts)
        let swiftFile = TestPaths.repoRoot.appendingPathComponent("Sources/MomgenSwift/Render/DefaultTemplates.swift")
        if GoldenFile.isUpdating {
            try source.write(to: swiftFile, atomically: true, encoding: .utf8)
        }
        let current = try String(contentsOf: swiftFile, encoding: .utf8)
        XCTAssertEqual(current, source, "DefaultTemplates.swift is stale; run the tests with MOMGEN_UPDATE_GOLDENS=1")
        XCTAssertEqual(TemplateSet.defaults.texts, defaults)
        XCTAssertEqual(TemplateSet.named(.momgen).texts, defaults)
    }
}
