// Foundation's own archived classes, decoded one level deep: strings
// (inline, or `NSMutableString` with `NS.string`), arrays and sets
// (`NS.objects`), dictionaries (`NS.keys`/`NS.objects`, and Core Data's
// `NSKnownKeysDictionary1`, whose keys sit in its mapping strategy), numbers
// stored inline. A value of the wrong shape is an error naming the field.

extension KeyedArchive {
    /// A string field: inline, through a UID to a string, or to an
    /// `NSString`/`NSMutableString` object. `nil` when absent or `$null`.
    public func string(_ field: Int?, named name: String) throws -> String? {
        guard let field else { return nil }
        switch try self.field(field) {
        case let .string(text): return text
        case .uid:
            guard let uid = try reference(field) else { return nil }
            return try stringObject(uid, named: name)
        case .null: return nil
        case let other: throw PlistError("keyed archive field \(name) is a \(other.kindName), not a string")
        }
    }

    /// The string at archive UID `uid` (inline or an `NSString` object).
    public func stringObject(_ uid: Int, named name: String) throws -> String {
        if case let .string(text) = try object(uid) { return text }
        if let archived = try keyedObject(uid), let inner = archived.fields["NS.string"],
           case let .string(text) = try self.field(inner) {
            return text
        }
        throw PlistError("keyed archive field \(name) does not lead to a string")
    }

    /// An integer field (booleans count as 0/1); `nil` when absent.
    public func integer(_ field: Int?, named name: String) throws -> Int64? {
        guard let field else { return nil }
        switch try self.field(field) {
        case let .integer(number): return number
        case .unsignedInteger: throw PlistError("keyed archive field \(name) is an integer beyond the signed 64-bit range")
        case let .bool(flag): return flag ? 1 : 0
        case let .real(number) where number.rounded() == number && abs(number) < 9e18: return Int64(number)
        case let other: throw PlistError("keyed archive field \(name) is a \(other.kindName), not an integer")
        }
    }

    /// A boolean field; `false` when absent.
    public func bool(_ field: Int?, named name: String) throws -> Bool {
        try (integer(field, named: name) ?? 0) != 0
    }

    /// The member UIDs of an `NSArray`/`NSSet` (or mutable/ordered kin)
    /// referenced by `field`; empty when absent or `$null`.
    public func members(_ field: Int?, named name: String) throws -> [Int] {
        guard let uid = try reference(field) else { return [] }
        return try membersOf(uid, named: name)
    }

    /// The member UIDs of the collection at `uid`.
    public func membersOf(_ uid: Int, named name: String) throws -> [Int] {
        guard let archived = try keyedObject(uid), let list = archived.fields["NS.objects"] else {
            throw PlistError("keyed archive field \(name) is not an array or set")
        }
        return try uids(list, named: name)
    }

    /// The (key, value UID) pairs of an `NSDictionary` (or
    /// `NSKnownKeysDictionary1`) referenced by `field`, keys as strings, in
    /// archive order; empty when absent.
    public func dictionary(_ field: Int?, named name: String) throws -> [(key: String, value: Int)] {
        guard let uid = try reference(field) else { return [] }
        guard let archived = try keyedObject(uid) else {
            throw PlistError("keyed archive field \(name) is not a dictionary")
        }
        let keyUIDs: [Int]
        let valueUIDs: [Int]
        if let keys = archived.fields["NS.keys"], let values = archived.fields["NS.objects"] {
            keyUIDs = try uids(keys, named: name)
            valueUIDs = try uids(values, named: name)
        } else if archived.className == "NSKnownKeysDictionary1", let values = archived.fields["values"],
                  let mapping = try reference(archived.fields["searchMapping"]),
                  let strategy = try keyedObject(mapping) {
            keyUIDs = try members(strategy.fields["keys"], named: name)
            valueUIDs = try members(values, named: name)
        } else {
            throw PlistError("keyed archive field \(name) is a \(archived.className), not a dictionary")
        }
        guard keyUIDs.count == valueUIDs.count else {
            throw PlistError("keyed archive dictionary \(name) has \(keyUIDs.count) keys and \(valueUIDs.count) values")
        }
        return try zip(keyUIDs, valueUIDs).map { (try stringObject($0, named: name), $1) }
    }

    /// A plist array of UIDs (the inside of `NS.objects`/`NS.keys`).
    private func uids(_ field: Int, named name: String) throws -> [Int] {
        guard case let .array(items) = try self.field(field) else {
            throw PlistError("keyed archive field \(name) does not hold a list")
        }
        return try items.map { item in
            guard case let .uid(uid) = try self.field(item), uid < UInt64(objects.count) else {
                throw PlistError("keyed archive field \(name) holds something other than references")
            }
            return Int(uid)
        }
    }
}
