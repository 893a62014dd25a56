import Foundation
import GraftUI
import Testing

/// Apple's sample layout: buttons side by side, each as wide as the widest.
private struct EqualWidthHStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let maxSize = maxSize(subviews: subviews)
    let spacing = CGFloat(max(0, subviews.count - 1))
    return CGSize(width: maxSize.width * CGFloat(subviews.count) + spacing, height: maxSize.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let maxSize = maxSize(subviews: subviews)
    let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
    var x = bounds.minX + maxSize.width / 2
    for index in subviews.indices {
      subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
      x += maxSize.width + 1
    }
  }

  private func maxSize(subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }
}

/// Wraps its subviews into rows, as a tag cloud does; counts its cache's life.
private struct FlowLayout: Layout {
  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let rows = rows(width: proposal.width ?? .infinity, sizes: cache.sizes)
    return CGSize(width: rows.map(\.width).max() ?? 0, height: CGFloat(rows.count))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    var index = 0
    for (row, line) in rows(width: bounds.width, sizes: cache.sizes).enumerated() {
      var x = bounds.minX
      for _ in 0..<line.count {
        subviews[index].place(at: CGPoint(x: x, y: bounds.minY + CGFloat(row)), proposal: .unspecified)
        x += cache.sizes[index].width + 1
        index += 1
      }
    }
  }

  private func rows(width: CGFloat, sizes: [CGSize]) -> [(count: Int, width: CGFloat)] {
    var rows: [(count: Int, width: CGFloat)] = []
    for size in sizes {
      if let last = rows.last, last.width + 1 + size.width <= width {
        rows[rows.count - 1] = (last.count + 1, last.width + 1 + size.width)
      } else {
        rows.append((1, size.width))
      }
    }
    return rows
  }
}

private struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// Stacks its subviews one per row, by rank.
private struct RankedStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0, height: CGFloat(subviews.count))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let ranked = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
    for (row, subview) in ranked.enumerated() {
      subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row)), proposal: .unspecified)
    }
  }
}

@Suite @MainActor struct CustomLayoutTests {
  @Test func aCustomLayoutSizesAndPlacesItsSubviews() {
    let (window, _) = host(
      EqualWidthHStack {
        Text("OK")
        Text("Cancel")
        Text("Go")
      }, width: 20, height: 1)
    #expect(window.screen() == "  OK   Cancel   Go")
  }

  @Test func aLayoutWithACacheWrapsItsSubviewsToTheWidth() {
    let tags = ["swift", "ui", "kit", "linux", "terminal"]
    let (window, _) = host(
      FlowLayout {
        ForEach(tags, id: \.self) { Text($0) }
      }
      .frame(width: 14, alignment: .leading), width: 14, height: 3)
    #expect(window.screen() == "swift ui kit\nlinux terminal\n")
  }

  @Test func layoutValuesReachTheLayout() {
    let (window, _) = host(
      RankedStack {
        Text("third").layoutValue(key: Rank.self, value: 3)
        Text("first").layoutValue(key: Rank.self, value: 1)
        Text("zero")
      }, width: 5, height: 3)
    #expect(window.screen() == "zero\nfirst\nthird")
  }

  @Test func anyLayoutSwitchesLayoutsAndKeepsTheSubviewsState() throws {
    struct Switching: View {
      @State var isWide = true
      @State var count = 0
      var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 1)) : AnyLayout(VStackLayout(alignment: .leading))
        VStack(alignment: .leading, spacing: 0) {
          layout {
            Text("A")
            Button("\(count)") { count += 1 }
          }
          Button("Flip") { isWide.toggle() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
    let (window, _) = host(Switching(), width: 12, height: 4)
    #expect(window.screen() == "A [ 0 ]\n[ Flip ]\n\n")
    window.tap(try #require(window.button("0")))
    window.tap(try #require(window.button("Flip")))
    #expect(window.screen() == "A\n[ 1 ]\n[ Flip ]\n")
  }
}
