// `momgen dump` streams its JSON to standard output in pieces; the pieces
// must add up to exactly the text `render` builds whole, wherever the piece
// boundaries fall (inside strings, keys, indentation or numbers).
import MomgenCore
import MomgenDiagnostics
import MomgenDump
import MomgenTestSupport
import XCTest

final class JSONStreamingTests: XCTestCase {
    func testStreamedDumpEqualsRenderedDumpForEveryPieceSize() throws {
        for name in TestPaths.sampleModelNames {
            let loaded = try ModelLoader().load(TestPaths.sampleModel(name))
            let whole = ModelJSONDump().render(loaded.resolved, source: loaded.source)
            for pieceSize in [16, 17, 100, 1024, 4096, 1 << 16] {
                var streamed: [UInt8] = []
                var pieces = 0
                ModelJSONDump().write(loaded.resolved, source: loaded.source, pieceSize: pieceSize) { bytes in
                    // Tiny pieces grow to fit a long value (a predicate, a
                    // path); from 1 KB on, every value fits and no piece
                    // may be larger than asked for, however many there are.
                    if pieceSize >= 1024 { XCTAssertLessThanOrEqual(bytes.count, pieceSize, "\(name): a piece never exceeds its size") }
                    streamed.append(contentsOf: bytes)
                    pieces += 1
                }
                XCTAssertEqual(String(decoding: streamed, as: UTF8.self), whole, "\(name), pieces of \(pieceSize)")
                if pieceSize < whole.utf8.count { XCTAssertGreaterThan(pieces, 1) }
            }
        }
    }

    func testAValueLongerThanAPieceIsKeptWhole() {
        let long = String(repeating: "é\"", count: 500)
        var streamed: [UInt8] = []
        var writer = JSONWriter(streamingTo: { streamed.append(contentsOf: $0) }, pieceSize: 32)
        writer.object { $0.field("long", long) }
        writer.finishStreaming()
        var whole = JSONWriter()
        whole.object { $0.field("long", long) }
        XCTAssertEqual(String(decoding: streamed, as: UTF8.self), whole.finish())
    }
}
