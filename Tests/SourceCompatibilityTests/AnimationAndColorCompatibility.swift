import SwiftUI
import Testing

/// Animation and colour expressions as SwiftUI screens write them.
@MainActor
@Suite struct AnimationAndColorCompatibility {
  @Test func springsAndInteractiveSpringsCompileAsInSwiftUI() {
    let animations: [Animation] = [
      .spring(), .spring(response: 0.3), .spring(duration: 0.4, bounce: 0.2), .spring,
      .interactiveSpring, .interactiveSpring(), .interactiveSpring(response: 0.3, dampingFraction: 0.7),
      .interactiveSpring(duration: 0.2, extraBounce: 0.1),
    ]
    #expect(animations.count == 8)
    #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825))
    #expect(Animation.spring() == .spring)
    #expect(Animation.interactiveSpring() == .interactiveSpring)
    #expect(Animation.spring(response: 0.3).duration == 0.3)
    #expect(Animation.interactiveSpring(response: 0.2, dampingFraction: 0.7) != .interactiveSpring)
  }

  @Test func aColoursOpacityIsAColour() {
    let shadow: Color = .black.opacity(0.2)
    let colors: [Color] = [.white.opacity(0.8), .red, Color.blue.opacity(0.5)]
    #expect(colors.count == 3)
    #expect(shadow != .black)
  }
}

/// Symbol effects as iOS 17 code writes them: kept, and the symbol draws as it is.
private struct SymbolEffectsScreen: View {
  @State private var count = 0
  @State private var isOn = false

  var body: some View {
    VStack {
      Image(systemName: "bell").symbolEffect(.bounce, value: count)
      Image(systemName: "circle").symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: isOn)
      Image(systemName: isOn ? "checkmark" : "xmark").contentTransition(.symbolEffect(.replace.downUp))
      Image(systemName: "heart").symbolEffect(.pulse, options: .repeat(3).speed(2), value: count)
      Image(systemName: "star").symbolEffectsRemoved()
    }
  }
}

@MainActor
@Suite struct SymbolEffectCompatibility {
  @Test func symbolsWithEffectsStillDrawTheirGlyphs() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 6, height: 5))
    window.rootViewController = UIHostingController(rootView: SymbolEffectsScreen())
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let rows = window.render().plainText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 5)
    #expect(rows.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
  }
}
