// What real mogenerator files and the model code beside them use from
// Apple's SDK, accepted by the stub as by the SDK: the bridging casts of
// stock mogenerator 1.31/1.32 mutators (`NSSet as Set<NSObject>`, which the
// compiler allows because NSObject is the ObjectiveC module's), `#selector`,
// and the Foundation members real model code calls. And what the SDK rejects.
import XCTest

final class MogeneratorStubTests: XCTestCase {
    /// The set mutators of mogenerator's machine.swift.motemplate (1.31 and
    /// 1.32), as a real `_Cart.swift` holds them.
    func testStockMogeneratorMutatorsTypecheck() {
        assertTypechecks("""
        import CoreData
        import Foundation
        open class _Cart: NSManagedObject {
            @NSManaged open var items: NSSet
        }
        extension _Cart {
            open func addItems(_ objects: NSSet) {
                let mutable = self.items.mutableCopy() as! NSMutableSet
                mutable.union(objects as Set<NSObject>)
                self.items = mutable.copy() as! NSSet
            }
            open func removeItems(_ objects: NSSet) {
                let mutable = self.items.mutableCopy() as! NSMutableSet
                mutable.minus(objects as Set<NSObject>)
                self.items = mutable.copy() as! NSSet
            }
            func keys(_ info: NSDictionary) -> [NSObject: AnyObject] { info as [NSObject: AnyObject] }
        }
        """)
    }

    /// Only `Set<NSObject>` is a bridging `as` from NSSet; any other element needs `as!`.
    func testBridgingToOtherElementTypesIsRejected() {
        assertRejected("import Foundation\nfunc f(_ s: NSSet) -> Set<AnyHashable> { s as Set<AnyHashable> }\n",
                       because: "'NSSet' is not convertible to 'Set<AnyHashable>'")
        assertRejected("import Foundation\nfunc f(_ s: NSSet) -> Set<String> { s as Set<String> }\n",
                       because: "'NSSet' is not convertible to 'Set<String>'")
    }

    func testSelectorsTypecheck() {
        assertTypechecks("""
        import Foundation
        let byEquality: Selector = #selector(NSObject.isEqual(_:))
        let named: Selector = "isEqual:"
        """)
    }

    func testFoundationMembersModelCodeCalls() {
        assertTypechecks("""
        import Foundation
        func use(_ text: String, _ data: Data, _ set: NSSet, _ array: NSArray, _ url: URL) -> Bool {
            let encoded: Data? = text.data(using: .utf8)
            let decoded = String(data: data, encoding: .utf8)
            let copy = NSData(data: data)
            let matching: Set<AnyHashable> = set.filtered(using: NSPredicate(format: "age > %d", 3))
            let listed: [Any] = array.filtered(using: NSPredicate(value: true))
            let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            let store = documents?.appendingPathComponent("Model.sqlite")
            let folder = url.deletingLastPathComponent().appendingPathComponent("x", isDirectory: true)
            let name = url.deletingPathExtension().lastPathComponent + "." + url.pathExtension
            _ = (encoded, decoded, copy, matching, listed, store, folder, name, url.pathComponents, url.appendingPathExtension("bak"))
            return FileManager.default.fileExists(atPath: url.path)
        }
        """)
    }

    /// Members the SDK does not have stay rejected.
    func testMissingFoundationMembersAreRejected() {
        assertRejected("import Foundation\nfunc f(_ s: String) -> Data? { s.data(using: .utf9) }\n", because: "utf9")
        assertRejected("import Foundation\nfunc f(_ u: URL) -> URL { u.appendingPathComponents(\"a\") }\n", because: "appendingPathComponents")
    }
}
