// Writes a model's `contents` into a temporary `.xcdatamodel` folder, so a
// test can run `momgen generate` on XML it builds itself.
import Foundation
import MomgenTestSupport

/// A temporary `<name>.xcdatamodel` holding one `contents` file.
struct ModelFolder {
    /// The folder that holds the model (removed by `discard()`).
    let root: URL
    /// The `.xcdatamodel` folder, to pass to `momgen generate`.
    let model: URL

    /// Writes `contents` as `<name>.xcdatamodel/contents` in a new temporary folder.
    init(name: String, contents: String) throws {
        root = TestPaths.temporaryFolder("momgen-model")
        model = root.appendingPathComponent("\(name).xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try contents.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    }

    /// A model document around `entities` (entity elements) and `extra`
    /// (fetch requests, configurations).
    static func document(_ entities: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23E224" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        \(entities)
        \(extra)
        </model>
        """
    }

    /// Removes the temporary folder.
    func discard() {
        try? FileManager.default.removeItem(at: root)
    }
}
