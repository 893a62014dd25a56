import Foundation
import GraftUI
import Testing

@Suite @MainActor struct GeometryReaderTests {
  @Test func theReaderReportsTheSizeItIsOfferedAndPlacesItsContentTopLeading() {
    let (window, _) = host(
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
      }, width: 12, height: 3)
    #expect(
      window.screen() == """
        12x3


        """)
  }

  @Test func aReaderInAStackTakesTheSpaceLeft() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("top")
        GeometryReader { proxy in
          Text("h=\(Int(proxy.size.height))")
        }
        Text("bottom")
      }, width: 8, height: 5)
    #expect(
      window.screen() == """
          top
        h=3


         bottom
        """)
  }

  @Test func resizingTheWindowRunsTheContentAgain() {
    let counter = Counter()
    let (window, _) = host(
      GeometryReader { proxy in
        let _ = counter.hit("content")
        Text("w=\(Int(proxy.size.width))")
      }, width: 10, height: 1)
    #expect(window.screen() == "w=10")
    let runs = counter["content"]
    window.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
    #expect(window.screen() == "w=6")
    #expect(counter["content"] == runs + 1)
    #expect(window.screen() == "w=6")
    #expect(counter["content"] == runs + 1)
  }

  @Test func frameInANamedSpaceIsRelativeToTheNamedAncestor() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("header")
        VStack(spacing: 0) {
          Text("row")
          GeometryReader { proxy in
            let named = proxy.frame(in: .named("list"))
            let global = proxy.frame(in: .global)
            let local = proxy.frame(in: .local)
            Text("n\(Int(named.minY)) g\(Int(global.minY)) l\(Int(local.minY))")
          }
        }
        .coordinateSpace(.named("list"))
      }, width: 12, height: 4)
    #expect(
      window.screen() == """
           header
            row
        n1 g2 l0

        """)
  }

  @Test func theOlderEnumFormsAndNameModifierAgree() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("a")
        GeometryReader { proxy in
          Text("\(Int(proxy.frame(in: CoordinateSpace.named("s")).minY)) \(Int(proxy.frame(in: CoordinateSpace.global).minY))")
        }
      }
      .coordinateSpace(name: "s")
      .padding(.top, 1), width: 6, height: 3)
    #expect(
      window.screen() == """

          a
        1 2
        """)
  }

  @Test func safeAreaInsetsAreZeroInATerminal() {
    var insets: EdgeInsets?
    let (window, _) = host(
      GeometryReader { proxy in
        let _ = { insets = proxy.safeAreaInsets }()
        Text("x")
      }, width: 3, height: 1)
    _ = window.screen()
    #expect(insets == EdgeInsets())
  }

  @Test func aReaderInAScrollViewIsTenCellsTallAndDoesNotCrash() {
    let (window, _) = host(
      ScrollView {
        GeometryReader { proxy in
          Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
        Text("after")
      }, width: 6, height: 12)
    let screen = window.screen().components(separatedBy: "\n")
    #expect(screen.first == "6x10")
    #expect(screen.dropFirst(10).first?.trimmingCharacters(in: .whitespaces) == "after")
  }

  @Test func infiniteProposalsAreAnsweredWithoutCrashing() {
    let (window, _) = host(
      HStack(spacing: 0) {
        GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
        Text("|")
      }
      .frame(width: 5, height: 1)
      .fixedSize(horizontal: false, vertical: true), width: 5, height: 1)
    #expect(window.screen() == "4   |")
  }
}
