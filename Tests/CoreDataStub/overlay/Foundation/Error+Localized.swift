// What Apple's Foundation overlay adds to every Swift Error
// (`extension Error { public var localizedDescription: String { get } }`):
// apps write `fatalError(error.localizedDescription)` after a failed fetch.
extension Error {
    public var localizedDescription: String { stubOnly() }
}
