import GraftTesting
import Testing

@Suite @MainActor struct InspectedViewScrollingTests {
  /// Thirty rows in a window five rows high.
  let rows = ViewHosting.host(RowsView(), size: CGSize(width: 12, height: 5))

  @Test func scrollMovesTheContentAsTheWheelDoes() throws {
    let scrollView = try rows.find(UIScrollView.self)
    try scrollView.scroll(to: CGPoint(x: 0, y: 10))
    #expect(scrollView.uiView.contentOffset == CGPoint(x: 0, y: 10))
    #expect(rows.screen.hasPrefix("   Row 10"))
    try scrollView.scroll(to: .zero)
    #expect(rows.screen.hasPrefix("   Row 0"))
  }

  @Test func scrollFailsWhereTheContentEnds() throws {
    let scrollView = try rows.find(UIScrollView.self)
    #expect(
      throws: InspectionError.actionFailed(
        "ScrollView", action: "scroll", reason: "it stopped at (0, 25) instead of (0, 40)")
    ) { try scrollView.scroll(to: CGPoint(x: 0, y: 40)) }
    #expect(scrollView.uiView.contentOffset.y == 25, "as far as a user gets")
  }

  @Test func scrollFailsOnACoveredScrollView() throws {
    let host = ViewHosting.host(
      ZStack {
        RowsView()
        Color.blue
      }, size: CGSize(width: 12, height: 5))
    #expect(
      throws: InspectionError.unreachable(
        "ScrollView", action: "scroll", reason: "Color covers it at (6, 2)")
    ) { try host.find(UIScrollView.self).scroll(to: CGPoint(x: 0, y: 3)) }
  }

  @Test func scrollToAnIdWithAnAnchorLinesItUp() throws {
    let scrollView = try rows.find(UIScrollView.self)
    try scrollView.scroll(toViewWithId: 20, anchor: .top)
    #expect(scrollView.uiView.contentOffset.y == 20)
    try scrollView.scroll(toViewWithId: 20, anchor: .bottom)
    #expect(scrollView.uiView.contentOffset.y == 16)
    try scrollView.scroll(toViewWithId: 29, anchor: .top)
    #expect(scrollView.uiView.contentOffset.y == 25, "no further than the content allows")
  }

  @Test func scrollToAnIdWithoutAnAnchorMovesTheLeast() throws {
    let scrollView = try rows.find(UIScrollView.self)
    try scrollView.scroll(toViewWithId: 3)
    #expect(scrollView.uiView.contentOffset.y == 0, "a visible row needs no scrolling")
    try scrollView.scroll(toViewWithId: 12)
    #expect(scrollView.uiView.contentOffset.y == 8, "the row shows at the bottom")
    try scrollView.scroll(toViewWithId: 2)
    #expect(scrollView.uiView.contentOffset.y == 2, "the row shows at the top")
  }

  @Test func scrollToAnUnknownIdFailsNamingIt() throws {
    let scrollView = try rows.find(UIScrollView.self)
    #expect(throws: InspectionError.self) { try scrollView.scroll(toViewWithId: 99) }
    do {
      try scrollView.scroll(toViewWithId: 99)
    } catch {
      #expect(
        "\(error)".hasPrefix("no view with id 99; searched: RowsView > ScrollView > ForEach > ["))
    }
  }
}
