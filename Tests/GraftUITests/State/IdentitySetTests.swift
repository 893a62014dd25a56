import Foundation
import GraftUI
import Testing

/// The set the graph keeps readers and dependencies in: its first member inline, the rest in an
/// array while small, indexed once large. All must behave as one set.
@Suite struct IdentitySetTests {
  private final class Member {}

  @Test(arguments: [1, 2, 3, 17, 18, 100])
  func keepsEachMemberOnceAndRemovesAny(count: Int) {
    let members = (0..<count).map { _ in Member() }
    var set = IdentitySet<Member>()
    for member in members + members { set.insert(member) }
    #expect(set.count == count)
    #expect(Array(set).count == count)
    #expect(members.allSatisfy { member in set.contains { $0 === member } })

    let removed = members.indices.filter { $0 % 3 == 0 }
    for index in removed { set.remove(members[index]) }
    set.remove(Member())
    let kept = members.indices.filter { $0 % 3 != 0 }
    #expect(set.count == kept.count)
    #expect(Array(set).count == kept.count)
    #expect(kept.allSatisfy { index in set.contains { $0 === members[index] } })

    for index in removed { set.insert(members[index]) }
    for member in members { set.insert(member) }
    #expect(set.count == count)
    #expect(Array(set).count == count)
    set.removeAll()
    #expect(set.isEmpty)
  }
}
