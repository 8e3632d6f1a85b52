// The Swift half of the stub Foundation: this file re-exports the clang
// module (the headers in include/Foundation); the other files add what
// Apple's Swift overlay adds. Bodies never run: the stub only type-checks.
@_exported import Foundation

/// Stops any stub body that is reached; nothing here is meant to run.
@usableFromInline
internal func stubOnly(_ function: StaticString = #function) -> Never {
    fatalError("CoreDataStub: \(function) only type-checks")
}
