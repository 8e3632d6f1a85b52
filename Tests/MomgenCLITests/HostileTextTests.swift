// Issue 25, items 9–11: names and strings from models, stores, paths and
// configs reach terminals and CI logs. A version folder, an entity, a store
// table, a `Z_PRIMARYKEY` row, metadata identifiers and file paths are all
// given hostile names (control characters, ESC sequences, U+2028/2029, NEL,
// bidi overrides, GitHub `::` workflow commands); every human-readable output
// of every command and every error message must then hold no control
// character and no line that starts with `::` (GitHub runs a line as a
// command after its leading spaces).
import CSQLite
import Foundation
import MomgenTestSupport
import XCTest

final class HostileTextTests: XCTestCase {
    /// What a hostile name carries: line breaks of every kind, terminal
    /// escapes (clear screen, title, CSI as one C1 character), bidi
    /// overrides and workflow commands, each after a break.
    static let payload = "\n::error file=Secret.swift,line=1::forged\r::add-mask::secret\u{2028}::stop-commands::tok\u{2029}x\u{0085}y\u{202E}desrever\u{2066}\u{9B}2J"
    /// The same without ESC and BEL, which XML 1.0 cannot carry.
    static let terminalPayload = payload + "\u{1B}[2J\u{1B}]0;title\u{07}"

    private var root: URL!

    override func setUpWithError() throws {
        root = TestPaths.temporaryFolder("hostile-text")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    // MARK: Checks

    /// No control character survives and no line starts with `::`.
    private func assertClean(_ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let start = row.drop { $0 == " " }
            XCTAssertFalse(start.hasPrefix("::"), "\(label): a line starts a workflow command: \(row.debugDescription)", file: file, line: line)
        }
        let unsafe = text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return scalar != "\n" && (value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                || value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value))
        }
        XCTAssertTrue(unsafe.isEmpty, "\(label): raw \(unsafe.map { String($0.value, radix: 16) }) in \(text.debugDescription)", file: file, line: line)
    }

    /// Runs momgen and checks both streams; returns the result.
    @discardableResult
    private func check(_ arguments: [String], _ label: String, in folder: URL? = nil, expecting marker: String? = "forged",
                       file: StaticString = #filePath, line: UInt = #line) throws -> ProcessResult {
        let result = try MomgenProcess.run(arguments, in: folder ?? root)
        assertClean(result.stdout, "\(label) stdout", file: file, line: line)
        assertClean(result.stderr, "\(label) stderr", file: file, line: line)
        if let marker {
            XCTAssertTrue((result.stdout + result.stderr).contains(marker), "\(label): the hostile name never reached the output: \(result.stdout) \(result.stderr)", file: file, line: line)
        }
        return result
    }

    // MARK: Item 10: version and entity names

    func testItem10VersionAndEntityNamesReachNoOutputRaw() throws {
        let bundle = try hostileBundle()
        try check(["versions", bundle.path], "versions")
        let diff = try check(["diff", bundle.path], "diff")
        XCTAssertTrue(diff.stderr.contains("momgen diff: 1 step"), diff.stderr)
        try check(["lock", bundle.path, "--all", "--file", root.appendingPathComponent("lock.json").path], "lock")
        for version in try FileManager.default.contentsOfDirectory(atPath: bundle.path) where version.hasSuffix(".xcdatamodel") {
            try check(["dump", bundle.appendingPathComponent(version).path, "--format", "text"], "dump")
            try check(["lint", bundle.appendingPathComponent(version).path], "lint", expecting: nil)
        }
        try check(["diagram", bundle.path, "--format", "mermaid", "--lint"], "diagram", expecting: nil)
        // Error messages: a version that does not exist, named by the user or the bundle.
        try check(["diff", bundle.path, "--from", "Nope" + Self.terminalPayload], "diff --from")
        try check(["store", bundle.path, "/nonexistent" + Self.terminalPayload + ".sqlite"], "store missing")
        try check(["dump", root.path + "/missing" + Self.terminalPayload], "dump missing")
    }

    // MARK: Item 9: store strings

    func testItem9StoreStringsReachNoOutputRaw() throws {
        let model = TestPaths.sampleModel("BookStore")
        let folder = root.appendingPathComponent("Stores" + Self.terminalPayload)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = folder.appendingPathComponent("store.sqlite")
        let ddl = try MomgenProcess.run(["ddl", model, "--rows"])
        let hostile = Self.terminalPayload.replacingOccurrences(of: "'", with: "''")
        let plist: [String: Any] = [
            "NSPersistenceFrameworkVersion": 1251,
            "NSStoreModelVersionHashes": ["Book" + Self.terminalPayload: Data(repeating: 1, count: 32)],
            "NSStoreModelVersionHashesVersion": 3,
            "NSStoreModelVersionIdentifiers": ["id" + Self.terminalPayload],
            "NSStoreModelVersionChecksumKey": "sum" + Self.terminalPayload,
            "NSStoreType": "SQLite",
        ]
        let bytes = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let hex = bytes.map { String(format: "%02X", $0) }.joined()
        StoreCopy.mutate(store, ddl.stdout + """
            INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, 'uuid', X'\(hex)');
            UPDATE Z_PRIMARYKEY SET Z_NAME = 'Page\(hostile)' WHERE Z_ENT = 3;
            CREATE TABLE "ZEXTRA\(hostile.replacingOccurrences(of: "\"", with: "\"\""))" (Z_PK INTEGER PRIMARY KEY, /* \(hostile) */ "col\(hostile)" VARCHAR);
            CREATE INDEX "ZIDX\(hostile)" ON ZBOOK (ZTITLE);
            """)
        try check(["ddl", model, "--compare", store.path], "ddl --compare")
        try check(["store", model, store.path], "store")
        try check(["store", model, store.path, "--model-version", "V" + Self.terminalPayload], "store --model-version")
    }

    // MARK: Paths and configs

    func testPathsAndConfigsReachNoOutputRaw() throws {
        let project = root.appendingPathComponent("Project")
        let models = project.appendingPathComponent("Models" + Self.terminalPayload)
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: models.appendingPathComponent("BookStore.xcdatamodeld").path)
        try check(["init"], "init", in: project)
        try check(["build"], "build", in: project)
        try check(["generate", models.appendingPathComponent("BookStore.xcdatamodeld").path, "--output", project.path + "/Out" + Self.terminalPayload], "generate")
        // A configuration whose own values are hostile: the refusal quotes them.
        try """
        models:
          - path: "Models\\n::error::x/BookStore.xcdatamodeld"
            ddl: "../\\n::error::forged\\u2028\\e[2J.sql"
        """.write(to: project.appendingPathComponent("momgen.yml"), atomically: true, encoding: .utf8)
        let refused = try check(["build"], "build refused", in: project)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        // An argument error quotes the value given.
        let argument = try check(["ddl", TestPaths.sampleModel("BookStore"), "--format", "x" + Self.terminalPayload], "argument error")
        XCTAssertEqual(argument.status, 2, argument.stderr)
    }

    // MARK: Fixtures

    /// A bundle of two versions whose folder names, entity, attribute and
    /// relationship names carry the payload; the second is current.
    private func hostileBundle() throws -> URL {
        let bundle = root.appendingPathComponent("Hostile.xcdatamodeld")
        let first = "V1" + Self.terminalPayload, second = "V2" + Self.payload
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let entity = "Evil" + Self.payload
        try write(model: """
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            """, to: bundle.appendingPathComponent(first + ".xcdatamodel"))
        try write(model: """
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title" attributeType="String"/>
                <attribute name="\(xml("note" + Self.payload))" optional="YES" attributeType="String"/>
            </entity>
            <entity name="\(xml(entity))" representedClassName="Evil" syncable="YES">
                <attribute name="\(xml("forged" + Self.payload))" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            </entity>
            """, to: bundle.appendingPathComponent(second + ".xcdatamodel"))
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\(xml(second)).xcdatamodel</string></dict></plist>
        """.write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        return bundle
    }

    private func write(model entities: String, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="1" systemVersion="1" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        \(entities)
        </model>
        """.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    }

    /// `text` as XML attribute or element text, line breaks as references.
    private func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case "\"": out += "&quot;"
            case "\n", "\r", "\t": out += "&#\(scalar.value);"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
