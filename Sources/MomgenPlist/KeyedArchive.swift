// read: an `NSKeyedArchiver` archive on top of the binary plist reader.
//
// The archive is a dictionary: `$archiver` ("NSKeyedArchiver"), `$top`
// (names → UIDs), `$objects` (an array whose element 0 is "$null"). Every
// reference between archived objects is a UID, an index into `$objects`. An
// archived object is a dictionary whose `$class` UID leads to
// `{ $classname, $classes }`; strings, numbers and data are stored inline.
// Nothing here recurses: callers walk UIDs themselves, with their own guards
// against cycles, because object graphs (entity ↔ property ↔ model) are
// cyclic by design. Every look-up spends from the archive's `ArchiveCost`
// what it parses and decodes, so shared objects cost each time they are
// reached.

/// An `NSKeyedArchiver` archive, read lazily.
public struct KeyedArchive {
    public let plist: BinaryPlist
    /// The budget every look-up spends from (shared by copies of this value).
    public let cost: ArchiveCost
    /// `$objects`, as plist object indexes.
    public let objects: [Int]
    /// `$top`: name → archive UID.
    public let top: [String: Int]

    public init(_ plist: BinaryPlist) throws {
        self.plist = plist
        cost = ArchiveCost(limit: plist.limits.archiveCost(forSize: plist.bytes.count))
        guard let entries = try plist.stringKeyedEntries(plist.topObject) else {
            throw PlistError("not a keyed archive: the top object is not a dictionary")
        }
        func entry(_ key: String) -> Int? { entries.last { $0.key == key }?.value }
        guard let archiver = entry("$archiver"), try plist.string(archiver) == "NSKeyedArchiver" else {
            throw PlistError("not a keyed archive: no $archiver NSKeyedArchiver")
        }
        guard let objectsIndex = entry("$objects"), case let .array(objects) = try plist.object(objectsIndex) else {
            throw PlistError("not a keyed archive: $objects is not an array")
        }
        guard let topIndex = entry("$top"), let topEntries = try plist.stringKeyedEntries(topIndex) else {
            throw PlistError("not a keyed archive: $top is not a dictionary")
        }
        var top: [String: Int] = [:]
        for (name, value) in topEntries {
            guard case let .uid(uid) = try plist.object(value), uid < UInt64(objects.count) else {
                throw PlistError("keyed archive's $top entry '\(name)' is not a reference into $objects")
            }
            top[name] = Int(uid)
        }
        self.objects = objects
        self.top = top
    }

    /// Reads an archive from the bytes of a binary plist.
    public init(bytes: [UInt8], limits: PlistLimits = .standard) throws {
        try self.init(BinaryPlist(bytes, limits: limits))
    }

    /// The plist object at archive UID `uid`.
    public func object(_ uid: Int) throws -> PlistObject {
        guard uid >= 0, uid < objects.count else {
            throw PlistError("keyed archive references object \(uid) of \(objects.count)")
        }
        return try field(objects[uid])
    }

    /// The plist object at index `index` (a field's value), its size
    /// charged: bytes of a string or data, members of a collection.
    public func field(_ index: Int) throws -> PlistObject {
        let object = try plist.object(index)
        switch object {
        case let .string(text): try cost.spend(1 + text.utf8.count)
        case let .data(bytes): try cost.spend(1 + bytes.count)
        case let .array(members), let .set(members): try cost.spend(1 + members.count)
        case let .dictionary(keys, _): try cost.spend(1 + 2 * keys.count)
        default: try cost.spend(1)
        }
        return object
    }

    /// The archived object at `uid` as a keyed object (class and fields), or
    /// `nil` when it is `$null` or an inline value.
    public func keyedObject(_ uid: Int) throws -> ArchivedObject? {
        guard uid != 0, uid < objects.count else { return nil }
        guard let entries = try plist.stringKeyedEntries(objects[uid], cost: cost) else { return nil }
        var fields: [String: Int] = [:]
        for (key, value) in entries { fields[key] = value }
        guard let classIndex = fields["$class"], case let .uid(classUID) = try plist.object(classIndex) else {
            return nil
        }
        return ArchivedObject(uid: uid, className: try className(Int(clamping: classUID)), fields: fields)
    }

    /// `$classname` of the class description at `uid`. A class description
    /// holds `$classname`, `$classes` and perhaps `$classhints`; one padded
    /// with more entries is refused before its keys are decoded, since every
    /// object of the class reads it again (issue 34 item 4).
    public func className(_ uid: Int) throws -> String {
        guard uid > 0, uid < objects.count, case let .dictionary(keys, values) = try plist.object(objects[uid]) else {
            throw PlistError("keyed archive object \(uid) is not a class description")
        }
        guard keys.count <= Self.maximumClassDescriptionEntries else {
            throw PlistError("keyed archive class description \(uid) has \(keys.count) entries (at most \(Self.maximumClassDescriptionEntries) expected)")
        }
        try cost.spend(1 + 2 * keys.count)
        for (key, value) in zip(keys, values).reversed() {
            guard case let .string(name) = try field(key), name == "$classname" else { continue }
            guard case let .string(text) = try field(value) else { break }
            return text
        }
        throw PlistError("keyed archive object \(uid) is not a class description")
    }

    static let maximumClassDescriptionEntries = 8

    /// The UID a field holds, or `nil` for an absent field or `$null`.
    public func reference(_ field: Int?) throws -> Int? {
        guard let field, case let .uid(uid) = try self.field(field) else { return nil }
        guard uid < UInt64(objects.count) else {
            throw PlistError("keyed archive references object \(uid) of \(objects.count)")
        }
        return uid == 0 ? nil : Int(uid)
    }
}

/// One archived object: its class name and its fields as plist object indexes.
public struct ArchivedObject: Sendable {
    /// The object's UID in `$objects`.
    public let uid: Int
    /// `$classname` (e.g. `NSEntityDescription`).
    public let className: String
    /// Field name → plist object index (the value may be inline or a UID).
    public let fields: [String: Int]
}
