// The mapping models (`.xcmappingmodel`) a project keeps near a model bundle,
// and the version each one migrates to. A mapping model's `xcmapping.xml`
// names its destination model by path (`…/Model.xcdatamodeld/8.xcdatamodel`),
// so the renaming-identifier check can tell which step a custom mapping
// covers instead of softening every version's findings when any mapping model
// is near (issue 39: cyface keeps them two folders down, in
// `Migrations/V7toV8/`). A mapping model whose destination cannot be read
// covers every version, as before. The look is bounded: a few folder levels
// below the bundle's parent, a capped number of entries, and a capped read of
// each `xcmapping.xml`.
import Foundation
import MomgenProject

/// One mapping model near a bundle.
public struct MappingModelReference: Sendable, Equatable {
    /// The folder's name, as findings cite it (`V7toV8.xcmappingmodel`).
    public let name: String
    /// The destination version's name (`8`), when the file names it.
    public let destinationVersion: String?
    /// The destination bundle's name without extension (`CyfaceModel`).
    public let destinationBundle: String?

    public init(name: String, destinationVersion: String?, destinationBundle: String?) {
        self.name = name
        self.destinationVersion = destinationVersion
        self.destinationBundle = destinationBundle
    }

    /// Whether this mapping model may migrate the step into `version` of the bundle named `bundle`.
    public func covers(version: String, ofBundle bundle: String) -> Bool {
        guard let destinationVersion else { return true }
        return destinationVersion == version && (destinationBundle.map { $0 == bundle } ?? true)
    }

    /// How deep below the bundle's parent the look goes, and how many folder entries it reads in all.
    static let depth = 3
    static let entryBudget = 4_000
    /// `xcmapping.xml` embeds both models; the destination path comes after them.
    static let readLimit = 32 << 20

    /// The mapping models in `bundle`, beside it and up to `depth` folders
    /// below its parent, sorted by name (hidden and third-party folders skipped).
    public static func near(_ bundle: String) -> [MappingModelReference] {
        var trimmed = bundle
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let parent = (trimmed as NSString).deletingLastPathComponent
        var budget = entryBudget
        var found: [String] = []
        collect(parent.isEmpty ? "." : parent, depth: depth, budget: &budget, into: &found)
        var seen = Set<String>()
        return found.sorted().compactMap { path in
            let reference = read(path)
            return seen.insert("\(reference.name)\u{0}\(reference.destinationVersion ?? "")").inserted ? reference : nil
        }.sorted { ($0.name, $0.destinationVersion ?? "") < ($1.name, $1.destinationVersion ?? "") }
    }

    private static func collect(_ folder: String, depth: Int, budget: inout Int, into found: inout [String]) {
        guard budget > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            budget -= 1
            guard budget > 0 else { return }
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                  (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil else { continue }
            if name.hasSuffix(".xcmappingmodel") {
                found.append(path)
            } else if depth > 0, !FileWalk.skippedFolders.contains(name), name != "build" {
                collect(path, depth: depth - 1, budget: &budget, into: &found)
            }
        }
    }

    /// The reference for the mapping model folder at `path`.
    static func read(_ path: String) -> MappingModelReference {
        let name = (path as NSString).lastPathComponent
        guard let handle = FileHandle(forReadingAtPath: path + "/xcmapping.xml") else {
            return MappingModelReference(name: name, destinationVersion: nil, destinationBundle: nil)
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: readLimit)) ?? Data()
        return MappingModelReference(name: name, destinationPath: destinationPath(in: String(decoding: data, as: UTF8.self)))
    }

    public init(name: String, destinationPath: String?) {
        let components = destinationPath?.split(separator: "/").map(String.init) ?? []
        let version = components.last.flatMap { $0.hasSuffix(".xcdatamodel") ? String($0.dropLast(".xcdatamodel".count)) : nil }
        let bundle = version == nil || components.count < 2 ? nil
            : components[components.count - 2].hasSuffix(".xcdatamodeld") ? String(components[components.count - 2].dropLast(".xcdatamodeld".count)) : nil
        self.init(name: name, destinationVersion: version, destinationBundle: bundle)
    }

    /// The text of `<attribute name="destinationmodelpath" type="string">…</attribute>`, unescaped.
    public static func destinationPath(in xml: String) -> String? {
        guard let open = xml.range(of: #"name="destinationmodelpath" type="string">"#),
              let close = xml[open.upperBound...].firstIndex(of: "<") else { return nil }
        let raw = String(xml[open.upperBound..<close])
        return raw.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
