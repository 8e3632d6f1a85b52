// What the write stage did (or, under --check and --dry-run, would do) with a file.

/// The outcome for one file.
public enum WriteAction: String, Sendable {
    /// The file did not exist and is written.
    case create
    /// The file exists with other bytes and is rewritten.
    case update
    /// The file exists with the same bytes; not touched (builds stay valid).
    case unchanged
    /// A human file that exists; never overwritten.
    case keep
    /// A machine file whose entity is gone; removed under `--prune`.
    case prune

    /// Whether the action changes the disk.
    public var changesDisk: Bool {
        self == .create || self == .update || self == .prune
    }
}
