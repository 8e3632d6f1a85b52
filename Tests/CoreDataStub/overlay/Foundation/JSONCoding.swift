// JSONEncoder and JSONDecoder, as Foundation declares them (the subset
// generated Codable-backed attributes use).
open class JSONEncoder {
    public init() {}
    open func encode<T: Encodable>(_ value: T) throws -> Data { stubOnly() }
}

open class JSONDecoder {
    public init() {}
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { stubOnly() }
}
