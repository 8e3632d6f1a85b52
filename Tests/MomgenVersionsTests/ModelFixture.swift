// Builds resolved models from small XML texts for the version tests.
import MomgenModel
import MomgenReader

enum ModelFixture {
    /// Resolves `<model>` XML holding `body`.
    static func resolved(_ body: String, file: String = "Fixture/contents") throws -> ResolvedModel {
        let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        \(body)
        </model>
        """
        return Resolver().resolve(try ModelReader().decode(Array(xml.utf8), path: file))
    }
}
