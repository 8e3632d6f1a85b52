// A rule example: a tiny model fragment whose expected findings are marked.
//
// The fragment is the body of a `<model>` element (entities, fetch requests,
// configurations). Put `<!--↓-->` on the line of each element a finding must
// point at; a line with two markers expects two findings.

/// A model fragment with its expected finding lines marked by `<!--↓-->`.
public struct RuleExample: Sendable {
    /// The `<model>` body.
    public var xml: String
    /// Extra attributes for the `<model>` element, e.g. `usedWithCloudKit="YES"`.
    public var modelAttributes: String
    /// Options as YAML for `lint.options.<id>`, e.g. `max-depth: 1`.
    public var options: String?
    /// Where the example is written, so a failing example points back to it.
    public var file: StaticString
    public var line: UInt

    public init(_ xml: String, model modelAttributes: String = "", options: String? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.xml = xml
        self.modelAttributes = modelAttributes
        self.options = options
        self.file = file
        self.line = line
    }

    /// The marker that flags an expected finding.
    public static let marker = "<!--↓-->"
    /// The marker that flags an expected finding lowered to a note (info),
    /// where the model shows too little for the rule's own severity.
    public static let infoMarker = "<!--↓info-->"

    /// The whole model document for the example.
    /// The model is a Swift model unless `modelAttributes` sets `sourceLanguage`.
    public var document: String {
        let language = modelAttributes.contains("sourceLanguage=") ? "" : #"sourceLanguage="Swift" "#
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" \(language)\(modelAttributes)>
        \(xml)
        </model>

        """
    }

    /// The 1-based lines of `document` that expect a finding, one entry per
    /// marker (either kind).
    public var expectedLines: [Int] {
        (lines(marked: Self.marker) + lines(marked: Self.infoMarker)).sorted()
    }

    /// The 1-based lines of `document` that expect a finding at info level.
    public var expectedInfoLines: [Int] { lines(marked: Self.infoMarker) }

    /// The 1-based lines of `document` carrying `marker`, once per occurrence, in order.
    private func lines(marked marker: String) -> [Int] {
        var lines: [Int] = []
        for (offset, text) in document.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let count = text.components(separatedBy: marker).count - 1
            lines += Array(repeating: offset + 1, count: count)
        }
        return lines
    }
}
