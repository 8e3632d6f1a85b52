// The values a MiscMerge template sees: what Foundation objects were to
// MiscMerge (NSString, NSNumber, NSArray, NSDictionary, model objects, nil),
// as one closed enum so that evaluation is a pure function of it.

/// A value in a template's context.
///
/// For example, `Attribute.name` is `.string("title")`, `noninheritedAttributes`
/// is a `.list` of `.object`s and `TemplateVar` a `.dictionary`.
public enum MergeValue {
    /// An NSString.
    case string(String)
    /// An NSNumber holding a number (integers are exact doubles).
    case number(Double)
    /// An NSNumber holding a Boolean (prints as `1`/`0`, as NSNumber does).
    case bool(Bool)
    /// An NSArray.
    case list([MergeValue])
    /// An NSDictionary, keys in the order the producer chose.
    case dictionary(MergeDictionary)
    /// A model object with keys of its own (an entity, an attribute).
    case object(any MergeObject)
    /// nil (a missing dictionary entry, an unset optional).
    case null

    /// Whether this is a value that prints as text (not a list, dictionary or object).
    var isPrintable: Bool {
        switch self {
        case .string, .number, .bool, .null: return true
        case .list, .dictionary, .object: return false
        }
    }
}

/// An object that answers key lookups, as MiscMerge's categories did on
/// Core Data's description classes.
public protocol MergeObject: AnyObject {
    /// The value for `key`, `.null` for a key that exists without a value,
    /// or nil when the object has no such key (MiscMerge's
    /// `respondsToSelector:` failing).
    func mergeValue(forKey key: String) -> MergeValue?
    /// What the object is, for error messages (`entity Book`).
    var mergeDescription: String { get }
}
