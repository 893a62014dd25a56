import Foundation
import GraftTesting
import SwiftUI
import Testing

@Suite @MainActor struct ColorBridgingTests {
  @Test func colorsCrossBetweenSwiftUIAndUIKit() {
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(UIColor(Color(uiColor: red)) == red)
    #expect(UIColor(Color.red.opacity(0.5)).alphaComponent == 0.5)
    #expect(Color(uiColor: .systemBlue) == Color(UIColor.systemBlue))
    #expect(UIColor(Color(uiColor: .label)) == .label)
    let dynamic = UIColor { $0.userInterfaceStyle == .light ? .white : .black }
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(UIColor(Color(uiColor: dynamic)).resolvedColor(with: light) == .white)
    #expect(dynamic.withAlphaComponent(0.25).resolvedColor(with: light).alphaComponent == 0.25)
  }
}
