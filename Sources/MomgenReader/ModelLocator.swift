// Turns a path the user typed into the `contents` file to read: a
// `.xcdatamodeld` bundle (its current version, or the one asked for), a
// `.xcdatamodel` folder, or a `contents` file itself.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenDiagnostics
import MomgenModel

/// Finds the model file for a path.
public struct ModelLocator: Sendable {
    public var limits: ReaderLimits

    public init(limits: ReaderLimits = .standard) {
        self.limits = limits
    }

    /// - Parameters:
    ///   - path: a bundle, a model folder or a `contents` file.
    ///   - version: a version's folder name without `.xcdatamodel`, for bundles.
    public func locate(_ path: String, version: String? = nil) throws -> ModelSource {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let kind = PathKind.of(trimmed)
        guard kind != .missing else {
            throw MomgenError.unreadableInput(SourceLocation(file: trimmed), "no such file or folder")
        }
        guard kind == .directory else {
            if let version {
                throw MomgenError.usage("--model-version '\(version)' needs a .xcdatamodeld bundle, but '\(trimmed)' is a file")
            }
            return ModelSource(contentsPath: trimmed)
        }
        let versions = versionFolders(in: trimmed)
        let hasContents = PathKind.of(trimmed + "/contents") != .missing
        if trimmed.hasSuffix(".xcdatamodeld") || (!hasContents && !versions.isEmpty) {
            return try locateInBundle(trimmed, versions: versions, requested: version)
        }
        if let version {
            throw MomgenError.usage("--model-version '\(version)' needs a .xcdatamodeld bundle, but '\(trimmed)' is a single model")
        }
        guard hasContents else {
            if PathKind.of(trimmed + "/elements") != .missing {
                throw MomgenError.unreadableInput(SourceLocation(file: trimmed),
                                                  "an Xcode 3 binary model (elements and layout files, no contents), which momgen does not read; open it in a current Xcode and save it to convert it to XML")
            }
            throw MomgenError.unreadableInput(SourceLocation(file: trimmed),
                                              "not a Core Data model: the folder has no 'contents' file and no .xcdatamodel versions")
        }
        return ModelSource(contentsPath: trimmed + "/contents")
    }

    private func locateInBundle(_ bundle: String, versions: [String], requested: String?) throws -> ModelSource {
        let location = SourceLocation(file: bundle)
        guard !versions.isEmpty else {
            throw MomgenError.unreadableInput(location, "the bundle holds no .xcdatamodel version")
        }
        let list = versions.map { "'\($0)'" }.joined(separator: ", ")
        func source(_ name: String, _ selection: ModelSource.VersionSelection) throws -> ModelSource {
            let contents = "\(bundle)/\(name).xcdatamodel/contents"
            guard PathKind.of(contents) != .missing else {
                throw MomgenError.unreadableInput(SourceLocation(file: "\(bundle)/\(name).xcdatamodel"), "the version folder has no 'contents' file")
            }
            return ModelSource(contentsPath: contents, bundlePath: bundle, versionName: name,
                               availableVersions: versions, selection: selection)
        }
        if let requested {
            let name = requested.hasSuffix(".xcdatamodel") ? String(requested.dropLast(".xcdatamodel".count)) : requested
            guard versions.contains(name) else {
                throw MomgenError.usage("the bundle '\(bundle)' has no version '\(name)'; its versions are \(list)")
            }
            return try source(name, .requested)
        }
        let currentVersionPath = bundle + "/.xccurrentversion"
        // A `.xccurrentversion` that names nothing (`<dict/>`, seen in real
        // bundles Xcode opens) counts as no file: one version is then used,
        // several need --model-version.
        if PathKind.of(currentVersionPath) != .missing, let current = try CurrentVersionFile.read(currentVersionPath, limits: limits) {
            let name = current.hasSuffix(".xcdatamodel") ? String(current.dropLast(".xcdatamodel".count)) : current
            guard versions.contains(name) else {
                throw MomgenError.unreadableInput(SourceLocation(file: currentVersionPath, line: 1, column: 1),
                                                  "names version '\(current)', which is not in the bundle; its versions are \(list)")
            }
            return try source(name, .currentVersionFile)
        }
        guard versions.count == 1 else {
            let missing = PathKind.of(currentVersionPath) == .missing ? "no .xccurrentversion" : "a .xccurrentversion that names no version"
            throw MomgenError.usage("the bundle '\(bundle)' has \(versions.count) versions (\(list)) and \(missing); choose one with --model-version NAME")
        }
        return try source(versions[0], .onlyVersion)
    }

    /// Names (without extension) of the `.xcdatamodel` folders in `folder`, in
    /// natural order, leaving out Xcode 3 binary versions (`binaryVersionFolders`).
    public func versionFolders(in folder: String) -> [String] {
        allVersionFolders(in: folder).filter { !isBinaryVersion(folder, $0) }
    }

    /// Versions saved by Xcode 3 in its binary format (`elements` and
    /// `layout` files, no `contents`): momgen cannot read them, and a bundle
    /// that also holds XML versions works without them.
    public func binaryVersionFolders(in folder: String) -> [String] {
        allVersionFolders(in: folder).filter { isBinaryVersion(folder, $0) }
    }

    /// The version a bundle's `.xccurrentversion` names (without
    /// `.xcdatamodel`), or nil when there is no such file, it names nothing
    /// (`<dict/>`) or it cannot be read.
    public func currentVersionName(inBundle bundle: String) -> String? {
        let path = bundle + "/.xccurrentversion"
        guard PathKind.of(path) != .missing, let current = try? CurrentVersionFile.read(path, limits: limits) else { return nil }
        return current.hasSuffix(".xcdatamodel") ? String(current.dropLast(".xcdatamodel".count)) : current
    }

    private func allVersionFolders(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcdatamodel") }
            .map { String($0.dropLast(".xcdatamodel".count)) }
            .sorted(by: NaturalOrder.precedes)
    }

    private func isBinaryVersion(_ bundle: String, _ name: String) -> Bool {
        let folder = "\(bundle)/\(name).xcdatamodel"
        return PathKind.of(folder + "/contents") == .missing && PathKind.of(folder + "/elements") != .missing
    }
}
