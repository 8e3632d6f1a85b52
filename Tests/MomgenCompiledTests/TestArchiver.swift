// An NSKeyedArchiver encoder for tests: builds `$objects` the way
// NSKeyedArchiver lays them out (index 0 "$null", objects as dictionaries
// with a `$class` UID, class descriptions shared), so tests can make their
// own compiled models with any feature, and hostile ones.

final class TestArchiver {
    private(set) var objects: [TestPlistObject] = [.ascii("$null")]
    private var classes: [String: Int] = [:]
    private var strings: [String: Int] = [:]

    /// A value stored in a field: inline, or a reference to an archived object.
    enum Value {
        case uid(Int)
        case int(Int64)
        case bool(Bool)
        case real(Double)
        case string(String)
        case data([UInt8])
        /// A plain plist array of UIDs (the inside of `NS.objects`).
        case uidArray([Int])
    }

    /// Reserves a slot, for objects that reference each other (fill it later).
    func reserve() -> Int {
        objects.append(.null)
        return objects.count - 1
    }

    /// An archived string object (shared by value, as the archiver does).
    func string(_ text: String) -> Int {
        if let index = strings[text] { return index }
        objects.append(.ascii(text))
        strings[text] = objects.count - 1
        return objects.count - 1
    }

    /// An object of class `className` (with `superclasses`) in `slot` (or a new one).
    @discardableResult
    func object(_ className: String, superclasses: [String] = ["NSObject"], _ fields: [(String, Value)], in slot: Int? = nil) -> Int {
        let classUID = classDescription(className, superclasses)
        var table = TablePieces()
        table.add("$class", .uid(UInt64(classUID)))
        for (key, value) in fields {
            switch value {
            case let .uid(uid): table.add(key, .uid(UInt64(uid)))
            case let .int(number): table.add(key, .int(number))
            case let .bool(flag): table.add(key, .bool(flag))
            case let .real(number): table.add(key, .real(number))
            case let .string(text): table.add(key, .ascii(text))
            case let .data(bytes): table.add(key, .data(bytes))
            case let .uidArray(members):
                var indexes: [Int] = []
                for member in members {
                    objects.append(.uid(UInt64(member)))
                    indexes.append(objects.count - 1)
                }
                table.add(key, .array(indexes))
            }
        }
        let index = slot ?? reserve()
        var entries: [(Int, Int)] = []
        for (key, value) in table.pairs {
            objects.append(.ascii(key))
            let keyIndex = objects.count - 1
            objects.append(value)
            entries.append((keyIndex, objects.count - 1))
        }
        objects[index] = .dict(entries)
        return index
    }

    func array(_ members: [Int], className: String = "NSArray") -> Int {
        object(className, [("NS.objects", .uidArray(members))])
    }

    func dictionary(_ entries: [(String, Int)], className: String = "NSDictionary") -> Int {
        let keys = entries.map { string($0.0) }
        return object(className, [("NS.keys", .uidArray(keys)), ("NS.objects", .uidArray(entries.map(\.1)))])
    }

    /// Pads the class description of `className` with `count` more entries
    /// (one key and value reused), as a hostile archive may.
    func padClassDescription(_ className: String, with count: Int) {
        guard let index = classes[className], case let .dict(entries) = objects[index] else { return }
        objects.append(.ascii("$pad"))
        let key = objects.count - 1
        objects[index] = .dict(Array(repeating: (key, key), count: count) + entries)
    }

    /// The archive's bytes, with `root` as `$top.root`.
    func bytes(root: Int) -> [UInt8] {
        var table = objects
        let base = table.count
        // The top dictionary and its pieces go after the archive's objects.
        table.append(.ascii("$version")); table.append(.int(100000))
        table.append(.ascii("$archiver")); table.append(.ascii("NSKeyedArchiver"))
        table.append(.ascii("$top")); table.append(.dict([(base + 7, base + 8)]))
        table.append(.ascii("$objects"))
        table.append(.ascii("root")); table.append(.uid(UInt64(root)))
        table.append(.array(Array(0 ..< base)))
        table.append(.dict([(base, base + 1), (base + 2, base + 3), (base + 4, base + 5), (base + 6, base + 9)]))
        return TestPlistWriter.write(table, top: base + 10)
    }

    private func classDescription(_ name: String, _ superclasses: [String]) -> Int {
        if let index = classes[name] { return index }
        let index = reserve()
        objects.append(.ascii("$classname")); let k1 = objects.count - 1
        objects.append(.ascii(name)); let v1 = objects.count - 1
        objects.append(.ascii("$classes")); let k2 = objects.count - 1
        var chain: [Int] = []
        for cls in [name] + superclasses { objects.append(.ascii(cls)); chain.append(objects.count - 1) }
        objects.append(.array(chain)); let v2 = objects.count - 1
        objects[index] = .dict([(k1, v1), (k2, v2)])
        classes[name] = index
        return index
    }

    private struct TablePieces {
        var pairs: [(String, TestPlistObject)] = []
        mutating func add(_ key: String, _ value: TestPlistObject) { pairs.append((key, value)) }
    }
}
