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

    /// The declarations of a Swift file (see `SwiftDeclarations`, shared with
    /// the drop-in tests).
    static func declarations(_ text: String) -> Set<String> {
        SwiftDeclarations.of(text)
    }
}
