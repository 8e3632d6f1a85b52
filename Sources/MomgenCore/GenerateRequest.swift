// Everything one generation run needs besides the model: what to generate and
// where to put it. Filled from `momgen generate`'s options or from a model
// entry of momgen.yml.
import MomgenSwift

/// The settings of one `generate` run.
public struct GenerateRequest: Sendable {
    /// Folder for every file unless `machineFolder`/`humanFolder` say otherwise.
    public var output: String
    public var machineFolder: String?
    public var humanFolder: String?
    public var layout: Layout = .mogenerator
    public var access: AccessLevel = .internal
    /// A folder of user templates; nil for the defaults.
    public var templates: String?
    public var configuration: String?
    public var baseClass: String?
    public var includeXcodeGenerated = false
    public var platformGuard = false
    /// Also write `<Model>ModelVersion.swift`: every version of the bundle
    /// with its Core Data version checksum, for staged migration.
    public var versionChecksums = false
    /// Plan only: report what would change and write nothing.
    public var planOnly = false
    /// Remove machine files whose entity is gone.
    public var prune = false

    public init(output: String) {
        self.output = output
    }

    /// Where files of a role go (without a trailing slash).
    public func folder(for role: GeneratedFile.Role) -> String {
        let folder = (role == .machine ? machineFolder : humanFolder) ?? output
        return folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
}
