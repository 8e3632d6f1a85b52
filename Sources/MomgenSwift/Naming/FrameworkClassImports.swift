// Xcode's "Create NSManagedObject Subclass…" imports the class of a
// Transformable attribute when an SDK framework declares it: committed files
// of Xcode 11 to 16 read `import UIKit.UIColor` above `@NSManaged public var
// color: UIColor?`, and without it the file does not compile (a Swift file
// sees only the modules it imports). The xcode layout does the same for the
// classes below.

/// The framework of well-known Apple classes a model names as custom class.
///
/// For example, `UIColor` gives `UIKit.UIColor`; `MyColor` gives nil.
enum FrameworkClassImports {
    /// Class → the module that declares it.
    static let modules: [String: String] = [
        "UIColor": "UIKit", "UIImage": "UIKit",
        "NSColor": "AppKit", "NSImage": "AppKit",
    ]

    /// The import Xcode writes for `className` (`UIKit.UIColor`), or nil.
    static func importPath(for className: String?) -> String? {
        guard let className, let module = modules[className] else { return nil }
        return module + "." + className
    }
}
