// The framework a Transformable's class comes from, and the import the
// swiftdata layout's file needs for it: a Swift file sees only the modules it
// imports, so `var color: UIColor?` beside `import Foundation` and `import
// SwiftData` alone does not compile. Where every deployment target has the
// framework the import is plain; otherwise (no target given, or one without
// it, as macOS has no UIKit) it is behind `#if canImport`, and the class is
// a finding for the targets that lack it.
import MomgenModel

/// Apple framework classes a model names as a Transformable's class.
///
/// For example, `UIColor` is UIKit's, on iOS, tvOS, watchOS and visionOS;
/// with `ios:17.0` the file has `import UIKit`, with no target
/// `#if canImport(UIKit)` / `import UIKit` / `#endif`.
enum SwiftDataFrameworkImports {
    typealias Platform = DeploymentTarget.Platform

    /// Class → the module that declares it.
    static let modules: [String: String] = [
        "UIColor": "UIKit", "UIImage": "UIKit", "UIFont": "UIKit", "UIBezierPath": "UIKit",
        "NSColor": "AppKit", "NSImage": "AppKit", "NSFont": "AppKit", "NSBezierPath": "AppKit",
        "CLLocation": "CoreLocation", "CLPlacemark": "CoreLocation", "CLRegion": "CoreLocation", "CLCircularRegion": "CoreLocation",
        "MKPolyline": "MapKit", "MKPolygon": "MapKit", "MKCircle": "MapKit",
    ]

    /// The platforms each module exists on.
    static let platforms: [String: Set<Platform>] = [
        "UIKit": [.ios, .tvos, .watchos, .visionos],
        "AppKit": [.macos],
        "CoreLocation": Set(Platform.allCases),
        "MapKit": Set(Platform.allCases),
    ]

    /// The module that declares `className`, or nil (Foundation's classes
    /// and the app's own need no import).
    static func module(declaring className: String) -> String? {
        modules[className]
    }

    /// The `#available` names of the platforms among `targets` that lack `module`, sorted.
    static func targets(_ targets: [DeploymentTarget], without module: String) -> [String] {
        let have = platforms[module] ?? []
        return Array(Set(targets.map(\.platform).filter { !have.contains($0) }.map(\.availabilityName))).sorted()
    }

    /// The import lines for `modules`, in name order.
    static func lines(for modules: Set<String>, targets: [DeploymentTarget]) -> [String] {
        modules.sorted().flatMap { module -> [String] in
            let have = platforms[module] ?? []
            if !targets.isEmpty, targets.allSatisfy({ have.contains($0.platform) }) { return ["import \(module)"] }
            return ["#if canImport(\(module))", "import \(module)", "#endif"]
        }
    }
}
