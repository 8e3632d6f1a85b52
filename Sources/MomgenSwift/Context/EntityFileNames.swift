// The names an entity's class and files take in a layout, decided from the
// model-wide names alone (`ModelScope.fileNames(of:layout:)`): the emitter
// plans a reused entity's files without building its context.

/// The names an entity's files and classes take, known before its context is built.
struct EntityFileNames {
    /// The bare class name, e.g. `Book`.
    var objcName: String
    /// The mogenerator machine class, e.g. `_Book`.
    var machineClassName: String
    /// The file the user owns: `Book.swift`, or `Book+CoreDataClass.swift` in the xcode layout.
    var humanFileName: String
}
