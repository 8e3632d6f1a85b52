// A Swift file reduced to the declarations a call site sees, so that two
// ways of writing the same API compare equal (XcodeParityTests, and the
// drop-in comparison with the files Xcode committed in real projects).
import Foundation

/// The declarations of a Swift file, spelt canonically.
///
/// For example, `    @objc(addBooksObject:)` above
/// `    @NSManaged public func addToBooks(_ value: Book)` gives
/// `@objc(addBooksObject:) public func addToBooks(_: Book)`.
public enum SwiftDeclarations {
    /// Comments, blank lines and bodies are dropped; an `@objc(selector)`
    /// line is joined to the declaration it names; `@NSManaged` and internal
    /// parameter names go (a call site sees neither: momgen implements the
    /// ordered mutators itself and names `idx` `index`).
    public static func of(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var depth = 0
        var selector: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let depthBefore = depth
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            guard depthBefore <= 1, !line.isEmpty, !line.hasPrefix("//"), line != "}" else { continue }
            if line.hasPrefix("@objc("), line.hasSuffix(")"), !line.contains(" ") {
                selector = line
                continue
            }
            var declaration = line
            for suffix in [" {}", "{}", " {"] where declaration.hasSuffix(suffix) {
                declaration.removeLast(suffix.count)
            }
            declaration = declaration.replacingOccurrences(of: " : ", with: ": ")
            declaration = declaration.replacingOccurrences(of: "@NSManaged ", with: "")
            declaration = declaration.replacingOccurrences(of: #"([(,] ?)(\w+) \w+:"#, with: "$1$2:", options: .regularExpression)
            found.insert(selector.map { "\($0) \(declaration)" } ?? declaration)
            selector = nil
        }
        return found
    }
}
