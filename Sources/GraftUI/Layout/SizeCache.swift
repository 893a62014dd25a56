import Foundation

/// The sizes a node answered, by proposal, until the node changes.
///
/// NB: Inline rather than a dictionary. A dictionary would cost every laid-out node a heap
/// allocation of a few hundred bytes, and every lookup a hash of two optional floats. A stack
/// asks a child at most three proposals in one pass (its minimum, its maximum and its share),
/// so three answers are kept inline; a node asked more keeps the rest in an array, made only
/// then. Nothing is ever dropped: incremental layout must know every answer a parent saw to
/// tell that none changed.
///
/// Inline answers are kept in 32-bit floats, 16 bytes each instead of 32, for every laid-out
/// node: whole cells (and infinity) are exact in them. An answer that is not exact in 32 bits
/// goes to the array instead, whole, so every answer comes back exactly as it was given.
package struct SizeCache {
  private var inline = InlineArray<3, CompactEntry>(repeating: CompactEntry(proposal: 0, width: 0, height: 0))
  private var overflow: [Entry] = []
  // NB: Last, so that the owner's flags can take the bytes after it.
  private var inlineCount: UInt8 = 0

  package init() {}

  package var isEmpty: Bool { inlineCount == 0 && overflow.isEmpty }

  /// The size answered for `proposal`, if it was asked.
  package subscript(proposal: ProposedViewSize) -> CGSize? {
    if let key = CompactEntry.key(for: proposal) {
      for index in 0..<Int(inlineCount) where inline[index].proposal == key { return inline[index].size }
    }
    guard !overflow.isEmpty else { return nil }
    let key = PackedProposal(proposal)
    for entry in overflow where entry.key == key { return entry.size }
    return nil
  }

  /// Remembers `size` as the answer to `proposal`, which was not asked before.
  package mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
    if !insertInline(size, for: proposal) {
      overflow.append(Entry(key: PackedProposal(proposal), size: size))
    }
  }

  /// Remembers `size` as the answer to `proposal` if it can be kept inline; `false` if not.
  package mutating func insertInline(_ size: CGSize, for proposal: ProposedViewSize) -> Bool {
    guard Int(inlineCount) < inline.count, let entry = CompactEntry(size, for: proposal) else { return false }
    inline[Int(inlineCount)] = entry
    inlineCount += 1
    return true
  }

  package mutating func removeAll() {
    inlineCount = 0
    overflow.removeAll(keepingCapacity: true)
  }

  /// Whether every remembered answer satisfies `predicate`.
  package func allSatisfy(_ predicate: (ProposedViewSize, CGSize) -> Bool) -> Bool {
    for index in 0..<Int(inlineCount) where !predicate(inline[index].proposalValue, inline[index].size) {
      return false
    }
    for entry in overflow where !predicate(entry.key.proposal, entry.size) { return false }
    return true
  }

  private struct Entry {
    var key: PackedProposal
    var size: CGSize
  }

  /// An answer whose proposal and size are exact as 32-bit floats.
  private struct CompactEntry {
    /// The proposal's width and height as the bit patterns of 32-bit floats, in the high and
    /// low halves.
    var proposal: UInt64
    var width: Float
    var height: Float

    /// An unspecified dimension: a NaN that arithmetic never produces (a signalling NaN with a
    /// payload of 1), as in ``PackedProposal``.
    private static let unspecified: UInt32 = 0x7F80_0001

    init(proposal: UInt64, width: Float, height: Float) {
      self.proposal = proposal
      self.width = width
      self.height = height
    }

    /// The entry for `size` answering `proposal`, or `nil` when either is not exact in 32 bits.
    init?(_ size: CGSize, for proposal: ProposedViewSize) {
      guard let key = Self.key(for: proposal), let width = Self.exact(size.width),
        let height = Self.exact(size.height)
      else { return nil }
      self.init(proposal: key, width: width, height: height)
    }

    /// `proposal` packed as ``proposal`` is, or `nil` when a dimension is not exact in 32 bits.
    static func key(for proposal: ProposedViewSize) -> UInt64? {
      guard let width = bits(proposal.width), let height = bits(proposal.height) else { return nil }
      return UInt64(width) << 32 | UInt64(height)
    }

    private static func bits(_ dimension: CGFloat?) -> UInt32? {
      guard let dimension else { return unspecified }
      return exact(dimension)?.bitPattern
    }

    /// `value` as a 32-bit float, or `nil` when that changes it (or it is a NaN).
    ///
    /// NB: A conversion and a compare, inlined; `Float(exactly:)` is a call that costs more
    /// than the rest of a lookup.
    @inline(__always)
    private static func exact(_ value: CGFloat) -> Float? {
      let narrowed = Float(value)
      return CGFloat(narrowed) == value ? narrowed : nil
    }

    var size: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }

    var proposalValue: ProposedViewSize {
      ProposedViewSize(
        width: Self.dimension(UInt32(truncatingIfNeeded: proposal >> 32)),
        height: Self.dimension(UInt32(truncatingIfNeeded: proposal)))
    }

    private static func dimension(_ bits: UInt32) -> CGFloat? {
      bits == unspecified ? nil : CGFloat(Float(bitPattern: bits))
    }
  }
}

/// A proposal as the bit patterns of its dimensions: 16 bytes instead of 25, compared with two
/// integer compares.
///
/// An unspecified dimension is a NaN that arithmetic never produces (a signalling NaN with a
/// payload of 1). Comparing bits also tells -0 from 0, which costs a measurement at most.
package struct PackedProposal: Equatable {
  private var width: UInt64
  private var height: UInt64

  private static let unspecified: UInt64 = 0x7FF0_0000_0000_0001

  package init(_ proposal: ProposedViewSize) {
    width = proposal.width.map { Double($0).bitPattern } ?? Self.unspecified
    height = proposal.height.map { Double($0).bitPattern } ?? Self.unspecified
  }

  package var proposal: ProposedViewSize {
    ProposedViewSize(width: Self.dimension(width), height: Self.dimension(height))
  }

  private static func dimension(_ bits: UInt64) -> CGFloat? {
    bits == unspecified ? nil : CGFloat(Double(bitPattern: bits))
  }
}
