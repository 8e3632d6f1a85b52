// The stub itself: the toolchain is found, both overlays build, and the
// hand-written model type-checks on its own.
import XCTest

final class StubBuildTests: XCTestCase {
    func testCompilerIsFound() {
        XCTAssertNotNil(Toolchain.frontend, "swift-frontend not found next to swiftc on PATH")
    }

    func testOverlaysBuild() throws {
        switch StubModules.shared {
        case .success(let stub):
            for module in ["Foundation", "CoreData"] {
                let path = stub.swiftModules.appendingPathComponent("\(module).swiftmodule").path
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(path) missing")
            }
        case .failure(let error):
            XCTFail("\(error)")
        }
    }

    func testSnippetModelTypechecks() {
        assertTypechecks(SnippetModel.source)
    }

    func testSnippetModelTypechecksInSwift6Mode() {
        let result = Typechecker.check(source: SnippetModel.source, mode: .swift6)
        XCTAssertTrue(result.ok, result.diagnostics)
    }

    func testStubFoundationShadowsToolchainFoundation() {
        // NSManagedObject exists only in the stub; NSOrderedSet's Sequence
        // conformance and NSObject: Hashable come from the stub's overlay.
        assertTypechecks("""
        import Foundation
        func use(_ set: NSOrderedSet, _ object: NSObject) -> Set<NSObject> {
            for _ in set {}
            return [object]
        }
        """)
    }
}
