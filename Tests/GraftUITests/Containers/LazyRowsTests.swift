import Foundation
import GraftTesting
import Testing

/// A label the container may hand from row to row, counting what it does.
private struct ReusableLabel: ReusableUIViewRepresentable {
  let text: String

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) {
    label.text = text
  }

  static func resetUIView(_ label: UILabel, coordinator: Void) {
    label.text = nil
  }
}

/// The same label, without reuse.
private struct PlainLabel: UIViewRepresentable {
  let text: String

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) {
    label.text = text
  }
}

@Suite @MainActor struct LazyRowsTests {
  @Test func aListOfAMillionRowsBuildsAScreenful() {
    let host = ViewHosting.host(
      List(0..<1_000_000) { Text("Row \($0)") }, size: CGSize(width: 12, height: 4))
    #expect(host.screen.hasPrefix("Row 0"))
    // NB: Four rows show; the margin builds four more below.
    #expect(host.treeDescription.split(separator: "\n").count < 200)
  }

  @Test func aReusableRepresentableIsResetForRowsComingOnScreen() throws {
    let host = ViewHosting.host(
      ScrollView { LazyVStack { ForEach(0..<1000) { ReusableLabel(text: "L\($0)").frame(height: 1) } } },
      size: CGSize(width: 8, height: 4))
    #expect(host.trace.makes(of: ReusableLabel.self) == 8)
    let scrollView = try #require(host.window.firstSubview(of: UIScrollView.self))
    func scroll(through offsets: StrideThrough<Int>) {
      for offset in offsets {
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        host.flush()
      }
    }
    // NB: One screen down, the margin above fills too: four visible rows and four each way.
    scroll(through: stride(from: 1, through: 8, by: 1))
    #expect(host.trace.makes(of: ReusableLabel.self) == 12)
    // NB: From then on, the rows that leave hand their labels to the rows that come.
    scroll(through: stride(from: 9, through: 400, by: 1))
    #expect(host.screen.hasPrefix("L400"))
    #expect(host.trace.makes(of: ReusableLabel.self) == 12)
    #expect(!host.trace.resets.isEmpty)
    #expect(host.trace.dismantles.isEmpty)
  }

  @Test func aPlainRepresentableIsDismantledWhenItsRowLeaves() throws {
    let host = ViewHosting.host(
      ScrollView { LazyVStack { ForEach(0..<100) { PlainLabel(text: "P\($0)").frame(height: 1) } } },
      size: CGSize(width: 8, height: 4))
    let scrollView = try #require(host.window.firstSubview(of: UIScrollView.self))
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    host.flush()
    #expect(host.screen.hasPrefix("P50"))
    #expect(host.trace.dismantles.count >= 8)
    #expect(host.trace.resets.isEmpty)
  }

  @Test func aStackPlacedAcrossAnotherWidthThanItWasMeasuredAtSettles() {
    // NB: The scroll view measures the stack at its own width, 2; the stack is 4 wide, as its
    // widest row, and is placed so. Its wrapping rows are shorter at 4 than at 2, so the stack
    // placed is shorter than it answered, however often it is measured.
    let host = ViewHosting.host(
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          Text("WIDE").fixedSize()
          ForEach(0..<3) { Text("ab\($0) cd") }
        }
      },
      size: CGSize(width: 2, height: 10))
    // NB: Before, placing it asked for it to be measured again, which placed it again: the
    // layout never ended. The content, wider than the scroll view, is centred on it.
    #expect(host.screen == "ID\nb0\nd\nb1\nd\nb2\nd\n\n\n")
  }
}

extension UIView {
  fileprivate func firstSubview<View: UIView>(of type: View.Type) -> View? {
    for subview in subviews {
      if let match = subview as? View { return match }
      if let match = subview.firstSubview(of: type) { return match }
    }
    return nil
  }
}
