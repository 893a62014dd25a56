import Foundation
import GraftKit
import Testing

/// Views placed one after another, each after the previous one's trailing edge: the shape the
/// solver keeps as a chain of short rows. Changing, replacing and bounding links of the chain
/// must move exactly the views after them.
@Suite @MainActor struct ConstraintChainTests {
  /// A root 40 wide holding `count` views 3 wide, the first 1 from the root's leading edge and
  /// each next one 1 after the previous one. Returns the leading and width constraints.
  private func makeChain(_ count: Int) -> (UIView, [UIView], [NSLayoutConstraint], [NSLayoutConstraint]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    var views: [UIView] = []
    var leadings: [NSLayoutConstraint] = []
    var widths: [NSLayoutConstraint] = []
    var all: [NSLayoutConstraint] = []
    for _ in 0..<count {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let leading = view.leadingAnchor.constraint(
        equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 1)
      let width = view.widthAnchor.constraint(equalToConstant: 3)
      leadings.append(leading)
      widths.append(width)
      all += [leading, width, view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 1)]
      views.append(view)
    }
    NSLayoutConstraint.activate(all)
    root.layoutIfNeeded()
    return (root, views, leadings, widths)
  }

  @Test func aChainPlacesEachViewAfterThePreviousOne() {
    let (_, views, _, _) = makeChain(5)
    #expect(views.map(\.frame.minX) == [1, 5, 9, 13, 17])
    #expect(views.allSatisfy { $0.frame.size == CGSize(width: 3, height: 1) })
  }

  @Test func changingALinkMovesOnlyTheViewsAfterIt() {
    let (root, views, leadings, widths) = makeChain(5)
    leadings[2].constant = 4
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [1, 5, 12, 16, 20])
    widths[0].constant = 1
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [1, 3, 10, 14, 18])
    #expect(views[0].frame.width == 1)
  }

  @Test func replacingALinkReattachesTheRestOfTheChain() {
    let (root, views, leadings, _) = makeChain(5)
    leadings[3].isActive = false
    views[3].leadingAnchor.constraint(equalTo: views[2].trailingAnchor, constant: 2).isActive = true
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [1, 5, 9, 14, 18])
    leadings[1].constant = 3
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [1, 7, 11, 16, 20])
  }

  @Test func aBoundOnTheLastViewSqueezesItsWeakWidth() {
    let (root, views, leadings, widths) = makeChain(5)
    widths[4].isActive = false
    let weakWidth = views[4].widthAnchor.constraint(equalToConstant: 3)
    weakWidth.priority = .defaultLow
    NSLayoutConstraint.activate([weakWidth, views[4].trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)])
    root.layoutIfNeeded()
    #expect(views[4].frame == CGRect(x: 17, y: 0, width: 3, height: 1))
    // The chain moves 19 cells right: the last view starts at 36 and keeps its width of 3.
    leadings[0].constant = 20
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [20, 24, 28, 32, 36])
    #expect(views[4].frame.width == 3)
    // Two more: the bound wins over the weak width.
    leadings[0].constant = 22
    root.layoutIfNeeded()
    #expect(views[4].frame == CGRect(x: 38, y: 0, width: 2, height: 1))
    leadings[0].constant = 1
    root.layoutIfNeeded()
    #expect(views[4].frame == CGRect(x: 17, y: 0, width: 3, height: 1))
  }
}
