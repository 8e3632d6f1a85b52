// The files a model's outputs depend on: every version's `contents` and the
// `.xccurrentversion` of a bundle, or the one `contents` file, or the
// `.swift` files of SwiftData code. Build systems
// rerun momgen when one of these changes.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenReader

/// Lists a model's input files, sorted.
public enum ModelInputFiles {
    public static func of(_ source: ModelSource) -> [String] {
        // SwiftData code: every `.swift` file the reader took in (more
        // sources too), so that no output replaces a source and a build
        // reruns when one changes.
        if let files = source.inputFiles { return files.sorted() }
        guard let bundle = source.bundlePath else { return [source.contentsPath] }
        var files: [String] = []
        if FileManager.default.fileExists(atPath: bundle + "/.xccurrentversion") {
            files.append(bundle + "/.xccurrentversion")
        }
        for version in source.availableVersions {
            let contents = "\(bundle)/\(version).xcdatamodel/contents"
            if FileManager.default.fileExists(atPath: contents) { files.append(contents) }
        }
        return files.sorted()
    }
}
