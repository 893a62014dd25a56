import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct UIVisualEffectViewTests {
  @Test func aBlurDrawsAFlatBackdropUnderItsContent() {
    let window = makeWindow(width: 12, height: 3)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.frame = CGRect(x: 1, y: 0, width: 10, height: 3)
    let label = UILabel(frame: CGRect(x: 1, y: 1, width: 8, height: 1))
    label.text = "Now"
    blur.contentView.addSubview(label)
    window.addSubview(blur)
    window.layoutIfNeeded()
    #expect(blur.contentView.frame == blur.bounds)
    #expect(label.superview === blur.contentView)
    let cells = window.render()
    #expect(window.screen() == "\n  Now\n")
    #expect(cells[0, 0].style.background == .default)
    #expect(cells[1, 0].style.background == .rgb(40, 40, 40))
    #expect(cells[10, 2].style.background == .rgb(40, 40, 40))
    #expect(cells[11, 2].style.background == .default)
    #expect(cells[2, 1].text == "N")
  }

  @Test func stylesChooseTheirBackdrop() {
    let window = makeWindow(width: 4, height: 1)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
    blur.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
    window.addSubview(blur)
    #expect(window.render()[0, 0].style.background == .rgb(248, 248, 248))
    blur.effect = UIBlurEffect(style: .systemUltraThinMaterialDark)
    #expect(window.render()[0, 0].style.background == .rgb(64, 64, 64))
    // Adaptive materials follow the view's style.
    blur.effect = UIBlurEffect(style: .systemMaterial)
    #expect(window.render()[0, 0].style.background == .rgb(40, 40, 40))
    blur.overrideUserInterfaceStyle = .light
    #expect(window.render()[0, 0].style.background == .rgb(228, 228, 228))
    blur.effect = nil
    #expect(window.render()[0, 0].style.background == .default)
  }

  @Test func vibrancyDrawsNoBackdropOfItsOwn() {
    let window = makeWindow(width: 6, height: 2)
    let blurEffect = UIBlurEffect(style: .systemChromeMaterialDark)
    let blur = UIVisualEffectView(effect: blurEffect)
    blur.frame = CGRect(x: 0, y: 0, width: 6, height: 2)
    let vibrancy = UIVisualEffectView(
      effect: UIVibrancyEffect(blurEffect: blurEffect, style: .secondaryLabel))
    vibrancy.frame = CGRect(x: 0, y: 1, width: 6, height: 1)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    label.text = "Hi"
    vibrancy.contentView.addSubview(label)
    blur.contentView.addSubview(vibrancy)
    window.addSubview(blur)
    window.layoutIfNeeded()
    let cells = window.render()
    #expect(window.screen() == "\nHi")
    #expect(cells[0, 0].style.background == .rgb(22, 22, 22))
    #expect(cells[4, 1].style.background == .rgb(22, 22, 22))
  }

  @Test func effectsCompareByStyle() {
    #expect(UIBlurEffect(style: .light) == UIBlurEffect(style: .light))
    #expect(UIBlurEffect(style: .light) != UIBlurEffect(style: .dark))
    let blur = UIBlurEffect(style: .regular)
    #expect(UIVibrancyEffect(blurEffect: blur) == UIVibrancyEffect(blurEffect: blur, style: .label))
    #expect(UIVibrancyEffect(blurEffect: blur) != UIVibrancyEffect(blurEffect: blur, style: .fill))
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    #expect(UIBlurEffect.Style.regular.rawValue == 4)
    #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
    #expect(UIBlurEffect.Style.allCases.count == 20)
  }

  @Test func everyStyleDrawsSomething() {
    let window = makeWindow(width: 2, height: 1)
    let blur = UIVisualEffectView(effect: nil)
    blur.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
    window.addSubview(blur)
    for style in UIBlurEffect.Style.allCases {
      blur.effect = UIBlurEffect(style: style)
      guard case .rgb = window.render()[1, 0].style.background else {
        Issue.record("\(style) drew no backdrop")
        continue
      }
    }
  }
}
