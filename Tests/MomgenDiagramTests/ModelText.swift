// Small models written inline for the builder tests.
import Foundation
import MomgenCore
import MomgenTestSupport

enum ModelText {
    /// Loads a model whose `<model>` element holds `body`.
    static func load(_ body: String) throws -> LoadedModel {
        let folder = TestPaths.temporaryFolder("diagram-model").appendingPathComponent("Test.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
        \(body)
        </model>
        """
        try text.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        return try ModelLoader().load(folder.path)
    }

    /// `<entity name=…>` with `inner` inside.
    static func entity(_ name: String, parent: String? = nil, _ inner: String = "") -> String {
        "<entity name=\"\(name)\"\(parent.map { " parentEntity=\"\($0)\"" } ?? "")>\(inner)</entity>"
    }

    /// An optional to-one (or to-many) relationship.
    static func relationship(_ name: String, to destination: String, inverse: String? = nil, toMany: Bool = false) -> String {
        "<relationship name=\"\(name)\" optional=\"YES\"\(toMany ? " toMany=\"YES\"" : " maxCount=\"1\"") deletionRule=\"Nullify\" "
            + "destinationEntity=\"\(destination)\"\(inverse.map { " inverseName=\"\($0)\" inverseEntity=\"\(destination)\"" } ?? "")/>"
    }

    static func attribute(_ name: String) -> String {
        "<attribute name=\"\(name)\" optional=\"YES\" attributeType=\"String\"/>"
    }
}
