// A temporary project folder holding the BookStore sample model at
// `App/BookStore.xcdatamodeld`, with small file helpers: what the hostile
// project tests start from.
import Foundation
import MomgenTestSupport

/// A throw-away project with the BookStore model in `App/`.
struct SampleProject {
    /// The project folder.
    let root: URL

    /// Lays out a new project in a temporary folder named after `label`.
    init(_ label: String) throws {
        root = TestPaths.temporaryFolder(label)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: bundle)
    }

    /// The model bundle's path.
    var bundle: String { root.appendingPathComponent("App/BookStore.xcdatamodeld").path }

    /// Writes `text` to `relative`, making its folders.
    func write(_ text: String, _ relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The text of `relative`.
    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Removes the project folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
