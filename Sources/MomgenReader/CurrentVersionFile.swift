// `.xccurrentversion`: the XML plist in a `.xcdatamodeld` bundle that names
// the current version, e.g. `<key>_XCCurrentVersionName</key>
// <string>Model 2.xcdatamodel</string>`.
import MomgenDiagnostics

/// Reads the current version's folder name from a `.xccurrentversion` file.
enum CurrentVersionFile {
    static let key = "_XCCurrentVersionName"

    /// The folder name (e.g. `Model 2.xcdatamodel`), or nil if the plist has no such key.
    static func read(_ path: String, limits: ReaderLimits) throws -> String? {
        let bytes = try FileBytes.read(path, limit: limits.maximumFileSize)
        let parser = SafeXMLParser(allowsDoctype: true, keepsText: true, limits: limits)
        let root = try parser.parse(bytes, path: path)
        guard root.name == "plist", let dict = root.children.first(where: { $0.name == "dict" }) else {
            throw MomgenError.unreadableInput(SourceLocation(file: path, line: root.line, column: root.column),
                                              "not a property list: expected <plist><dict>")
        }
        let items = dict.children
        for (offset, item) in items.enumerated() where item.name == "key" && item.text == key {
            guard offset + 1 < items.count, items[offset + 1].name == "string" else {
                throw MomgenError.unreadableInput(SourceLocation(file: path, line: item.line, column: item.column),
                                                  "\(key) has no <string> value")
            }
            return items[offset + 1].text
        }
        return nil
    }
}
