// Builds resolved models from small XML texts for the version tests (the
// shared `ModelXML` of MomgenTestSupport, under the name these tests use).
import MomgenModel
import MomgenTestSupport

enum ModelFixture {
    /// Resolves `<model>` XML holding `body`.
    static func resolved(_ body: String, file: String = "Fixture/contents") throws -> ResolvedModel {
        try ModelXML.resolved(body, file: file)
    }
}
