// The xcode layout against what Xcode itself writes: for the Albums fixture,
// Fixtures/XcodeOutput holds the files Xcode's "Create NSManagedObject
// Subclass" writes (optional values, NSNumber for non-scalar numbers, NSSet?
// and NSOrderedSet? with every mutator and its selector, Identifiable). The
// generated files must declare the same API, no more and no fewer, once both
// are reduced to their declarations.
import MomgenCore
import MomgenSwift
import MomgenTestSupport
import XCTest

final class XcodeParityTests: XCTestCase {
    func testXcodeLayoutDeclaresExactlyXcodesAPI() throws {
        let model = try ModelLoader().load(TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Albums.xcdatamodel").path)
        var options = GenerationOptions(modelName: "Albums", layout: .xcode, access: .public)
        // The fixture is the output of Xcode 12 to 16 (Identifiable, plain
        // imports); Xcode 26's public imports and set aliases are
        // XcodeVersionGoldenTests' subject.
        options.xcodeVersion = try XCTUnwrap(XcodeVersion(14))
        let generated = try SwiftEmitter(options: options).emit(model.resolved)
        let xcodeFolder = TestPaths.testsFolder("MomgenSwiftTests/Fixtures/XcodeOutput")
        let xcodeFiles = try FileManager.default.contentsOfDirectory(atPath: xcodeFolder.path).sorted()
        XCTAssertEqual(xcodeFiles, ["Album+CoreDataClass.swift", "Album+CoreDataProperties.swift", "Track+CoreDataProperties.swift"])
        for name in xcodeFiles {
            let xcode = Self.declarations(try String(contentsOf: xcodeFolder.appendingPathComponent(name), encoding: .utf8))
            let file = try XCTUnwrap(generated.first { $0.path == name }, "momgen wrote no \(name)")
            let momgen = Self.declarations(file.contents)
            XCTAssertEqual(momgen.subtracting(xcode).sorted(), [], "\(name): declared by momgen, not by Xcode")
            XCTAssertEqual(xcode.subtracting(momgen).sorted(), [], "\(name): declared by Xcode, not by momgen")
        }
    }

    /// The reduction itself: what it keeps and how it spells it, so the
    /// comparison above cannot pass by reducing both sides to nothing.
    func testDeclarationsKeepSelectorsTypesAndLabels() throws {
        let text = try String(contentsOf: TestPaths.testsFolder("MomgenSwiftTests/Fixtures/XcodeOutput/Album+CoreDataProperties.swift"),
                              encoding: .utf8)
        let declarations = Self.declarations(text)
        XCTAssertEqual(declarations.count, 30, declarations.sorted().joined(separator: "\n"))
        for expected in [
            "import CoreData",
            "extension Album",
            "extension Album: Identifiable",
            "@nonobjc public class func fetchRequest() -> NSFetchRequest<Album>",
            "public var rating: Int16",
            "public var tracks: NSOrderedSet?",
            "@objc(insertTracks:atIndexes:) public func insertIntoTracks(_: [Track], at: NSIndexSet)",
            "@objc(replaceObjectInTracksAtIndex:withObject:) public func replaceTracks(at: Int, with: Track)",
        ] {
            XCTAssertTrue(declarations.contains(expected), expected)
        }
    }

    /// The declarations of a Swift file, spelt so that Xcode's and momgen's
    /// ways of writing the same API compare equal: comments, blank lines and
    /// bodies are dropped; an `@objc(selector)` line is joined to the
    /// declaration it names; `@NSManaged` and internal parameter names go (a
    /// call site sees neither: momgen implements the ordered mutators itself
    /// and names `idx` `index`).
    static func declarations(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var depth = 0
        var selector: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let depthBefore = depth
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            guard depthBefore <= 1, !line.isEmpty, !line.hasPrefix("//"), line != "}" else { continue }
            if line.hasPrefix("@objc("), line.hasSuffix(")"), !line.contains(" ") {
                selector = line
                continue
            }
            var declaration = line
            for suffix in [" {}", "{}", " {"] where declaration.hasSuffix(suffix) {
                declaration.removeLast(suffix.count)
            }
            declaration = declaration.replacingOccurrences(of: " : ", with: ": ")
            declaration = declaration.replacingOccurrences(of: "@NSManaged ", with: "")
            declaration = declaration.replacingOccurrences(of: #"([(,] ?)(\w+) \w+:"#, with: "$1$2:", options: .regularExpression)
            found.insert(selector.map { "\($0) \(declaration)" } ?? declaration)
            selector = nil
        }
        return found
    }
}
