// JSONEncoder and JSONDecoder, as Foundation declares them (the subset
// generated Codable-backed attributes use).
open class JSONEncoder {
    /// The output options (swift-corelibs-foundation and Apple's SDK declare
    /// the same struct; `sortedKeys` is macOS 10.13 / iOS 11).
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
    }

    open var outputFormatting: OutputFormatting = []
    public init() {}
    open func encode<T: Encodable>(_ value: T) throws -> Data { stubOnly() }
}

open class JSONDecoder {
    public init() {}
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { stubOnly() }
}
