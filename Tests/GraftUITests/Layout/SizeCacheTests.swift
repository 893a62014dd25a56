import Foundation
import GraftUI
import Testing

/// The cache of a node's answers: three inline in 32-bit floats, the rest and any answer not
/// exact in 32 bits in full. Every answer must come back exactly as it was given.
@Suite struct SizeCacheTests {
  private static let answers: [(ProposedViewSize, CGSize)] = [
    (ProposedViewSize(width: 0, height: nil), CGSize(width: 3, height: 1)),
    (ProposedViewSize(width: .infinity, height: nil), CGSize(width: 12, height: 1)),
    (ProposedViewSize(width: 10.1, height: 2), CGSize(width: 10, height: 2)),
    (ProposedViewSize(width: 7, height: 1), CGSize(width: 1.0 / 3, height: 1)),
    (.unspecified, CGSize(width: 12, height: 1)),
    (ProposedViewSize(width: 5, height: 5), CGSize(width: 5, height: 5)),
  ]

  @Test(arguments: 1...answers.count)
  func everyAnswerComesBackExactly(count: Int) {
    var cache = SizeCache()
    #expect(cache.isEmpty)
    let answers = Self.answers.prefix(count)
    for (proposal, size) in answers {
      #expect(cache[proposal] == nil)
      cache.insert(size, for: proposal)
    }
    #expect(!cache.isEmpty)
    for (proposal, size) in answers { #expect(cache[proposal] == size) }
    #expect(cache[ProposedViewSize(width: 10, height: 2)] == nil, "a proposal is not rounded")
    var seen: [CGSize] = []
    #expect(cache.allSatisfy { proposal, size in
      seen.append(size)
      return answers.contains { $0.0 == proposal && $0.1 == size }
    })
    #expect(seen.count == count)
    cache.removeAll()
    #expect(cache.isEmpty)
    #expect(cache[answers.first!.0] == nil)
  }

  @Test func anInexactFirstAnswerStillMakesTheCacheNonEmpty() {
    var cache = SizeCache()
    cache.insert(CGSize(width: 0.1, height: 1), for: ProposedViewSize(width: 0.2, height: nil))
    #expect(!cache.isEmpty)
    #expect(cache[ProposedViewSize(width: 0.2, height: nil)] == CGSize(width: 0.1, height: 1))
  }
}
