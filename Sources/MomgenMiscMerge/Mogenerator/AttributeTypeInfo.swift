// Core Data's facts about attribute types that mogenerator's keys report:
// the NSAttributeType code (`attributeType`) and the class Core Data
// stores values as (`attributeValueClassName`).
import MomgenModel

extension AttributeType {
    /// `NSAttributeType`'s raw value.
    var coreDataCode: Int {
        switch self {
        case .undefined, .unknown: return 0
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
        }
    }

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
