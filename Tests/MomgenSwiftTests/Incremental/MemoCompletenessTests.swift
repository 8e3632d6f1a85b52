// Issue 34, item 6, inside the emitter: even a memo believed in full (a
// render cache this user's momgen wrote) hands back an entity's files only
// as the layout plans them — each once, every machine file among them. A
// memo that drops `_Book.swift` or lists a file twice has the entity rendered.
import Foundation
import MomgenCore
import MomgenSwift
import MomgenTestSupport
import XCTest

final class MemoCompletenessTests: XCTestCase {
    /// Hands back, for every key, what `shape` makes of the true files.
    private struct ShapedMemo: RenderMemo {
        let renders: [String: [GeneratedFile]]
        let shape: @Sendable ([GeneratedFile]) -> [GeneratedFile]
        func files(for key: RenderKey) -> [GeneratedFile]? { renders[key.text].map(shape) }
    }

    func testIssue34Item6AMemoThatDropsOrRepeatsAFileIsNotUsed() throws {
        let loaded = try ModelLoader().load(TestPaths.sampleModel("BookStore"))
        let emitter = SwiftEmitter(options: GenerationOptions(modelName: "BookStore"))
        let full = try emitter.emit(loaded.resolved, memo: nil)
        var renders: [String: [GeneratedFile]] = [:]
        for render in full.entityRenders { renders[render.key.text] = render.files }
        let shapes: [@Sendable ([GeneratedFile]) -> [GeneratedFile]] = [
            { _ in [] }, { $0.filter { $0.role == .human } }, { $0 + $0 },
        ]
        for shape in shapes {
            let result = try emitter.emit(loaded.resolved, memo: ShapedMemo(renders: renders, shape: shape))
            XCTAssertEqual(result.reusedEntities, 0)
            XCTAssertEqual(result.files, full.files)
        }
        // The true files are taken.
        let honest = try emitter.emit(loaded.resolved, memo: ShapedMemo(renders: renders, shape: { $0 }))
        XCTAssertEqual(honest.reusedEntities, full.entityRenders.count)
        XCTAssertEqual(honest.files, full.files)
    }
}
