// Issue 42, item 3: the project-wide declaration index the "no type declared
// twice" check stands on. Swift types and `@objc` names at file scope,
// Objective-C `@interface Name :` classes; nested types, extensions,
// categories, comments and strings declare nothing; build folders and
// Pods are not read.
@testable import MomgenProject
import MomgenTestSupport
import XCTest

final class TypeDeclarationIndexTests: XCTestCase {
    func testSwiftFileScopeTypesAndObjcNames() {
        let text = """
        import CoreData
        // class Commented: NSObject {}
        @objc(Book)
        public final class Book: _Book {
            class func make() -> Book { Book() }
            struct Nested {}
            let note = "class Quoted {"
        }
        extension Book: Identifiable {}
        @available(iOS 15, *) enum Kind: Int { case a }
        /* struct InBlock {} */
        @objc(LibraryShelf) class Shelf: NSManagedObject {}
        """
        let found = TypeDeclarations.scan(text, objectiveC: false)
        XCTAssertEqual(found, [TypeDeclaration(name: "Book", line: 3), TypeDeclaration(name: "Kind", line: 10), TypeDeclaration(name: "LibraryShelf", line: 12),
                               TypeDeclaration(name: "Shelf", line: 12)])
    }

    func testObjectiveCInterfacesButNotCategoriesOrForwardDeclarations() {
        let text = """
        #import "_User.h"
        @class Other;
        @interface User : _User {
            int ivar;
        }
        @end
        @interface User (Helpers)
        @end
        @interface User ()
        @end
        // @interface Commented : NSObject
        @interface UserID : NSManagedObjectID {}
        @end
        """
        XCTAssertEqual(TypeDeclarations.scan(text, objectiveC: true),
                       [TypeDeclaration(name: "User", line: 3), TypeDeclaration(name: "UserID", line: 12)])
    }

    func testTheIndexSkipsBuildFoldersAndPods() throws {
        let folder = TestPaths.temporaryFolder("declaration-index")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [String: String] = [
            "App/User.h": "@interface User : NSManagedObject\n@end\n",
            "App/Book copy.swift": "\nclass Book: NSManagedObject {}\n",
            "Pods/Lib/User.swift": "class User {}\n",
            "build/Debug/User.swift": "class User {}\n",
            "App/notes.txt": "class User {}\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let index = TypeDeclarationIndex(root: folder.path)
        XCTAssertEqual(index.declarations(of: "User"), [TypeDeclarationIndex.Site(file: "App/User.h", line: 1)])
        XCTAssertEqual(index.declarations(of: "Book"), [TypeDeclarationIndex.Site(file: "App/Book copy.swift", line: 2)])
    }
}
