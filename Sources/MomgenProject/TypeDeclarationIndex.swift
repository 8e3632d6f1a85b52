// Every type the project's own sources declare, by name, for the invariant
// above every heuristic of `momgen init` and `momgen build`: no type is
// declared twice. Swift files and Objective-C headers and implementations
// below the project folder are read, other people's code and build
// products skipped (FileWalk's folders and `build`), and the walk is
// bounded in file count and file size so a huge tree cannot stall a build.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The file-scope type declarations of a project's sources.
///
/// For example, a project with `App/User.h` holding `@interface User :
/// _User` gives `declarations(of: "User")` = `[("App/User.h", line 5)]`.
public struct TypeDeclarationIndex: Sendable {
    /// Where one declaration is: the file (relative to the root) and line.
    public struct Site: Sendable, Equatable, Hashable {
        public var file: String
        public var line: Int
    }

    /// The most source files read; a bigger tree is read up to this many, in path order.
    public static let maxFiles = 20_000
    /// The largest file read (bigger ones are generated or vendored).
    public static let maxFileSize = 2 << 20
    /// Folders of build products, besides FileWalk's.
    static let buildFolders: Set<String> = ["build", "Build", "DerivedData", "xcuserdata"]

    /// The folder read.
    public let root: String
    /// Each declared name with its sites, sites in path order.
    public private(set) var sites: [String: [Site]] = [:]

    /// Reads the sources below `root`.
    public init(root: String) {
        self.root = root
        let files = FileWalk(root: root).files { TypeDeclarations.isObjectiveC(fileName: $0) != nil }
            .filter { path in !path.split(separator: "/").dropLast().contains { Self.buildFolders.contains(String($0)) } }
        for path in files.prefix(Self.maxFiles) {
            let full = root + "/" + path
            guard let size = (try? FileManager.default.attributesOfItem(atPath: full))?[.size] as? Int, size <= Self.maxFileSize,
                  let data = FileManager.default.contents(atPath: full) else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let objectiveC = TypeDeclarations.isObjectiveC(fileName: name) ?? false
            for declaration in TypeDeclarations.scan(String(decoding: data, as: UTF8.self), objectiveC: objectiveC) {
                sites[declaration.name, default: []].append(Site(file: path, line: declaration.line))
            }
        }
    }

    /// Where `name` is declared, in path order.
    public func declarations(of name: String) -> [Site] {
        sites[name] ?? []
    }
}
