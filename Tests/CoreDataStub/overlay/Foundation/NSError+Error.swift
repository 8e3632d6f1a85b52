// NSError as a Swift Error (Apple's overlay declares the same).
extension NSError: Error {}

