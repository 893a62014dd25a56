import Foundation
import GraftUI
import Testing

@Suite @MainActor struct StyleTests {
  @Test func boldOnAViewReachesItsTextsCells() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("plain")
        VStack { Text("bold") }.bold()
        VStack { Text("not") }.bold(false)
      }, width: 5, height: 3)
    let buffer = window.render()
    #expect(!buffer[0, 0].style.attributes.contains(.bold))
    #expect(buffer[0, 1].style.attributes.contains(.bold))
    #expect(!buffer[0, 2].style.attributes.contains(.bold))
  }

  @Test func textsOwnModifiersStillReturnText() {
    // NB: Compiles only if Text's own methods win over the View modifiers of the same names.
    let text: Text =
      Text("a").bold().italic().font(.title).foregroundColor(.red).foregroundStyle(.red)
      .fontWeight(.bold) + Text("b").bold(false)
    let (window, _) = host(text, width: 2, height: 1)
    #expect(window.screen() == "ab")
    let buffer = window.render()
    #expect(buffer[0, 0].style.attributes.contains(.bold))
    #expect(!buffer[1, 0].style.attributes.contains(.bold))
  }

  @Test func italicOnAViewReachesItsTextsCells() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("plain")
        VStack { Text("slant") }.italic()
      }, width: 5, height: 2)
    let buffer = window.render()
    #expect(!buffer[0, 0].style.attributes.contains(.italic))
    #expect(buffer[0, 1].style.attributes.contains(.italic))
  }

  @Test func aFontReachesEveryTextBelow() {
    let (window, _) = host(
      VStack(spacing: 0) {
        VStack(spacing: 0) {
          Text("head")
          Text("line")
        }.font(.headline)
        Text("body")
      }, width: 4, height: 3)
    let buffer = window.render()
    #expect(buffer[0, 0].style.attributes.contains(.bold))
    #expect(buffer[0, 1].style.attributes.contains(.bold))
    #expect(!buffer[0, 2].style.attributes.contains(.bold))
  }

  /// One-run text is shown as the label's `text`, `font` and `textColor`, not as an attributed
  /// string: swift-corelibs-foundation never frees an `NSAttributedString`'s storage, so
  /// building one per update grew a long-running app by about 440 bytes an update (found by the
  /// million-step fuzz run, confirmed with LeakSanitizer).
  @Test func oneRunTextIsShownWithoutAnAttributedString() {
    let (window, _) = host(Text("plain").foregroundColor(.red).bold(), width: 10, height: 1)
    let label = window.views(of: UILabel.self)[0]
    #expect(label.text == "plain")
    #expect(label.textColor == .systemRed)
    #expect(label.font == Font.body.bold().uiFont)
  }

  /// Text that a modifier left unstyled is the same value as the plain text, so a row whose
  /// style is switched off compares equal and its body need not run.
  @Test func textStyledWithNothingEqualsThePlainText() {
    #expect(Text("a").underline(false) == Text("a"))
    #expect(Text("a").font(nil).foregroundColor(nil) == Text(verbatim: "a"))
    #expect(Text("a").bold() != Text("a"))
    #expect(Text("a") + Text("b") != Text("ab"))
    let (window, _) = host(Text("plain").underline(false), width: 10, height: 1)
    #expect(window.views(of: UILabel.self)[0].text == "plain")
    #expect(window.views(of: UILabel.self)[0].attributedText?.length == 5)
  }

  @Test func foregroundColourAndStyleColourTheLabels() {
    let (window, _) = host(
      VStack {
        VStack { Text("red") }.foregroundColor(.red)
        VStack { Text("green") }.foregroundStyle(.green)
        Text("plain")
      })
    let colours = window.views(of: UILabel.self).map { label in
      label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    }
    #expect(colours == [UIColor.systemRed, UIColor.systemGreen, UIColor.label])
  }

  @Test func lineLimitStopsTextFromWrapping() {
    let (window, _) = host(
      HStack(spacing: 1) {
        Text("aaa bbb").frame(width: 3)
        Text("ccc ddd").frame(width: 3).lineLimit(1)
      }, width: 7, height: 2)
    #expect(
      window.screen() == """
        aaa cc…
        bbb
        """)
  }

  @Test func multilineTextAlignmentAlignsTheLines() {
    let (window, _) = host(
      Text("aaaa b").multilineTextAlignment(.trailing).frame(width: 4), width: 4, height: 2)
    #expect(
      window.screen() == """
        aaaa
           b
        """)
  }

  @Test func tintColoursTheButtonsTitle() {
    let (window, _) = host(
      VStack {
        Button("Tinted") {}
        Button("Plain") {}.tint(nil)
      }.tint(.red))
    #expect(window.button("Tinted")?.titleColor(for: .normal) == UIColor.systemRed)
    #expect(window.button("Plain")?.titleColor(for: .normal) == nil)
  }
}
