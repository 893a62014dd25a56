import Foundation
import GraftUI
import Testing

@Suite @MainActor struct ImageTests {
  @Test func aSystemImageDrawsItsGlyphAtItsOwnSize() {
    let (window, _) = host(
      VStack {
        Image(systemName: "heart.fill")
        Text("Liked")
      }, width: 7, height: 2)
    #expect(
      window.screen() == """
           ♥
         Liked
        """)
    let view = window.views(of: UIImageView.self).first!
    #expect(view.frame.size == CGSize(width: 1, height: 1))
  }

  @Test func aSymbolWithoutAGlyphDrawsNothingAndTakesNoSpace() {
    let (window, _) = host(
      VStack {
        Text("a")
        Image(systemName: "no.such.symbol")
        Text("b")
      }, width: 3, height: 2)
    #expect(
      window.screen() == """
         a
         b
        """)
    let view = window.views(of: UIImageView.self).first!
    #expect(view.image == nil)
    #expect(view.frame.size == .zero)
  }

  @Test func aSystemImageIsTintedByTheForegroundColour() {
    let (window, _) = host(
      HStack {
        Image(systemName: "star.fill")
        Image(systemName: "star.fill").environment(\.foregroundColor, .yellow)
      }, width: 3, height: 1)
    #expect(window.screen() == "★ ★")
    #expect(window.views(of: UIImageView.self).map(\.tintColor) == [.label, .systemYellow])
  }

  @Test func aColourChangeRetintsTheImage() {
    struct Rating: View {
      @State var isFavourite = false
      var body: some View {
        VStack {
          Image(systemName: "star.fill")
            .environment(\.foregroundColor, isFavourite ? .yellow : .gray)
          Button("Star") { isFavourite = true }
        }
      }
    }
    let (window, _) = host(Rating(), width: 8, height: 2)
    let view = window.views(of: UIImageView.self).first!
    #expect(view.tintColor == .systemGray)
    window.tap(window.button("Star")!)
    _ = window.screen()
    #expect(view.tintColor == .systemYellow)
  }

  @Test func aUIKitImageDrawsItsGlyph() {
    let (window, _) = host(Image(uiImage: UIImage(glyph: "◎")), width: 3, height: 1)
    #expect(window.screen() == " ◎")
  }

  @Test func aNamedImageIsLabelledWithItsNameAndADecorativeOneIsNot() {
    let (window, _) = host(
      HStack {
        Image("logo")
        Image(decorative: "flourish")
      }, width: 3, height: 1)
    #expect(window.views(of: UIImageView.self).map(\.accessibilityLabel) == ["logo", nil])
  }
}
