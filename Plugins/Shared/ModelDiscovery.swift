// Shared by the momgen plugins (linked into each by symlink): finding the Core
// Data models in a target and the files a build step depends on.
import Foundation
import PackagePlugin

/// A Core Data model found in a target.
struct DiscoveredModel {
    /// The `.xcdatamodeld` bundle or stand-alone `.xcdatamodel` folder.
    let path: Path
    /// The model's name: the folder name without its extension.
    var name: String { path.stem }

    /// Every file under the model folder (each version's `contents` and the
    /// `.xccurrentversion`): the build step reruns when any of them changes.
    var inputFiles: [Path] {
        guard let walker = FileManager.default.enumerator(atPath: path.string) else { return [] }
        var files: [Path] = []
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = path.appending(subpath: relative)
            if FileManager.default.fileExists(atPath: full.string, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(full)
            }
        }
        return files.sorted { $0.string < $1.string }
    }
}

enum ModelDiscovery {
    /// The models among a target's files: `.xcdatamodeld` bundles, and
    /// `.xcdatamodel` folders that are not inside a bundle. Sorted by path.
    static func models(in target: SourceModuleTarget) -> [DiscoveredModel] {
        var models: [DiscoveredModel] = []
        for file in target.sourceFiles {
            let path = file.path
            let isBundle = path.extension == "xcdatamodeld"
            let isLooseVersion = path.extension == "xcdatamodel" && path.removingLastComponent().extension != "xcdatamodeld"
            if isBundle || isLooseVersion { models.append(DiscoveredModel(path: path)) }
        }
        return models.sorted { $0.path.string < $1.path.string }
    }

    /// The momgen configuration file that applies to a package, if any:
    /// `momgen.yml` or `.momgen.yml` at the package root.
    static func configFile(in package: Package) -> Path? {
        for name in ["momgen.yml", ".momgen.yml"] {
            let candidate = package.directory.appending(subpath: name)
            if FileManager.default.fileExists(atPath: candidate.string) { return candidate }
        }
        return nil
    }
}
