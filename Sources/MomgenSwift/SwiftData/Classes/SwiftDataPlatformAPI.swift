// The SwiftData features whose availability decides what the swiftdata
// layout may write for a deployment target (from SwiftData's availability
// attributes in Apple's documentation).
import MomgenModel

extension PlatformAPI {
    /// SwiftData itself, `@Model`, `@Attribute(.unique)`: iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1.
    public static let swiftData = PlatformAPI(introduced: [.ios: [17], .macos: [14], .tvos: [17], .watchos: [10], .visionos: [1]])
    /// `#Unique` and `#Index`: iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2.
    public static let swiftDataUniqueAndIndex = PlatformAPI(introduced: [.ios: [18], .macos: [15], .tvos: [18], .watchos: [11], .visionos: [2]])
    /// @Model class inheritance: iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26.
    public static let swiftDataInheritance = PlatformAPI(introduced: [.ios: [26], .macos: [26], .tvos: [26], .watchos: [26], .visionos: [26]])
}
