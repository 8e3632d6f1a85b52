// Turns a path the user typed into the `contents` file to read: a
// `.xcdatamodeld` bundle (its current version, or the one asked for), a
// `.xcdatamodel` folder, or a `contents` file itself.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenDiagnostics

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
        if PathKind.of(currentVersionPath) != .missing {
            guard let current = try CurrentVersionFile.read(currentVersionPath, limits: limits) else {
                throw MomgenError.unreadableInput(SourceLocation(file: currentVersionPath, line: 1, column: 1),
                                                  "no \(CurrentVersionFile.key) entry; pick a version with --model-version (one of \(list))")
            }
            let name = current.hasSuffix(".xcdatamodel") ? String(current.dropLast(".xcdatamodel".count)) : current
            guard versions.contains(name) else {
                throw MomgenError.unreadableInput(SourceLocation(file: currentVersionPath, line: 1, column: 1),
                                                  "names version '\(current)', which is not in the bundle; its versions are \(list)")
            }
            return try source(name, .currentVersionFile)
        }
        guard versions.count == 1 else {
            throw MomgenError.usage("the bundle '\(bundle)' has \(versions.count) versions (\(list)) and no .xccurrentversion; choose one with --model-version NAME")
        }
        return try source(versions[0], .onlyVersion)
    }

    /// Names (without extension) of the `.xcdatamodel` folders in `folder`, in natural order.
    public func versionFolders(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcdatamodel") }
            .map { String($0.dropLast(".xcdatamodel".count)) }
            .sorted(by: NaturalOrder.precedes)
    }
}
