import Foundation

/// The sizes a node answered, by proposal, until the node changes.
///
/// NB: Inline rather than a dictionary. A dictionary cost every laid-out node a heap allocation
/// of about 270 bytes, and every lookup a hash of two optional floats. A stack asks a child at
/// most three proposals in one pass (its minimum, its maximum and its share), so three answers
/// are kept inline; a node asked more keeps the rest in an array, made only then. Nothing is
/// ever dropped: incremental layout must know every answer a parent saw to tell that none
/// changed.
package struct SizeCache {
  private var inline = InlineArray<3, Entry>(repeating: Entry(key: PackedProposal(.zero), size: .zero))
  private var overflow: [Entry] = []
  // NB: Last, so that the owner's flags can take the bytes after it.
  private var inlineCount: UInt8 = 0

  package init() {}

  package var isEmpty: Bool { inlineCount == 0 }

  /// The size answered for `proposal`, if it was asked.
  package subscript(proposal: ProposedViewSize) -> CGSize? {
    let key = PackedProposal(proposal)
    for index in 0..<Int(inlineCount) where inline[index].key == key { return inline[index].size }
    for entry in overflow where entry.key == key { return entry.size }
    return nil
  }

  /// Remembers `size` as the answer to `proposal`, which was not asked before.
  package mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
    let entry = Entry(key: PackedProposal(proposal), size: size)
    if Int(inlineCount) < inline.count {
      inline[Int(inlineCount)] = entry
      inlineCount += 1
    } else {
      overflow.append(entry)
    }
  }

  package mutating func removeAll() {
    inlineCount = 0
    overflow.removeAll(keepingCapacity: true)
  }

  /// Whether every remembered answer satisfies `predicate`, oldest first.
  package func allSatisfy(_ predicate: (ProposedViewSize, CGSize) -> Bool) -> Bool {
    for index in 0..<Int(inlineCount) where !predicate(inline[index].key.proposal, inline[index].size) {
      return false
    }
    for entry in overflow where !predicate(entry.key.proposal, entry.size) { return false }
    return true
  }

  private struct Entry {
    var key: PackedProposal
    var size: CGSize
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
