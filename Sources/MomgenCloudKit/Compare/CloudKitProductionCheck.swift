// The whole `--compare` run as one composed call: model → schema (build) →
// production read → compare. The CLI and the build step both call it.
import MomgenDiagnostics
import MomgenModel

/// Checks a resolved model against a production `.ckdb` export.
public struct CloudKitProductionCheck: Sendable {
    public var options: CloudKitSchemaOptions
    public var reader: CKDBReader

    public init(options: CloudKitSchemaOptions, reader: CKDBReader = CKDBReader()) {
        self.options = options
        self.reader = reader
    }

    /// The findings for `model` against the export at `productionPath`;
    /// throws when the export cannot be read or the configuration is unknown.
    public func run(_ model: ResolvedModel, productionPath: String) throws -> [Diagnostic] {
        let schema = try CloudKitSchemaBuilder(options: options).build(model)
        let production = try reader.read(path: productionPath)
        return CloudKitComparator(options: options).compare(model: schema, production: production, productionFile: productionPath)
    }
}
