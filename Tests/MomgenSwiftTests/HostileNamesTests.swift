// Names from a model can never place a file outside the output folder or
// inject code: class names become identifiers, text becomes literals/comments.
import MomgenModel
import MomgenSwift
import MomgenWriter
import XCTest

final class HostileNamesTests: XCTestCase {
    func model(className: String, entityName: String = "Evil") -> ResolvedModel {
        var model = Model(file: "contents")
        var entity = Entity(name: entityName)
        entity.representedClassName = className
        var attribute = Attribute(name: "note\"; import Evil //", type: .string)
        attribute.isOptional = true
        entity.attributes = [attribute]
        model.entities = [entity]
        return Resolver().resolve(model)
    }

    func testClassNamesCannotEscapeTheOutputFolder() throws {
        let hostile = ["../../etc/Evil", "/abs/Evil", "..", "a/b", "Evil\n// x", "~/Evil", "Evil/../../x"]
        for name in hostile {
            for layout in Layout.allCases {
                let files = try SwiftEmitter(options: GenerationOptions(modelName: "../Model/x", layout: layout)).emit(model(className: name))
                for file in files {
                    XCTAssertFalse(file.path.contains("/"), "\(name) → \(file.path)")
                    XCTAssertFalse(file.path.hasPrefix(".."), "\(name) → \(file.path)")
                    XCTAssertNoThrow(try PathGuard().resolve(file.path, in: "/tmp/out"), "\(name) → \(file.path)")
                }
            }
        }
    }

    func testModelTextCannotInjectCode() throws {
        let files = try SwiftEmitter(options: GenerationOptions(modelName: "M", layout: .single))
            .emit(model(className: "Evil", entityName: "Evil\nimport Bad"))
        let text = try XCTUnwrap(files.first).contents
        XCTAssertFalse(text.contains("\nimport Evil"), text)
        XCTAssertFalse(text.contains("\nimport Bad"), text)
        XCTAssertTrue(text.contains("\"note\\\"; import Evil //\""), "the key is a string literal")
    }
}
