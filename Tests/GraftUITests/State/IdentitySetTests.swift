import Foundation
import GraftUI
import Testing

/// The set the graph keeps readers and dependencies in: an array while small, indexed once
/// large. Both must behave as one set.
@Suite struct IdentitySetTests {
  private final class Member {}

  @Test(arguments: [3, 16, 17, 100])
  func keepsEachMemberOnceAndRemovesAny(count: Int) {
    let members = (0..<count).map { _ in Member() }
    var set = IdentitySet<Member>()
    for member in members + members { set.insert(member) }
    #expect(set.elements.count == count)

    let removed = members.indices.filter { $0 % 3 == 0 }
    for index in removed { set.remove(members[index]) }
    set.remove(Member())
    let kept = members.indices.filter { $0 % 3 != 0 }
    #expect(set.elements.count == kept.count)
    #expect(kept.allSatisfy { index in set.elements.contains { $0 === members[index] } })

    for index in removed { set.insert(members[index]) }
    #expect(set.elements.count == count)
    set.removeAll()
    #expect(set.isEmpty)
  }
}
