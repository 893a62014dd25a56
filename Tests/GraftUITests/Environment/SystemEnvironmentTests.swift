import Foundation
import GraftUI
import Testing

@Suite @MainActor struct SystemEnvironmentTests {
  private struct SizeClassReader: View {
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical
    var body: some View {
      Text("\(horizontal == .compact ? "compact" : "regular") \(vertical == .compact ? "compact" : "regular")")
    }
  }

  @Test func sizeClassesFollowTheWindowAcrossItsThresholds() {
    let (window, _) = host(SizeClassReader(), width: 40, height: 1)
    #expect(window.screen() == "            compact compact")
    window.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
    #expect(window.screen().trimmingCharacters(in: .whitespacesAndNewlines) == "regular regular")
    window.frame = CGRect(x: 0, y: 0, width: 79, height: 30)
    #expect(window.screen().trimmingCharacters(in: .whitespacesAndNewlines) == "compact regular")
  }

  @Test func systemValuesAreATerminalsOnes() {
    struct Reader: View {
      @Environment(\.scenePhase) var phase
      @Environment(\.displayScale) var scale
      @Environment(\.layoutDirection) var direction
      @Environment(\.accessibilityReduceMotion) var reduceMotion
      @Environment(\.accessibilityDifferentiateWithoutColor) var withoutColor
      @Environment(\.accessibilityReduceTransparency) var reduceTransparency
      @Environment(\.legibilityWeight) var weight
      @Environment(\.colorScheme) var scheme
      @Environment(\.isEnabled) var isEnabled
      var body: some View {
        let values: [Bool] = [
          phase == .active, scale == 1, direction == .leftToRight, !reduceMotion, !withoutColor,
          !reduceTransparency, weight == .regular, scheme == .dark, isEnabled,
        ]
        return Text(values.map { $0 ? "y" : "n" }.joined())
      }
    }
    let (window, _) = host(Reader(), width: 9, height: 1)
    #expect(window.screen() == "yyyyyyyyy")
  }

  @Test func dynamicTypeSizeIsSetAndClampedToARange() {
    struct Reader: View {
      @Environment(\.dynamicTypeSize) var size
      var body: some View { Text("\(size)") }
    }
    let (window, _) = host(
      VStack {
        Reader()
        Reader().dynamicTypeSize(.xSmall)
        Reader().dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility3)
        Reader().dynamicTypeSize(DynamicTypeSize.xLarge...DynamicTypeSize.accessibility1)
      }, width: 14, height: 4)
    #expect(
      window.screen() == """
            large
           xSmall
           xxLarge
           xLarge
        """)
  }

  @Test func aPreferredColorSchemeIsWhatTheContentReads() {
    struct Reader: View {
      @Environment(\.colorScheme) var scheme
      var body: some View { Text(scheme == .light ? "light" : "dark") }
    }
    let (window, _) = host(VStack { Reader(); Reader().preferredColorScheme(.light) }, width: 5, height: 2)
    #expect(window.screen() == "dark\nlight")
  }

  @Test func openURLReportsToTheApplicationUnlessReplaced() {
    struct Opener: View {
      @Environment(\.openURL) var openURL
      let log: Counter
      var body: some View {
        Button("Open") {
          openURL(URL(string: "https://swift.org")!) { accepted in log.hit(accepted ? "accepted" : "refused") }
        }
      }
    }
    UIApplication.shared.removeAllOpenedURLs()
    let log = Counter()
    let (window, _) = host(Opener(log: log), width: 10, height: 1)
    window.tap(window.button("Open")!)
    #expect(UIApplication.shared.openedURLs == [URL(string: "https://swift.org")!])
    #expect(log["refused"] == 1)

    var handled: [URL] = []
    let (custom, _) = host(
      Opener(log: log).environment(\.openURL, OpenURLAction { url in
        handled.append(url)
        return .handled
      }), width: 10, height: 1)
    custom.tap(custom.button("Open")!)
    #expect(handled == [URL(string: "https://swift.org")!])
    #expect(log["accepted"] == 1)
    #expect(UIApplication.shared.openedURLs.count == 1)
    UIApplication.shared.removeAllOpenedURLs()
  }

  @Test func aLinkDrawsAsTextAndOpensItsDestinationOnATapOrReturn() {
    var opened: [String] = []
    let (window, _) = host(
      VStack {
        Text("Read the")
        Link("Terms", destination: URL(string: "https://example.com/tos")!)
      }
      .environment(\.openURL, OpenURLAction { url in
        opened.append(url.path)
        return .discarded
      }), width: 10, height: 2)
    #expect(window.screen() == " Read the\n  Terms")
    let link = window.views(of: UIButton.self).first!
    #expect(link.accessibilityTraits == .link)
    window.tap(link)
    #expect(opened == ["/tos"])
    window.sendKey(UIKey(keyCode: .keyboardTab))
    #expect(link.isFocused)
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    #expect(opened == ["/tos", "/tos"])
  }
}
