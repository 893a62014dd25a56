import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UICollectionViewFlowLayoutTests {
  @Test func itemsFillLinesLeftToRightAndSpreadTheRoomLeftOver() {
    let layout = tightFlowLayout(width: 4)
    layout.minimumInteritemSpacing = 1
    let source = RecordingSource([["A", "B", "C", "D", "E", "F", "G"]])
    let (window, _) = hostCollectionView(source, layout: layout, width: 16, height: 4)
    // Three items of 4 with at least 1 between them fit on 16 cells; the last line's single
    // item is centred, as in UIKit.
    #expect(
      window.picture() == """
        A     B     C
        D     E     F
              G
        """)
  }

  @Test func sectionInsetsHeadersFootersAndLineSpacing() {
    let layout = tightFlowLayout(width: 3)
    layout.sectionInset = UIEdgeInsets(top: 0, left: 1, bottom: 1, right: 1)
    layout.minimumLineSpacing = 1
    layout.minimumInteritemSpacing = 1
    layout.headerReferenceSize = CGSize(width: 0, height: 1)
    layout.footerReferenceSize = CGSize(width: 0, height: 1)
    let source = RecordingSource([["a1", "a2", "a3", "a4"], ["b1"]])
    let (window, _) = hostCollectionView(source, layout: layout, width: 13, height: 12)
    #expect(
      window.picture() == """
        Header 0
         a1  a2  a3
        
             a4
        
        Footer 0
        Header 1
             b1
        
        Footer 1
        """)
  }

  @Test func delegateSizesItemsOneByOne() {
    let layout = tightFlowLayout(width: 2)
    let source = RecordingSource([["wide", "x", "y"]])
    source.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 10, height: 2)
    let (window, collectionView) = hostCollectionView(source, layout: layout, width: 10, height: 4)
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 10, height: 2))
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 8, y: 2, width: 2, height: 1))
    #expect(
      window.picture() == """
        wide

        x       y
        """)
  }

  @Test func horizontalScrollingStacksColumns() {
    let layout = tightFlowLayout(width: 4)
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 1
    let source = RecordingSource([items(5, "i")])
    let (window, collectionView) = hostCollectionView(source, layout: layout, width: 12, height: 2)
    collectionView.showsHorizontalScrollIndicator = false
    #expect(
      window.picture() == """
        i 0  i 2  i
        i 1  i 3
        """)
    #expect(collectionView.contentSize == CGSize(width: 14, height: 2))
  }

  @Test func widthChangeLaysTheLinesOutAgain() {
    let layout = tightFlowLayout(width: 5)
    let source = RecordingSource([items(4, "#")])
    let (window, collectionView) = hostCollectionView(source, layout: layout, width: 20, height: 4)
    collectionView.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
    window.layoutIfNeeded()
    #expect(collectionView.contentSize == CGSize(width: 10, height: 2))
    collectionView.frame = CGRect(x: 0, y: 0, width: 20, height: 4)
    window.layoutIfNeeded()
    #expect(collectionView.contentSize == CGSize(width: 20, height: 1))
    #expect(window.picture() == "# 0  # 1  # 2  # 3")
  }
}
