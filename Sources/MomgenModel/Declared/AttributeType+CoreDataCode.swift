// `NSAttributeType`'s raw values, in one place: the attribute version hash
// encodes them, a compiled model stores them, and mogenerator's templates
// read them (`attributeType`). The values are those of Apple's
// NSAttributeDescription.h; the research note confirms most of them
// against real hashes.

extension AttributeType {
    /// The `NSAttributeType` raw value, or nil for a type momgen does not know.
    ///
    /// For example, `.string` is 700 (`NSStringAttributeType`).
    public var coreDataTypeCode: UInt32? {
        switch self {
        case .undefined: return 0
        case .integer16: return 100
        case .integer32: return 200
        case .integer64: return 300
        case .decimal: return 400
        case .double: return 500
        case .float: return 600
        case .string: return 700
        case .boolean: return 800
        case .date: return 900
        case .binary: return 1000
        case .uuid: return 1100
        case .uri: return 1200
        case .transformable: return 1800
        case .objectID: return 2000
        case .composite: return 2100
        case .unknown: return nil
        }
    }

    /// The type whose `NSAttributeType` raw value is `code`; an unknown code
    /// is kept, named, as `.unknown`.
    public init(coreDataTypeCode code: Int) {
        let known: [AttributeType] = [.undefined, .integer16, .integer32, .integer64, .decimal, .double, .float, .string,
                                      .boolean, .date, .binary, .uuid, .uri, .transformable, .objectID, .composite]
        self = known.first { $0.coreDataTypeCode.map(Int.init) == code } ?? .unknown("NSAttributeType \(code)")
    }
}
