// NSPredicate(format:_:), the variadic initializer Apple's overlay adds.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) { stubOnly() }
}
