import Foundation
import GraftBenchScenes
import GraftKit
import Testing

/// S13's exact counts: a list collection view of 100,000 items asks only for what it shows.
@Suite(.serialized) @MainActor struct CollectionCountTests {
  @Test func theFirstFrameAsksForAScreenfulPlusTheMarginOnly() {
    let scene = CollectionListScene(count: 100_000)
    scene.frame()
    // 24 rows on screen and 2 of margin below.
    #expect(scene.cellRequests == 26)
    #expect(scene.cellsMade == 26)
    #expect(scene.collectionView.contentSize.height == 100_000)
  }

  @Test func scrollingOneLineAsksForOneCellAndMakesNone() {
    let scene = CollectionListScene(count: 100_000)
    scene.frame()
    // The first lines fill the margin above; from then on every line reuses a cell.
    for _ in 0..<2 { scene.scrollOneLine() }
    let made = scene.cellsMade
    let requests = scene.cellRequests
    for _ in 0..<50 { scene.scrollOneLine() }
    #expect(scene.cellRequests - requests == 50)
    #expect(scene.cellsMade == made)
    #expect(made == 28)
  }
}
