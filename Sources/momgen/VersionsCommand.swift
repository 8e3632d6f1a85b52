// `momgen versions`: every version of a model bundle with Core Data's own
// version hashes and checksum, the current one marked, and which entities'
// hashes changed between consecutive versions.
import ArgumentParser
import MomgenCore
import MomgenVersions

struct VersionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "versions",
        abstract: "List a bundle's versions with Core Data's entity version hashes and checksums.",
        discussion: """
        For each version (oldest first in the order they shipped: momgen.yml's version-order, else the \
        git history, else the version identifiers, else the names; see docs/versions.md), the current one marked: its version checksum (what \
        NSStagedMigrationManager names it by) and each entity's version hash, as Core Data stores \
        them in every SQLite store; between consecutive versions, the entities whose hash changed, \
        which is exactly when a store written by one needs a migration to open with the next. \
        --format plist writes the VersionInfo.plist that momc puts in the compiled .momd.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, plist
    }

    @Argument(help: "The model: a .xcdatamodeld bundle, a .xcdatamodel folder, a 'contents' file, a compiled .mom or .momd, a Core Data store, or SwiftData code (a .swift file or a folder of them: one version per VersionedSchema, and the live classes).")
    var model: String

    @Argument(help: ArgumentHelp("With SwiftData code as MODEL: more .swift files or folders, read with it as one model.", valueName: "more-sources"))
    var moreSources: [String] = []

    @Option(help: "Output format: text, json, or plist (momc's VersionInfo.plist).")
    var format: Format = .text

    func validate() throws {
        try ModelOptions.checkMoreSources(model: model, more: moreSources)
    }

    func run() throws {
        var reader = ModelLoader()
        reader.moreSwiftSources = moreSources
        let loaded = try ModelVersionsLoader(loader: reader).load(model)
        VersionOrderNotes.print(loaded.order, bundle: loaded.bundlePath)
        let history = loaded.history
        switch format {
        case .text: print(VersionsTextRenderer().render(history), terminator: "")
        case .json: print(VersionsJSONRenderer().render(history), terminator: "")
        case .plist: print(VersionInfoPlistRenderer().render(history), terminator: "")
        }
    }
}
