// What walking one keyed archive has cost so far. Counting visits is not
// enough (issue 34 items 2-4): one visit can parse an object padded with
// 100,000 fields or copy a 40 KB string, and an archive can point many
// references at that one object. Every look-up therefore spends what it
// parses and produces — entries read, bytes of text decoded — from one
// budget per archive, so a walk's time and memory stay proportional to the
// budget whatever the archive shares.

/// A budget spent by every look-up into one `KeyedArchive`.
///
/// A class, so copies of the archive value (the decoder, the predicate
/// formatter, value readers) draw on the same budget. One archive is walked
/// by one thread; the meter is not shared across threads.
public final class ArchiveCost {
    /// The budget, in units: one per entry or reference parsed, one per
    /// byte of text or data decoded.
    public let limit: Int
    public private(set) var spent = 0

    public init(limit: Int) {
        self.limit = limit
    }

    /// Spends `units`, or throws once the budget is exhausted.
    public func spend(_ units: Int) throws {
        spent += max(units, 0)
        guard spent <= limit else {
            throw PlistError("reading it costs more than \(limit) units (entries parsed plus bytes decoded, shared objects each time they are reached)")
        }
    }
}
