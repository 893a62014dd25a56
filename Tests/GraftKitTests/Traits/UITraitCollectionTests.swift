import Foundation
import GraftGraphics
import GraftKit
import Testing

private final class TraitView: UIView {
  var trace: Trace?
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    trace?.record(
      "\(tag) \(previousTraitCollection?.userInterfaceStyle ?? .unspecified) -> "
        + "\(traitCollection.userInterfaceStyle)")
  }
}

private final class TraitController: UIViewController {
  var trace: Trace?
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    trace?.record(
      "controller \(previousTraitCollection?.userInterfaceStyle ?? .unspecified) -> "
        + "\(traitCollection.userInterfaceStyle)")
  }
}

@Suite(.serialized) @MainActor struct UITraitCollectionTests {
  @Test func theScreenGivesEveryViewItsTraits() {
    let window = makeWindow()
    let view = UIView()
    window.addSubview(view)
    let traits = view.traitCollection
    #expect(traits.userInterfaceStyle == .dark)
    #expect(traits.displayScale == 1)
    #expect(traits.horizontalSizeClass == UIScreen.main.traitCollection.horizontalSizeClass)
    #expect(traits.preferredContentSizeCategory == .large)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.userInterfaceIdiom == .pad)
    #expect(traits[UITraitUserInterfaceStyle.self] == .dark)
    #expect(UITraitCollection.current.userInterfaceStyle == .dark)
  }

  @Test func collectionsAreMadeAndCombined() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(light.userInterfaceStyle == .light)
    #expect(light.horizontalSizeClass == .unspecified)
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    let both = UITraitCollection(traitsFrom: [light, compact])
    #expect(both.userInterfaceStyle == .light)
    #expect(both.horizontalSizeClass == .compact)
    #expect(both.containsTraits(in: light))
    #expect(!light.containsTraits(in: compact))
    let dark = both.modifyingTraits { $0.userInterfaceStyle = .dark }
    #expect(dark.userInterfaceStyle == .dark)
    #expect(dark.horizontalSizeClass == .compact)
    #expect(dark.hasDifferentColorAppearance(comparedTo: both))
    #expect(!dark.hasDifferentColorAppearance(comparedTo: dark))
    let mutated = UITraitCollection { $0.preferredContentSizeCategory = .accessibilityLarge }
    #expect(mutated.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(UIContentSizeCategory.small < .large)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test func anOverrideReachesTheSubtreeAndTellsItInOrder() {
    let window = makeWindow()
    let trace = Trace()
    let outer = TraitView(), inner = TraitView(), pinned = TraitView()
    outer.tag = 1
    inner.tag = 2
    pinned.tag = 3
    for view in [outer, inner, pinned] { view.trace = trace }
    window.addSubview(outer)
    outer.addSubview(inner)
    outer.addSubview(pinned)
    pinned.overrideUserInterfaceStyle = .dark
    #expect(trace.events.isEmpty)
    outer.overrideUserInterfaceStyle = .light
    #expect(trace.events == ["1 dark -> light", "2 dark -> light"])
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    #expect(pinned.traitCollection.userInterfaceStyle == .dark)
    trace.reset()
    outer.overrideUserInterfaceStyle = .light
    #expect(trace.events.isEmpty)
    outer.overrideUserInterfaceStyle = .unspecified
    #expect(trace.events == ["1 light -> dark", "2 light -> dark"])
  }

  @Test func registrationsRunOnlyForTheirTraits() {
    let window = makeWindow()
    let view = UIView()
    window.addSubview(view)
    var calls: [String] = []
    let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (view: UIView, previous: UITraitCollection) in
      calls.append("\(previous.userInterfaceStyle) -> \(view.traitCollection.userInterfaceStyle)")
    }
    view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (_: UIView, _: UITraitCollection) in
      calls.append("size class")
    }
    view.overrideUserInterfaceStyle = .light
    #expect(calls == ["dark -> light"])
    view.unregisterForTraitChanges(registration)
    view.overrideUserInterfaceStyle = .dark
    #expect(calls == ["dark -> light"])
  }

  @Test func aControllersOverrideReachesItThenItsViews() {
    let window = makeWindow()
    let trace = Trace()
    let controller = TraitController()
    controller.trace = trace
    let child = TraitView()
    child.tag = 7
    child.trace = trace
    controller.view.addSubview(child)
    window.addSubview(controller.view)
    controller.overrideUserInterfaceStyle = .light
    #expect(trace.events == ["controller dark -> light", "7 dark -> light"])
    #expect(controller.traitCollection.userInterfaceStyle == .light)
    #expect(child.traitCollection.userInterfaceStyle == .light)
  }

  @Test func theTerminalsBackgroundSetsTheStyle() {
    let window = makeWindow()
    let trace = Trace()
    let view = TraitView()
    view.tag = 1
    view.trace = trace
    window.addSubview(view)
    defer { UIScreen.main.userInterfaceStyle = .dark }
    UIScreen.main.userInterfaceStyle = .light
    #expect(trace.events == ["1 dark -> light"])
    #expect(view.traitCollection.userInterfaceStyle == .light)
  }

  @Test func dynamicColoursResolveWithTheDrawnViewsTraits() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .red : .blue }
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .blue)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
    #expect(UIColor.red.resolvedColor(with: .init(userInterfaceStyle: .light)) == .red)
    let window = makeWindow(width: 4, height: 1)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
    view.backgroundColor = color
    let light = UIView(frame: CGRect(x: 2, y: 0, width: 2, height: 1))
    light.backgroundColor = color
    light.overrideUserInterfaceStyle = .light
    window.addSubview(view)
    window.addSubview(light)
    let cells = window.render()
    #expect(cells[0, 0].style.background == .rgb(255, 0, 0))
    #expect(cells[2, 0].style.background == .rgb(0, 0, 255))
    UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
      #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }
    #expect(UITraitCollection.current.userInterfaceStyle == .dark)
  }
}
