import Foundation

/// How long the rows of a lazy stack are along its axis: measured for the rows built so far,
/// estimated for the others as the mean of those measured.
///
/// Each length is a row's pitch: its views' lengths and the stack's spacing after each. The
/// lengths are kept in chunks of rows, made only for the chunks a measured row falls in, so a
/// list of a million rows of which one screenful was built keeps one chunk, and finding where
/// a row starts (or which row is at an offset) visits the measured chunks, not the rows.
package struct RowLengths {
  /// How many rows one chunk covers.
  private static let chunkSize = 256

  private struct Chunk {
    /// The chunk's first row divided by ``RowLengths/chunkSize``.
    var key: Int
    /// Each row's length, or -1 for a row not measured.
    var lengths: [CGFloat]
    var measuredCount = 0
    var measuredSum: CGFloat = 0

    init(key: Int) {
      self.key = key
      lengths = Array(repeating: -1, count: RowLengths.chunkSize)
    }
  }

  /// How many rows there are.
  package private(set) var count: Int
  /// The length across the stack's axis the rows were measured at: another one measures them
  /// again.
  package private(set) var crossLength: CGFloat?
  /// The measured chunks, by key.
  private var chunks: [Chunk] = []
  private var measuredCount = 0
  private var measuredSum: CGFloat = 0
  /// The length of a row when none was measured yet.
  private var defaultLength: CGFloat

  package init(count: Int = 0, crossLength: CGFloat? = nil, defaultLength: CGFloat = 1) {
    self.count = count
    self.crossLength = crossLength
    self.defaultLength = defaultLength
  }

  /// The length an unmeasured row is taken to have: the mean of the measured rows, in whole
  /// points and at least one, so that a row is always found at an offset.
  package var estimate: CGFloat {
    guard measuredCount > 0 else { return defaultLength }
    return max(1, (measuredSum / CGFloat(measuredCount)).rounded())
  }

  /// The measured length of row `index`, if it was measured.
  package func length(at index: Int) -> CGFloat? {
    guard let position = chunkPosition(for: index / Self.chunkSize) else { return nil }
    let length = chunks[position].lengths[index % Self.chunkSize]
    return length < 0 ? nil : length
  }

  /// Remembers that row `index` is `length` long.
  package mutating func record(_ length: CGFloat, at index: Int) {
    guard index >= 0, index < count else { return }
    let key = index / Self.chunkSize
    let position: Int
    if let found = chunkPosition(for: key) {
      position = found
    } else {
      position = chunks.firstIndex { $0.key > key } ?? chunks.endIndex
      chunks.insert(Chunk(key: key), at: position)
    }
    let slot = index % Self.chunkSize
    let old = chunks[position].lengths[slot]
    guard old != length else { return }
    if old < 0 {
      chunks[position].measuredCount += 1
      measuredCount += 1
    } else {
      chunks[position].measuredSum -= old
      measuredSum -= old
    }
    chunks[position].lengths[slot] = length
    chunks[position].measuredSum += length
    measuredSum += length
  }

  /// Forgets every measurement, for `count` rows measured at `crossLength`, keeping the current
  /// estimate as the length of rows not measured again.
  package mutating func reset(count: Int, crossLength: CGFloat?) {
    defaultLength = estimate
    self.count = count
    self.crossLength = crossLength
    chunks.removeAll()
    measuredCount = 0
    measuredSum = 0
  }

  /// Where row `index` starts: the lengths of the rows before it.
  package func offset(of index: Int) -> CGFloat {
    let estimate = self.estimate
    var result = CGFloat(index) * estimate
    for chunk in chunks {
      let start = chunk.key * Self.chunkSize
      guard start < index else { break }
      if index >= start + Self.chunkSize {
        result += chunk.measuredSum - CGFloat(chunk.measuredCount) * estimate
      } else {
        for length in chunk.lengths[0..<(index - start)] where length >= 0 {
          result += length - estimate
        }
      }
    }
    return result
  }

  /// The length of all the rows.
  package var total: CGFloat { offset(of: count) }

  /// The row at `offset` from the start of the first: the first row for an offset before it,
  /// the last for one after all of them.
  package func index(at offset: CGFloat) -> Int {
    guard count > 0, offset > 0 else { return 0 }
    let estimate = self.estimate
    var row = 0
    var position: CGFloat = 0
    // NB: Rows between measured chunks are all of the estimated length.
    func uniform(from row: Int, at position: CGFloat) -> Int {
      min(count - 1, row + Int(((offset - position) / estimate).rounded(.down)))
    }
    for chunk in chunks {
      let start = chunk.key * Self.chunkSize
      let chunkStart = position + CGFloat(start - row) * estimate
      if offset < chunkStart { return uniform(from: row, at: position) }
      let end = min(count, start + Self.chunkSize)
      let chunkLength = chunk.measuredSum + CGFloat(end - start - chunk.measuredCount) * estimate
      if offset < chunkStart + chunkLength {
        var position = chunkStart
        for index in start..<end {
          let length = chunk.lengths[index - start]
          position += length < 0 ? estimate : length
          if offset < position { return index }
        }
        return end - 1
      }
      row = end
      position = chunkStart + chunkLength
    }
    return uniform(from: row, at: position)
  }

  private func chunkPosition(for key: Int) -> Int? {
    // NB: A screenful of rows touches one or two chunks; a linear search beats hashing.
    chunks.firstIndex { $0.key == key }
  }
}
