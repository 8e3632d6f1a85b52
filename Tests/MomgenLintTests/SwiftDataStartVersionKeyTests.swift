// momgen.yml's `swiftdata-start-version` (issue 40, item 2): the version the
// swiftdata layout's migration plan starts at, for an entry with layout
// swiftdata only (no other layout has a plan), `.xcdatamodel` optional.
import MomgenConfig
import XCTest

final class SwiftDataStartVersionKeyTests: XCTestCase {
    func testTheKeyNamesAVersionOfASwiftDataEntry() throws {
        let (config, problems) = try LintFixture.config("""
        models:
          - path: App/Model.xcdatamodeld
            output: App/Model
            layout: swiftdata
            swiftdata-start-version: Model 3.xcdatamodel
          - path: Other.xcdatamodeld
            output: Other
            layout: swiftdata
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.models.models.map(\.swiftDataStartVersion), ["Model 3", nil])
    }

    func testAnotherLayoutOrAnEmptyNameIsRefusedAtItsLine() throws {
        let (config, problems) = try LintFixture.config("""
        models:
          - path: App/Model.xcdatamodeld
            output: App/Model
            swiftdata-start-version: Model 3
          - path: Other.xcdatamodeld
            output: Other
            layout: swiftdata
            swiftdata-start-version: ""
        """)
        XCTAssertEqual(problems.map(\.message), [
            "invalid value for 'models[0].swiftdata-start-version': expected the name of a version of the bundle, with layout swiftdata",
            "invalid value for 'models[1].swiftdata-start-version': expected the name of a version of the bundle, with layout swiftdata",
        ])
        XCTAssertEqual(problems.map(\.location.line), [4, 8])
        XCTAssertEqual(config.models.models.map(\.swiftDataStartVersion), [nil, nil])
    }

    /// `swiftdata-copy-every-class` (issue 40, item 3): old schemas copy
    /// every class instead of sharing unchanged ones; swiftdata entries only.
    func testCopyEveryClassIsAFlagOfASwiftDataEntry() throws {
        let (config, problems) = try LintFixture.config("""
        models:
          - path: App/Model.xcdatamodeld
            output: App/Model
            layout: swiftdata
            swiftdata-copy-every-class: true
          - path: Other.xcdatamodeld
            output: Other
            swiftdata-copy-every-class: true
          - path: Third.xcdatamodeld
            output: Third
            layout: swiftdata
            swiftdata-copy-every-class: sometimes
        """)
        XCTAssertEqual(problems.map(\.message), [
            "invalid value for 'models[1].swiftdata-copy-every-class': expected true or false, with layout swiftdata",
            "invalid value for 'models[2].swiftdata-copy-every-class': expected true or false",
        ])
        XCTAssertEqual(problems.map(\.location.line), [8, 12])
        XCTAssertEqual(config.models.models.map(\.swiftDataCopiesEveryClass), [true, nil, nil])
    }
}
