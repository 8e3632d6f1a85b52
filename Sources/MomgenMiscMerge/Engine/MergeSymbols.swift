// A mutable symbol table: MiscMerge's global, engine, merge and loop
// dictionaries. Globals are what `set` writes; MiscMerge keeps them
// class-wide, so a value set while rendering one entity is still there for
// the next entity and the next template of the same mogenerator run. Here
// the run owns its globals, never the process.

/// Named values that templates can read and `set` can change.
public final class MergeSymbols {
    /// The values, by name.
    public internal(set) var values: MergeDictionary

    public init(_ values: MergeDictionary = MergeDictionary()) {
        self.values = values
    }
}
