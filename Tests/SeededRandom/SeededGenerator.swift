import Foundation

/// A deterministic random number generator: SplitMix64, so one seed gives one run of steps on
/// every machine, and a failure is replayed by its seed alone.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let width = Int.random(in: 1...500, using: &random)
/// ```
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's whole state.
  package private(set) var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// `count` random bytes, eight from each draw, so megabytes cost little.
  package mutating func bytes(_ count: Int) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: count)
    result.withUnsafeMutableBytes { buffer in
      var index = 0
      while index < count {
        var word = next()
        for _ in 0..<min(8, count - index) {
          buffer[index] = UInt8(truncatingIfNeeded: word)
          word >>= 8
          index += 1
        }
      }
    }
    return result
  }

  /// `true` with probability `probability`.
  package mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// A random element of `choices`, which must not be empty.
  package mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[Int.random(in: 0..<choices.count, using: &self)]
  }

  /// An index drawn with the given relative weights.
  package mutating func weightedIndex(_ weights: [Int]) -> Int {
    let total = weights.reduce(0, +)
    var roll = Int.random(in: 0..<max(1, total), using: &self)
    for (index, weight) in weights.enumerated() {
      if roll < weight { return index }
      roll -= weight
    }
    return weights.count - 1
  }

  /// A length between 1 and `maximum`, spread evenly over orders of magnitude, so short and
  /// huge values are both common.
  package mutating func logUniform(upTo maximum: Int) -> Int {
    let exponent = Double.random(in: 0...log2(Double(max(1, maximum))), using: &self)
    return max(1, min(maximum, Int(pow(2, exponent))))
  }
}
