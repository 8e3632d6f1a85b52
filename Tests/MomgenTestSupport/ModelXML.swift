// Resolved models from small model-XML texts, through the real reader and
// resolver, for the tests of every stage after them (versions, SwiftData).
import MomgenModel
import MomgenReader

/// Builds a resolved model from the `<entity>` elements of a test.
public enum ModelXML {
    /// Resolves `<model>` XML holding `body`, read as if from `file`.
    public static func resolved(_ body: String, file: String = "Fixture/contents") throws -> ResolvedModel {
        let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        \(body)
        </model>
        """
        return Resolver().resolve(try ModelReader().decode(Array(xml.utf8), path: file))
    }
}
