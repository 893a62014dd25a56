import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct CATextLayerTests {
  private func show(_ configure: (CATextLayer) -> Void, width: Int = 10, height: Int = 2) -> String {
    let window = makeWindow(width: width, height: height)
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: width, height: height)
    configure(text)
    window.layer.addSublayer(text)
    return window.screen()
  }

  @Test func textDrawsFromTheTopInTheAlignmentMode() {
    #expect(show({ $0.string = "Score" }) == "Score\n")
    #expect(show({ $0.string = "Score"; $0.alignmentMode = .center }) == "  Score\n")
    #expect(show({ $0.string = "Score"; $0.alignmentMode = .right }) == "     Score\n")
  }

  @Test func unwrappedTextIsCutOrTruncatedAndWrappedTextWraps() {
    #expect(show({ $0.string = "a long sentence" }) == "a long sen\n")
    #expect(show({ $0.string = "a long sentence"; $0.truncationMode = .end }) == "a long se…\n")
    #expect(show({ $0.string = "a long sentence"; $0.isWrapped = true }) == "a long\nsentence")
    #expect(show({ $0.string = "one\ntwo" }) == "one\ntwo")
  }

  @Test func theForegroundColourAndAttributedColoursDrawTheText() {
    let window = makeWindow(width: 6, height: 1)
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
    text.foregroundColor = UIColor.red.cgColor
    text.string = "ab"
    window.layer.addSublayer(text)
    #expect(window.render()[0, 0].style.foreground == .rgb(255, 0, 0))
    text.string = NSAttributedString(string: "cd", attributes: [.foregroundColor: UIColor.blue])
    let frame = window.render()
    #expect(frame.plainText == "cd")
    #expect(frame[1, 0].style.foreground == .rgb(0, 0, 255))
  }
}
