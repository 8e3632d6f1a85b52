// Where tests find the repository, the sample models and ../shared.
//
// Paths are derived from this file's location, never from the current
// directory, so tests pass however `swift test` is started.
import Foundation

/// Well-known paths for tests.
public enum TestPaths {
    /// The repository root (the folder holding Package.swift).
    public static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the repository (CI has it; a bare clone may not:
    /// `TestRequirements.shared` skips or fails then).
    public static let shared: URL = repoRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// `SampleModels/<name>.xcdatamodeld`.
    public static func sampleModel(_ name: String) -> String {
        repoRoot.appendingPathComponent("SampleModels/\(name).xcdatamodeld").path
    }

    /// Every sample model bundle's name, sorted.
    public static var sampleModelNames: [String] {
        let folder = repoRoot.appendingPathComponent("SampleModels").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcdatamodeld") }.map { String($0.dropLast(".xcdatamodeld".count)) }.sorted()
    }

    /// A folder under `Tests/` (e.g. `Goldens/dump`).
    public static func testsFolder(_ relative: String) -> URL {
        repoRoot.appendingPathComponent("Tests").appendingPathComponent(relative)
    }

    /// Every `*.xcdatamodel` folder under `../shared/corpus` and
    /// `../shared/ddl-pairs`, sorted; empty when `../shared` is absent.
    public static var sharedModelVersions: [String] {
        var found: [String] = []
        for sub in ["corpus", "ddl-pairs"] {
            let root = shared.appendingPathComponent(sub)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".xcdatamodel") { found.append(root.appendingPathComponent(relative).path) }
            }
        }
        return found.sorted()
    }

    /// A folder of model bundles gathered for a measurement, named by
    /// `MOMGEN_READBACK_BUNDLES`: the multi-version tests take its bundles too.
    public static var gatheredBundles: URL? {
        guard let path = ProcessInfo.processInfo.environment["MOMGEN_READBACK_BUNDLES"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// Every `.xcdatamodeld` under `roots` holding two or more versions, sorted.
    public static func multiVersionBundles(under roots: [URL]) -> [String] {
        var found: [String] = []
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".xcdatamodeld") else { continue }
                let path = root.appendingPathComponent(relative).path
                let versions = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }
                if versions.count > 1 { found.append(path) }
            }
        }
        return found.sorted()
    }

    /// Makes a fresh temporary folder for one test.
    public static func temporaryFolder(_ label: String = "momgen") -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
