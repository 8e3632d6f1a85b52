// The oldest system an app runs on (`--deployment-target ios:12.0`, momgen.yml
// `deployment-target`): nothing is generated that one of them cannot use,
// the rule Xcode follows when it writes its files.

/// One platform and its minimum version.
///
/// For example, `DeploymentTarget(text: "ios:12.0")` is iOS 12.0, which has
/// no `Identifiable` (iOS 13), so no layout declares it.
public struct DeploymentTarget: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The platforms, spelled as in `--deployment-target` and `#available`.
    public enum Platform: String, CaseIterable, Sendable, Encodable {
        case ios, macos, tvos, watchos, visionos

        /// The name `#available` uses.
        public var availabilityName: String {
            switch self {
            case .ios: return "iOS"
            case .macos: return "macOS"
            case .tvos: return "tvOS"
            case .watchos: return "watchOS"
            case .visionos: return "visionOS"
            }
        }
    }

    public let platform: Platform
    /// Major and minor, e.g. `[10, 15]`; missing parts are 0.
    public let version: [Int]

    public init(_ platform: Platform, _ version: [Int]) {
        self.platform = platform
        self.version = version
    }

    /// Parses `ios:12.0`, `macos:10.14`, `watchos:6` (case-insensitive
    /// platform; up to three numeric components).
    public init?(text: String) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let platform = Platform(rawValue: parts[0].lowercased()) else { return nil }
        let numbers = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(numbers.count),
              numbers.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy({ ("0"..."9").contains($0) }) }) else { return nil }
        self.init(platform, numbers.compactMap { Int($0) })
    }

    public var description: String {
        platform.rawValue + ":" + version.map(String.init).joined(separator: ".")
    }

    /// Whether this target is at least `minimum` (compared part by part).
    public func isAtLeast(_ minimum: [Int]) -> Bool {
        for index in 0..<max(version.count, minimum.count) {
            let mine = index < version.count ? version[index] : 0
            let theirs = index < minimum.count ? minimum[index] : 0
            if mine != theirs { return mine > theirs }
        }
        return true
    }
}

/// An API the generated code may use, with the first system versions that
/// have it (from the SDK's availability attributes).
public struct PlatformAPI: Sendable {
    /// By platform; a platform not listed has it from its first version.
    public let introduced: [DeploymentTarget.Platform: [Int]]

    public init(introduced: [DeploymentTarget.Platform: [Int]]) {
        self.introduced = introduced
    }

    /// Swift's `Identifiable` (`@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)` in the standard library).
    public static let identifiable = PlatformAPI(introduced: [.ios: [13], .macos: [10, 15], .tvos: [13], .watchos: [6]])
    /// `JSONEncoder.OutputFormatting.sortedKeys` (`API_AVAILABLE(macos(10.13), ios(11.0), watchos(4.0), tvos(11.0))`).
    public static let sortedKeys = PlatformAPI(introduced: [.ios: [11], .macos: [10, 13], .tvos: [11], .watchos: [4]])

    /// Whether every target has the API (true for no targets: the newest systems).
    public func isAvailable(on targets: [DeploymentTarget]) -> Bool {
        targets.allSatisfy { target in introduced[target.platform].map(target.isAtLeast) ?? true }
    }

    /// The `#available` condition, e.g. `iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *`.
    public var availabilityCondition: String {
        DeploymentTarget.Platform.allCases.compactMap { platform in
            introduced[platform].map { version in
                platform.availabilityName + " " + (version.count == 1 ? "\(version[0]).0" : version.map(String.init).joined(separator: "."))
            }
        }.joined(separator: ", ") + ", *"
    }
}
