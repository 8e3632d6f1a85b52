// A small seeded random number generator, so that a fuzz failure names a seed
// that reproduces it on any machine (SystemRandomNumberGenerator cannot be seeded).

/// SplitMix64: a fast, well-mixed 64-bit generator; the same seed gives the
/// same sequence everywhere.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One element of `pool`.
    mutating func pick<T>(_ pool: [T]) -> T {
        pool[Int.random(in: 0..<pool.count, using: &self)]
    }

    /// True with probability `chance` (0…1).
    mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }
}
