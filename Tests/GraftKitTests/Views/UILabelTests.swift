import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UILabelTests {
  private func show(_ label: UILabel, width: Int, height: Int) -> String {
    let window = makeWindow(width: width, height: height)
    label.frame = CGRect(x: 0, y: 0, width: width, height: height)
    window.addSubview(label)
    return window.screen()
  }

  @Test func defaultsMatchUIKit() {
    let label = UILabel()
    #expect(label.text == nil)
    #expect(label.numberOfLines == 1)
    #expect(label.textAlignment == .natural)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textColor == .label)
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(!label.isUserInteractionEnabled)
  }

  @Test func aSingleLineTruncatesAtTheTail() {
    let label = UILabel()
    label.text = "The quick brown fox"
    #expect(show(label, width: 10, height: 1) == "The quick…")
  }

  @Test func truncationAtTheHeadAndMiddle() {
    let label = UILabel()
    label.text = "abcdefghijkl"
    label.lineBreakMode = .byTruncatingHead
    #expect(show(label, width: 6, height: 1) == "…hijkl")
    label.lineBreakMode = .byTruncatingMiddle
    #expect(show(label, width: 6, height: 1) == "abc…kl")
  }

  @Test func multipleLinesWrapByWordAndCentreVertically() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "The quick brown fox jumps"
    #expect(
      show(label, width: 10, height: 5) == """

        The quick
        brown fox
        jumps

        """)
  }

  @Test func aLineLimitTruncatesTheLastLine() {
    let label = UILabel()
    label.numberOfLines = 2
    label.text = "one two three four five six"
    #expect(
      show(label, width: 9, height: 2) == """
        one two
        three fo…
        """)
  }

  @Test func alignment() {
    let label = UILabel()
    label.text = "hi"
    label.textAlignment = .center
    #expect(show(label, width: 6, height: 1) == "  hi")
    label.textAlignment = .right
    #expect(show(label, width: 6, height: 1) == "    hi")
  }

  @Test func intrinsicSizeFollowsTheText() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Wide 你好"
    #expect(label.intrinsicContentSize == CGSize(width: 9, height: 1))
    label.text = "two\nlines"
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == CGSize(width: 5, height: 2))
    #expect(label.sizeThatFits(CGSize(width: 3, height: 100)) == CGSize(width: 3, height: 3))
  }

  @Test func attributedTextStylesItsRuns() {
    let text = NSMutableAttributedString(string: "bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    text.append(NSAttributedString(string: "red", attributes: [.foregroundColor: UIColor.red]))
    let label = UILabel()
    label.attributedText = text
    #expect(label.text == "bold red")
    let window = makeWindow(width: 8, height: 1)
    label.frame = CGRect(x: 0, y: 0, width: 8, height: 1)
    window.addSubview(label)
    let frame = window.render()
    #expect(frame.plainText == "bold red")
    #expect(frame[0, 0].style.attributes.contains(.bold))
    #expect(frame[5, 0].style.foreground == .rgb(255, 0, 0))
    #expect(!frame[5, 0].style.attributes.contains(.bold))
  }

  @Test func settingTextReplacesAttributedText() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "styled")
    label.text = "plain"
    #expect(label.attributedText?.string == "plain")
  }

  @Test func controlCharactersNeverReachTheScreen() {
    let label = UILabel()
    label.text = "a\u{1B}[31mb"
    #expect(show(label, width: 10, height: 1) == "a␛[31mb")
  }
}

@Suite @MainActor struct UILabelMeasuringTests {
  /// Sizes for texts that are one line of printable ASCII and for texts next to that case (a
  /// space at either end, a tab, a break, a wide character), at widths from nothing to more than
  /// enough: the quick answer for a line that fits must agree with wrapping.
  @Test(arguments: [
    ("Row 12", 0, CGSize(width: 6, height: 1)),
    ("Row 12", 6, CGSize(width: 6, height: 1)),
    ("Row 12", 5, CGSize(width: 3, height: 2)),
    ("Row 12", 2, CGSize(width: 2, height: 3)),
    ("a  b", 4, CGSize(width: 4, height: 1)),
    ("a  b", 3, CGSize(width: 1, height: 2)),
    (" lead", 5, CGSize(width: 5, height: 1)),
    (" lead", 9, CGSize(width: 5, height: 1)),
    ("trail ", 6, CGSize(width: 6, height: 1)),
    ("trail ", 0, CGSize(width: 6, height: 1)),
    ("  ", 2, CGSize(width: 2, height: 1)),
    ("tab\tx", 9, CGSize(width: 5, height: 1)),
    ("two\nlines", 9, CGSize(width: 5, height: 2)),
    ("wide 你", 9, CGSize(width: 7, height: 1)),
    ("x", 1, CGSize(width: 1, height: 1)),
  ])
  func aLineThatFitsIsAsWideAsItsText(text: String, width: Int, size: CGSize) {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = text
    #expect(label.sizeThatFits(CGSize(width: width, height: 100)) == size)
  }
}

@Suite @MainActor struct UILabelDrawingTests {
  /// The cells a label draws, on a red background so that keeping it shows, and their text.
  private func cells(_ configure: (UILabel) -> Void) -> (cells: some Equatable, text: String) {
    let window = makeWindow(width: 9, height: 3)
    window.backgroundColor = .red
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 9, height: 3))
    configure(label)
    window.addSubview(label)
    let frame = window.render()
    return (frame, frame.plainText)
  }

  /// A plain one-line label is written without being laid out; it must draw exactly what the
  /// same text, given as an attributed string in the label's own style, draws when laid out.
  @Test(arguments: [NSTextAlignment.left, .center, .right])
  func aPlainLineDrawsAsTheSameTextLaidOut(alignment: NSTextAlignment) {
    for enabled in [true, false] {
      let style: (UILabel) -> Void = { label in
        label.textAlignment = alignment
        label.textColor = .green
        label.font = .boldSystemFont(ofSize: 17)
        label.isEnabled = enabled
      }
      let plain = cells { label in
        style(label)
        label.text = "a b!"
      }
      let laidOut = cells { label in
        style(label)
        label.attributedText = NSAttributedString(
          string: "a b!", attributes: [.foregroundColor: UIColor.green, .font: UIFont.boldSystemFont(ofSize: 17)])
      }
      #expect(plain.cells == laidOut.cells)
      #expect(plain.text.contains("a b!"))
    }
  }
}
