// The ordered to-many mutators announce each change once, indexed, and store
// the new ordered set as the primitive value in between (mogenerator's
// implementation): no setter runs inside the indexed pair, so observers and
// Core Data see exactly one change. The stub only type-checks (no Objective-C
// runtime on Linux), so this test runs the generated mutators on a small
// recording stand-in for NSManagedObject, written in plain Swift below, built
// with swiftc and run; the stand-in logs every change call. The mutators come
// from one template partial in every layout; the xcode layout's copy is run.
import Foundation
import MomgenTestSupport
import XCTest

final class OrderedMutatorKVOTests: XCTestCase {
    /// The recording stand-in: NSManagedObject's change API, and a `pages`
    /// property whose setter posts its own unindexed change, as an
    /// `@NSManaged` setter does.
    static let runtime = #"""
    import Foundation

    enum KVOChange: CustomStringConvertible {
        case insertion, removal, replacement
        var description: String { self == .insertion ? "insertion" : self == .removal ? "removal" : "replacement" }
    }

    final class Log { static var lines: [String] = [] }

    class NSManagedObject: NSObject {
        var storage: [String: Any] = [:]
        func willChange(_ change: KVOChange, valuesAt indexes: IndexSet, forKey key: String) {
            Log.lines.append("willChange(\(change), \(Array(indexes)), \(key))")
        }
        func didChange(_ change: KVOChange, valuesAt indexes: IndexSet, forKey key: String) {
            Log.lines.append("didChange(\(change), \(Array(indexes)), \(key))")
        }
        func willChangeValue(forKey key: String) { Log.lines.append("willChangeValue(\(key))") }
        func didChangeValue(forKey key: String) { Log.lines.append("didChangeValue(\(key))") }
        func setPrimitiveValue(_ value: Any?, forKey key: String) {
            let names = ((value as? NSOrderedSet)?.array as? [Page])?.map(\.name) ?? []
            Log.lines.append("setPrimitiveValue(\(names), \(key))")
            storage[key] = value
        }
    }

    final class Page: NSManagedObject {
        let name: String
        init(_ name: String) { self.name = name }
    }

    class Book: NSManagedObject {
        var pages: NSOrderedSet? {
            get { storage["pages"] as? NSOrderedSet }
            set { willChangeValue(forKey: "pages"); setPrimitiveValue(newValue, forKey: "pages"); didChangeValue(forKey: "pages") }
        }
    }

    """#

    /// The calls, then what each step logs.
    static let driver = #"""

    let book = Book()
    let (a, b, c, d, e) = (Page("a"), Page("b"), Page("c"), Page("d"), Page("e"))
    func step(_ name: String, _ body: () -> Void) {
        Log.lines = []
        body()
        print("\(name): " + Log.lines.joined(separator: " | "))
    }
    step("addToPages(a)") { book.addToPages(a) }
    step("addToPages([b, c])") { book.addToPages(NSOrderedSet(array: [b, c])) }
    step("insertIntoPages(d, at: 1)") { book.insertIntoPages(d, at: 1) }
    step("replacePages(at: 0, with: e)") { book.replacePages(at: 0, with: e) }
    step("removeFromPages(b)") { book.removeFromPages(b) }
    step("removeFromPages(at: [0])") { book.removeFromPages(at: NSIndexSet(index: 0)) }
    step("addToPages(c) again") { book.addToPages(c) }

    """#

    /// One indexed pair per change, the primitive value set between them,
    /// never the property's own setter.
    static let expected = """
    addToPages(a): willChange(insertion, [0], pages) | setPrimitiveValue(["a"], pages) | didChange(insertion, [0], pages)
    addToPages([b, c]): willChange(insertion, [1, 2], pages) | setPrimitiveValue(["a", "b", "c"], pages) | didChange(insertion, [1, 2], pages)
    insertIntoPages(d, at: 1): willChange(insertion, [1], pages) | setPrimitiveValue(["a", "d", "b", "c"], pages) | didChange(insertion, [1], pages)
    replacePages(at: 0, with: e): willChange(replacement, [0], pages) | setPrimitiveValue(["e", "d", "b", "c"], pages) | didChange(replacement, [0], pages)
    removeFromPages(b): willChange(removal, [2], pages) | setPrimitiveValue(["e", "d", "c"], pages) | didChange(removal, [2], pages)
    removeFromPages(at: [0]): willChange(removal, [0], pages) | setPrimitiveValue(["d", "c"], pages) | didChange(removal, [0], pages)
    addToPages(c) again:
    """

    /// The `pages` mutators of BookStore's Book in the xcode layout, without
    /// `@objc(…)` lines (no Objective-C runtime here).
    func generatedMutators() throws -> String {
        let generated = try GeneratedCode.generate(model: TestPaths.sampleModel("BookStore"), layout: "xcode")
        defer { generated.discard() }
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let file = try String(contentsOf: generated.folder.appendingPathComponent("Book+CoreDataProperties.swift"), encoding: .utf8)
        let start = try XCTUnwrap(file.range(of: "// MARK: Generated accessors for pages\n"))
        let end = try XCTUnwrap(file.range(of: "\n}\n", range: start.upperBound..<file.endIndex))
        return file[start.lowerBound..<end.upperBound].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@objc(") }.joined(separator: "\n")
    }

    func testEachOrderedMutatorPostsOneIndexedChangeAroundThePrimitiveValue() throws {
        guard let frontend = Toolchain.frontend else { throw XCTSkip("no Swift compiler") }
        let swiftc = frontend.deletingLastPathComponent().appendingPathComponent("swiftc")
        let folder = TestPaths.temporaryFolder("momgen-kvo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("main.swift")
        try (Self.runtime + generatedMutators() + Self.driver).write(to: source, atomically: true, encoding: .utf8)
        let program = folder.appendingPathComponent("kvo")
        let build = try CommandRunner.run(swiftc, ["-swift-version", "5", "-Onone", "-o", program.path, source.path])
        XCTAssertEqual(build.status, 0, build.output)
        let run = try CommandRunner.run(program, [])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output.trimmingCharacters(in: .whitespacesAndNewlines),
                       Self.expected.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
