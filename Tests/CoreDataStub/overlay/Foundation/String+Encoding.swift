// String ↔ Data through an encoding, as Apple's overlay declares it
// (`StringProtocol.data(using:allowLossyConversion:)`, `String(data:encoding:)`).
extension String {
    /// `String.Encoding`: `NSStringEncoding` values.
    public struct Encoding: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let ascii = Encoding(rawValue: 1)
        public static let utf8 = Encoding(rawValue: 4)
        public static let isoLatin1 = Encoding(rawValue: 5)
        public static let unicode = Encoding(rawValue: 10)
        public static let utf16 = Encoding(rawValue: 10)
    }

    public init?(data: Data, encoding: String.Encoding) { stubOnly() }
}

extension StringProtocol {
    public func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? { stubOnly() }
}
