// Core Data's facts about attribute types that mogenerator's keys report:
// the NSAttributeType code (`attributeType`, MomgenModel's table) and the
// class Core Data stores values as (`attributeValueClassName`).
import MomgenModel

extension AttributeType {
    /// `NSAttributeType`'s raw value (0 for a type momgen does not know).
    var coreDataCode: Int { Int(coreDataTypeCode ?? 0) }

    /// `-[NSAttributeDescription attributeValueClassName]`.
    var valueClassName: String? {
        switch self {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: return "NSNumber"
        case .decimal: return "NSDecimalNumber"
        case .string: return "NSString"
        case .date: return "NSDate"
        case .binary: return "NSData"
        case .uuid: return "NSUUID"
        case .uri: return "NSURL"
        case .composite: return "NSDictionary"
        case .transformable, .objectID, .undefined, .unknown: return nil
        }
    }

    /// Whether mogenerator's `hasScalarAttributeType` holds (Decimal is an object).
    var isMogeneratorScalar: Bool {
        switch self {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: return true
        default: return false
        }
    }
}
