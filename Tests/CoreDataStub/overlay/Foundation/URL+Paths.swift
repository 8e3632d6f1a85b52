// URL's path methods, as Apple's overlay declares them.
extension URL {
    public func appendingPathComponent(_ pathComponent: String) -> URL { stubOnly() }
    public func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL { stubOnly() }
    public func appendingPathExtension(_ pathExtension: String) -> URL { stubOnly() }
    public func deletingLastPathComponent() -> URL { stubOnly() }
    public func deletingPathExtension() -> URL { stubOnly() }
    public var lastPathComponent: String { stubOnly() }
    public var pathExtension: String { stubOnly() }
    public var pathComponents: [String] { stubOnly() }
}
