import Foundation
import GraftKit
import Testing

/// A layout of one column of items two lines high, written as an app writes a custom layout.
@MainActor
private final class TallRowsLayout: UICollectionViewLayout {
  var prepares = 0
  override func prepare() {
    super.prepare()
    prepares += 1
  }
  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: 2 * CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0))
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    let first = max(0, Int(rect.minY / 2)), last = min(count - 1, Int(rect.maxY / 2))
    guard first <= last else { return [] }
    return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }
  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: 2, y: 2 * CGFloat(indexPath.item), width: 10, height: 2)
    return attributes
  }
}

@Suite(.serialized) @MainActor struct UICollectionViewTests {
  @Test func asksOnlyForTheVisibleItemsPlusAMarginAndReusesCellsWhileScrolling() {
    let trace = Trace()
    let source = RecordingSource([items(1000)], trace: trace, records: ["cell", "display"])
    let (window, collectionView) = hostCollectionView(source, layout: tightFlowLayout(width: 20), width: 20, height: 3)
    collectionView.showsVerticalScrollIndicator = false
    LabelCell.made = 0
    #expect(window.picture() == "Item 0\nItem 1\nItem 2")
    // Three rows on screen and two of margin below.
    #expect(trace.events.filter { $0.hasPrefix("cellForItemAt") } == (0..<5).map { "cellForItemAt 0.\($0)" })
    #expect(LabelCell.made == 5)
    trace.reset()

    collectionView.contentOffset = CGPoint(x: 0, y: 1)
    #expect(window.picture().hasPrefix("Item 1\nItem 2\nItem 3"))
    #expect(trace.events == ["cellForItemAt 0.5", "willDisplay 0.5"])
    trace.reset()

    collectionView.contentOffset = CGPoint(x: 0, y: 4)
    _ = window.picture()
    // Items 0 and 1 leave the margin above; their cells are reused for items 6 and 7, and one
    // new cell is made for item 8.
    #expect(trace.events == [
      "didEndDisplaying 0.0", "didEndDisplaying 0.1", "cellForItemAt 0.6", "willDisplay 0.6",
      "cellForItemAt 0.7", "willDisplay 0.7", "cellForItemAt 0.8", "willDisplay 0.8",
    ])
    #expect(LabelCell.made == 7)
    let reused = collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) as? LabelCell
    #expect(reused?.reuses == 1)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(collectionView.indexPathsForVisibleItems == (4..<7).map { IndexPath(item: $0, section: 0) })
  }

  @Test func dequeueWithoutRegistrationTrapsWithUIKitsMessage() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
      }
    }
  }

  @Test func customLayoutSubclassPlacesTheCells() {
    let layout = TallRowsLayout()
    let source = RecordingSource([["one", "two", "three"]])
    let (window, collectionView) = hostCollectionView(source, layout: layout, width: 14, height: 6)
    #expect(
      window.picture() == """
          one

          two

          three
        """)
    #expect(collectionView.contentSize == CGSize(width: 14, height: 6))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 3, y: 3)) == IndexPath(item: 1, section: 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 0, y: 3)) == nil)
    layout.invalidateLayout()
    _ = window.picture()
    #expect(layout.prepares == 2)
  }

  @Test func clickHighlightsThenSelectsInUIKitsOrder() {
    let trace = Trace()
    let source = RecordingSource([items(4)], trace: trace, records: ["select", "highlight"])
    let (window, collectionView) = hostCollectionView(source, layout: tightFlowLayout(width: 10), width: 20, height: 3)
    _ = window.picture()
    window.sendTap(at: CGPoint(x: 12, y: 0))
    #expect(trace.events == ["shouldHighlight 0.1", "didHighlight 0.1", "didUnhighlight 0.1", "shouldSelect 0.1", "didSelect 0.1"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    trace.reset()

    window.sendTap(at: CGPoint(x: 2, y: 1))
    #expect(trace.events == ["shouldHighlight 0.2", "didHighlight 0.2", "didUnhighlight 0.2", "shouldSelect 0.2", "didDeselect 0.1", "didSelect 0.2"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
  }

  @Test func multipleSelectionTogglesAndShouldSelectCanRefuse() {
    let trace = Trace()
    let source = RecordingSource([items(4)], trace: trace, records: ["select"])
    source.refusesSelection = [IndexPath(item: 3, section: 0)]
    let (window, collectionView) = hostCollectionView(source, layout: tightFlowLayout(width: 10), width: 20, height: 3)
    collectionView.allowsMultipleSelection = true
    _ = window.picture()
    window.sendTap(at: CGPoint(x: 1, y: 0))
    window.sendTap(at: CGPoint(x: 11, y: 0))
    window.sendTap(at: CGPoint(x: 1, y: 0))
    window.sendTap(at: CGPoint(x: 11, y: 1))
    #expect(trace.events == [
      "shouldSelect 0.0", "didSelect 0.0", "shouldSelect 0.1", "didSelect 0.1",
      "shouldDeselect 0.0", "didDeselect 0.0", "shouldSelect 0.3",
    ])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test func arrowsMoveFocusInReadingOrderAndReturnSelects() {
    let trace = Trace()
    let source = RecordingSource([items(5), items(2, "B")], trace: trace, records: ["select"])
    let (window, collectionView) = hostCollectionView(source, layout: tightFlowLayout(width: 10), width: 20, height: 6)
    _ = window.picture()
    window.press(.keyboardTab)
    #expect(collectionView.isFocused)
    window.press(.keyboardRightArrow)  // 0.0
    window.press(.keyboardDownArrow)  // 0.2
    window.press(.keyboardRightArrow)  // 0.3
    window.press(.keyboardDownArrow)  // 0.4 is below-left nearest? 0.4 is at x 0, line below
    window.press(.keyboardRightArrow)  // 1.0
    window.press(.keyboardReturnOrEnter)
    #expect(trace.events == ["shouldSelect 1.0", "didSelect 1.0"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    window.press(.keyboardUpArrow)  // back up to 0.4
    window.press(.keyboardSpacebar)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
  }

  @Test func selectAndScrollInCodeTellNoDelegate() {
    let trace = Trace()
    let source = RecordingSource([items(50)], trace: trace, records: ["select"])
    let (window, collectionView) = hostCollectionView(source, layout: tightFlowLayout(width: 20), width: 20, height: 3)
    _ = window.picture()
    collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
    #expect(collectionView.contentOffset.y == 30)
    #expect(window.picture().hasPrefix("Item 30\nItem 31"))
    #expect(collectionView.cellForItem(at: IndexPath(item: 30, section: 0))?.isSelected == true)
    collectionView.scrollToItem(at: IndexPath(item: 49, section: 0), at: .centeredVertically, animated: false)
    #expect(collectionView.contentOffset.y == 47)
    collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: [], animated: false)
    #expect(collectionView.contentOffset.y == 10)
    collectionView.deselectItem(at: IndexPath(item: 30, section: 0), animated: false)
    #expect(collectionView.indexPathsForSelectedItems == [])
    #expect(trace.events.isEmpty)
  }

  @Test func batchUpdatesKeepTheCellsAndSelectionOfSurvivingItems() {
    let trace = Trace()
    let source = RecordingSource([["a", "b", "c", "d"]], trace: trace, records: ["cell"])
    let (window, collectionView) = hostCollectionView(source, layout: tightFlowLayout(width: 10), width: 10, height: 6)
    _ = window.picture()
    collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    let cellC = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
    trace.reset()
    var completed = false
    collectionView.performBatchUpdates({
      source.sections[0] = ["new", "a", "c", "d", "e"]
      collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0)])
    }, completion: { completed = $0 })
    #expect(completed)
    #expect(trace.events == ["cellForItemAt 0.0", "cellForItemAt 0.4"])
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellC)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(window.picture() == "new\na\nc\nd\ne")

    trace.reset()
    source.sections[0] = ["d", "new", "a", "c", "e"]
    collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
    #expect(trace.events.isEmpty)
    #expect(window.picture() == "d\nnew\na\nc\ne")
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test func countsThatDisagreeWithTheUpdatesTrap() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let source = RecordingSource([["a"]])
        let (window, collectionView) = hostCollectionView(source, layout: tightFlowLayout(), width: 10, height: 3)
        _ = window.picture()
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
  }
}
