// The `momgen generate` arguments a drop-in project is generated with: the
// ones docs/generate.md's switching guide gives for the project's origin and
// era. The one table to extend when an origin or an era gains a flag.
import Foundation
import MomgenTestSupport

/// The switching guide's command line for each drop-in project.
enum DropinFlags {
    /// Only the layout and template set, the options momgen had before
    /// issue 21 (`MOMGEN_DROPIN_PLAIN_FLAGS=1`): for measuring an older
    /// momgen build against the same projects.
    static var plainFlags: Bool {
        ProcessInfo.processInfo.environment["MOMGEN_DROPIN_PLAIN_FLAGS"] == "1"
    }

    /// The arguments after `momgen generate MODEL --output DIR`.
    static func arguments(for project: DropinProject) -> [String] {
        switch project.origin {
        case .mogenerator:
            var arguments = ["--layout", "mogenerator", "--template-set", "mogenerator"]
            if plainFlags { return arguments }
            let templates = customTemplates(for: project)
            if project.usesCustomTemplates, FileManager.default.fileExists(atPath: templates.path) {
                return arguments + ["--templates", templates.path] + (customArguments[project.name] ?? [])
            }
            if let version = project.version, ["1.31", "1.32"].contains(version) {
                arguments += ["--mogenerator-version", version]
            }
            return arguments
        case .xcode:
            // The era's flags come from SOURCE.txt: `project.version`
            // (e.g. 8.1 → --xcode-version 8) and `project.deploymentTargets`
            // (e.g. ios:12.0); Xcode writes public declarations.
            var arguments = ["--layout", "xcode"]
            if plainFlags { return arguments }
            arguments += ["--access", "public"]
            if let major = project.version?.split(separator: ".").first {
                arguments += ["--xcode-version", String(major)]
            }
            return arguments + project.deploymentTargets.flatMap { ["--deployment-target", $0] }
        }
    }

    /// The options a project with its own templates ran mogenerator with,
    /// as momgen's: the access its templates wrote, its base class, and the
    /// mogenerator release whose types its templates kept.
    static let customArguments: [String: [String]] = [
        "spotifier-mogencustom": ["--access", "public", "--base-class", "ManagedObject"],
        "versebyverse-mogencustom": ["--required-style", "non-optional"],
        "weathereport-mogencustom": ["--access", "public"],
    ]

    /// `Tests/DropinTemplates/<project>`: the momgen templates written for a
    /// project that ran its own mogenerator templates (outside every target).
    static func customTemplates(for project: DropinProject) -> URL {
        TestPaths.testsFolder("DropinTemplates/\(project.name)")
    }
}
