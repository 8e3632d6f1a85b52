// Where a `PBXFileReference` of a project file is on disk: its `path`
// below the groups holding it (`sourceTree = "<group>"`), from the project's
// folder (SRCROOT) for `SOURCE_ROOT`, or as written for `<absolute>`. Used
// to read the `.xcconfig` a build configuration names.

/// Resolves file references of one project to paths.
///
/// For example, `Pods-App.debug.xcconfig` in group `Target Support
/// Files/Pods-App` inside group `Pods` gives
/// `SRCROOT/Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`.
struct XcodeFileReferences {
    let objects: [String: OpenStepPlist]
    let sourceRoot: String
    /// Each child's group.
    private var parents: [String: String] = [:]

    init(objects: [String: OpenStepPlist], sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) where object["children"] != nil {
            for child in object["children"]?.array.compactMap(\.string) ?? [] { parents[child] = id }
        }
    }

    /// The path of the reference `id`; nil when it is not a file reference
    /// or its tree is one init cannot resolve (`BUILT_PRODUCTS_DIR`, an SDK).
    func path(of id: String) -> String? {
        guard let reference = objects[id], let own = reference["path"]?.string else { return nil }
        var components = [own]
        var tree = reference["sourceTree"]?.string ?? "<group>"
        var current = id
        // Bounded by the number of groups: a parent loop cannot make this endless.
        for _ in 0..<objects.count where tree == "<group>" {
            guard let parent = parents[current], let group = objects[parent] else { break }
            if let path = group["path"]?.string { components.insert(path, at: 0) }
            tree = group["sourceTree"]?.string ?? "<group>"
            current = parent
        }
        switch tree {
        case "<group>", "SOURCE_ROOT": return ([sourceRoot] + components).joined(separator: "/")
        case "<absolute>": return components.joined(separator: "/")
        default: return nil
        }
    }
}
