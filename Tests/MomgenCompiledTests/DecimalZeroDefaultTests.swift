// Issue 32 item 6: a Double, Float or Decimal default of zero reads back
// "0.0", as Xcode's editor writes it (110 of 120 such defaults in the
// corpus); whole non-zero values and integer types keep their plain form.
import MomgenCompiled
import MomgenModel
import XCTest

final class DecimalZeroDefaultTests: XCTestCase {
    func testZeroDefaultsOfDecimalPointTypes() throws {
        let archive = OneEntityArchive()
        archive.attribute("a", type: 500, [("NSDefaultValue", .real(0))])
        archive.attribute("b", type: 600, [("NSDefaultValue", .real(0))])
        let zero = archive.archiver.object("NSDecimalNumberPlaceholder", superclasses: ["NSDecimalNumber", "NSNumber", "NSValue", "NSObject"], [
            ("NS.length", .int(0)), ("NS.exponent", .int(0)), ("NS.negative", .bool(false)), ("NS.compact", .bool(true)),
            ("NS.mantissa.bo", .int(1)), ("NS.mantissa", .data([UInt8](repeating: 0, count: 16))),
        ])
        archive.attribute("c", type: 400, [("NSDefaultValue", .uid(zero))])
        archive.attribute("d", type: 500, [("NSDefaultValue", .real(1))])
        archive.attribute("e", type: 200, [("NSDefaultValue", .int(0))])
        let model = try CompiledModelReader().decode(archive.bytes(), file: "Item.mom").model
        let attributes = try XCTUnwrap(model.entities.first).attributes
        XCTAssertEqual(attributes.map(\.defaultValueString), ["0.0", "0.0", "0.0", "1", "0"])
    }
}
