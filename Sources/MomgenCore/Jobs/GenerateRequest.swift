// Everything one generation run needs besides the model: what to generate and
// where to put it. Filled from `momgen generate`'s options or from a model
// entry of momgen.yml.
import MomgenDiagnostics
import MomgenModel
import MomgenSwift

/// The settings of one `generate` run.
public struct GenerateRequest: Sendable {
    /// Folder for every file unless `machineFolder`/`humanFolder` say otherwise.
    public var output: String
    public var machineFolder: String?
    public var humanFolder: String?
    public var layout: Layout = .mogenerator
    /// nil for the template set's own (`open` for mogenerator's).
    public var access: AccessLevel?
    /// A folder of user templates over `templateSet`; nil for none.
    public var templates: String?
    /// The shipped template set the run starts from.
    public var templateSet: TemplateSetName = .momgen
    public var configuration: String?
    public var baseClass: String?
    /// Generate entities whose Codegen is Xcode's; nil for the template
    /// set's own choice (mogenerator's generates them, as mogenerator did).
    public var includeXcodeGenerated: Bool?
    /// The mogenerator release the mogenerator template set reproduces.
    public var mogeneratorVersion: MogeneratorVersion = .defaultVersion
    public var platformGuard = false
    /// Also write `<Model>ModelVersion.swift`: every version of the bundle
    /// with its Core Data version checksum, for staged migration.
    public var versionChecksums = false
    /// How required object values and to-one relationships are typed; nil
    /// for the template set's default, else the layout's.
    public var requiredStyle: RequiredStyle?
    /// The Xcode whose files the xcode layout reproduces; nil for the newest.
    public var xcodeVersion: XcodeVersion?
    /// The systems the app runs on (`--deployment-target`); empty for the newest.
    public var deploymentTargets: [DeploymentTarget] = []
    /// The swiftdata layout: the model version its migration plan starts
    /// at (`--swiftdata-start-version`); nil for the bundle's first.
    public var swiftDataStartVersion: String?
    /// The swiftdata layout: every old schema copies every class
    /// (`--swiftdata-copy-every-class`) instead of naming an earlier
    /// schema's unchanged ones.
    public var swiftDataCopiesEveryClass = false
    /// Plan only: report what would change and write nothing.
    public var planOnly = false
    /// Remove machine files whose entity is gone.
    public var prune = false

    public init(output: String) {
        self.output = output
    }

    /// The required style this run uses.
    public var effectiveRequiredStyle: RequiredStyle {
        requiredStyle ?? .defaultStyle(layout: layout, templateSet: templateSet, mogeneratorVersion: mogeneratorVersion)
    }

    /// The access level this run uses.
    public var effectiveAccess: AccessLevel {
        access ?? templateSet.defaultAccess
    }

    /// Whether this run generates entities whose Codegen is Xcode's.
    public var effectiveIncludeXcodeGenerated: Bool {
        includeXcodeGenerated ?? templateSet.includesXcodeGeneratedByDefault
    }

    /// Throws `MomgenError.usage` for an option the layout does not use:
    /// only the xcode layout reproduces an Xcode version.
    public func checkOptions() throws {
        if let xcodeVersion, layout != .xcode {
            throw MomgenError.usage("--xcode-version \(xcodeVersion) needs --layout xcode (it chooses which Xcode's files that layout reproduces)")
        }
        if let swiftDataStartVersion, layout != .swiftdata {
            throw MomgenError.usage("--swiftdata-start-version '\(TerminalText.escaped(swiftDataStartVersion))' needs --layout swiftdata (it chooses the version that layout's migration plan starts at)")
        }
        if swiftDataCopiesEveryClass, layout != .swiftdata {
            throw MomgenError.usage("--swiftdata-copy-every-class needs --layout swiftdata (it decides what that layout's old schemas copy)")
        }
    }

    /// The templates of this run: the shipped set, then the user's folder
    /// over it. Throws `MomgenError.usage` when the set needs another
    /// layout or the folder cannot be read.
    public func templateTexts() throws -> TemplateSet {
        if let needed = templateSet.requiredLayout, needed != layout {
            throw MomgenError.usage("the \(templateSet.rawValue) template set renders the \(needed.rawValue) layout; use --layout \(needed.rawValue) with it")
        }
        let base = TemplateSet.named(templateSet)
        return try templates.map { try TemplateSet.loading(directory: $0, over: base) } ?? base
    }

    /// Where files of a role go (without a trailing slash).
    /// Where the generation stamp and the render cache go; nil: the machine
    /// folder. `momgen build` puts them beside momgen.yml for the xcode
    /// layout, whose output folder is the app's own source folder.
    public var stateFolder: String?

    /// The folder of the stamp and the render cache.
    public var stateLocation: String { stateFolder ?? folder(for: .machine) }

    public func folder(for role: GeneratedFile.Role) -> String {
        let folder = (role == .machine ? machineFolder : humanFolder) ?? output
        return folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
}
