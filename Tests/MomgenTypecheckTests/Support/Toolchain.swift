// Finds the Swift compiler front end that type-checks against the stub.
import Foundation

/// The compiler used by the type-check tests.
enum Toolchain {
    /// `swift-frontend`: `$MOMGEN_SWIFT_FRONTEND` if set, else the one beside
    /// the first `swiftc` on `PATH`, else beside `/usr/bin/swiftc`.
    static let frontend: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["MOMGEN_SWIFT_FRONTEND"] { return URL(fileURLWithPath: explicit) }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        for folder in folders {
            let swiftc = URL(fileURLWithPath: folder).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            // swiftc is usually a symlink to swift-frontend's driver; the front end sits beside the real file.
            let real = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
            for candidate in [real, swiftc.deletingLastPathComponent()] {
                let frontend = candidate.appendingPathComponent("swift-frontend")
                if FileManager.default.isExecutableFile(atPath: frontend.path) { return frontend }
            }
        }
        return nil
    }()
}
