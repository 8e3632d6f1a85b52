// libxml2 reports some errors outside any parser context: a failed encoding
// conversion, an I/O error, and `xmlParseChunk: encoder error`. Those skip the
// SAX error callback and go to libxml2's thread-local default handlers, which
// print raw lines to standard error ("encoding error : input conversion
// failed…"). While one parse runs, this routes them here instead: the
// structured ones are kept (the first explains the failure), the generic
// printf-style ones are dropped, and afterwards libxml2's defaults are back.
import CLibXML2

/// The first context-free libxml2 error of a parse.
final class LibraryErrors {
    /// libxml2's message, on one line, e.g. `input conversion failed due to
    /// input error, bytes 0xFF 0xFE 0x80 0x81`.
    private(set) var firstMessage: String?

    /// Runs `body` with libxml2's context-free errors routed to this log.
    /// The handlers are per thread in libxml2, so other threads are untouched.
    func capturing<Result>(_ body: () throws -> Result) rethrows -> Result {
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque(), { userData, error in
            guard let userData, let error else { return }
            Unmanaged<LibraryErrors>.fromOpaque(userData).takeUnretainedValue().record(error)
        })
        // The generic handler is printf-style (variadic). A function that
        // takes only the two named arguments is called correctly through it
        // on every C ABI Swift supports, and this one reads neither.
        let silent: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void = { _, _ in }
        xmlSetGenericErrorFunc(nil, unsafeBitCast(silent, to: xmlGenericErrorFunc.self))
        defer {
            // nil restores libxml2's own defaults.
            xmlSetStructuredErrorFunc(nil, nil)
            xmlSetGenericErrorFunc(nil, nil)
        }
        return try body()
    }

    private func record(_ error: UnsafePointer<xmlError>) {
        guard firstMessage == nil, let message = error.pointee.message else { return }
        firstMessage = Self.oneLine(String(cString: message))
    }

    /// libxml2's message with its line breaks folded into "; ", e.g.
    /// `Input is not proper UTF-8, indicate encoding !; Bytes: 0xFF 0xFE`.
    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { $0.trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }.joined(separator: "; ")
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var text = self
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return text
    }
}
