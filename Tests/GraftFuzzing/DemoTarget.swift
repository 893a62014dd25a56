import DemoScreens
import Foundation
import SeededRandom
import GraftKit
import GraftUI

/// The articles' Demo (`DemoRootView`), with a reference model of every value it shows: the
/// selected tab, the vendor view's value and the `Add?` switch, the text-field study's text,
/// and the lifecycle screen's counters, plus how many identities of each representable were
/// made and dismantled.
@MainActor
package final class DemoTarget: FuzzTarget {
  /// The name on the command line.
  package let name = "demo"
  package let allowedIssues: Set<String> = [
    "Modifying state during view update, this will cause undefined behavior.",
    "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
  ]

  /// The Demo's tabs, by their titles.
  package enum Screen: String, CaseIterable, Sendable {
    case articles = "Articles"
    case textFields = "Text"
    case scroll = "Scroll"
    case lifecycle = "Lifecycle"
    case drawing = "Drawing"
    case anchors = "AL"
    case table = "Table"
    case pickers = "UI"
    case effects = "FX"
    case collection = "Grid"
    /// The app: a tab view, a navigation stack of the articles' screens, a sheet and an alert.
    /// The model follows only the representables it makes and ends.
    case app = "App"
  }

  /// What the Demo must show.
  package struct Model: Sendable {
    /// The selected tab.
    package var screen = Screen.articles
    /// The vendor view's value, which the SwiftUI number mirrors.
    package var sdkValue = 0
    /// The `Add?` switch.
    package var shouldAdd = true
    /// The text-field study's text, shared by both fields.
    package var text = ""
    /// The lifecycle screen's value; `nil` once it could not be read back.
    package var value: Int? = 0
    /// The lifecycle screen's unrelated counter.
    package var unrelated = 0
    /// Whether the lifecycle screen shows its traced label.
    package var isShown = true
    /// The counter hosted inside the Auto Layout screen's UIKit card.
    package var hostedCount = 0
    /// Identities made, by representable type.
    package var made: [String: Int] = [:]
    /// Identities ended, by representable type.
    package var ended: [String: Int] = [:]
  }

  private static let vendor = "ThirdPartyViewRepresentable"
  private static let bridged = "BridgedTextField"
  private static let traced = "TracedLabel"
  private static let lifecycleButtons: Set<String> = ["Value +1", "Unrelated +1", "Remove", "Insert", "New id"]

  /// What the Demo must show now.
  package private(set) var model = Model()

  /// Creates the target; each launch starts the model over.
  package init() {}

  package func launch() -> UIViewController {
    model = Model()
    model.made[Self.vendor] = 1
    return UIHostingController(rootView: DemoRootView())
  }

  package func proposeStep(_ session: FuzzSession, using random: inout SeededGenerator) -> FuzzStep? {
    guard random.chance(0.6) else { return nil }
    return aimedTap(at: visibleControls(in: session), in: session, using: &random) { view in
      (view as? UIButton)?.currentTitle ?? String(describing: type(of: view))
    }
  }

  // MARK: - Expectations

  package func activate(_ view: UIView, in session: FuzzSession) {
    if let button = enclosing(UIButton.self, of: view) {
      if button.accessibilityIdentifier == "ThirdPartyUIView.button" {
        model.sdkValue += model.shouldAdd ? 1 : -1
        return
      }
      let title = (button.currentTitle ?? "").replacingOccurrences(of: "•", with: "")
      if let screen = Screen(rawValue: title) {
        show(screen)
      } else if title == "Perform Action" {
        model.sdkValue += model.shouldAdd ? 1 : -1
      } else if Self.lifecycleButtons.contains(title) {
        pressLifecycleButton(title)
      } else if title == "+1", model.screen == .anchors {
        model.hostedCount += 1
      }
    } else if enclosing(UISwitch.self, of: view) != nil {
      model.shouldAdd.toggle()
    }
  }

  private func show(_ screen: Screen) {
    guard screen != model.screen else { return }
    switch model.screen {
    case .articles: model.ended[Self.vendor, default: 0] += 1
    case .textFields: model.ended[Self.bridged, default: 0] += 1
    case .lifecycle: if model.isShown { model.ended[Self.traced, default: 0] += 1 }
    case .app:
      // NB: Whatever the app pushed or presented ends with it.
      for (name, made) in model.made { model.ended[name] = made }
    case .scroll, .drawing, .anchors, .table, .pickers, .effects, .collection: break
    }
    model.screen = screen
    switch screen {
    case .articles:
      (model.sdkValue, model.shouldAdd) = (0, true)
      model.made[Self.vendor, default: 0] += 1
    case .textFields:
      model.text = ""
      model.made[Self.bridged, default: 0] += 1
    case .lifecycle:
      (model.value, model.unrelated, model.isShown) = (0, 0, true)
      model.made[Self.traced, default: 0] += 1
    case .anchors:
      model.hostedCount = 0
    case .scroll, .drawing, .table, .pickers, .effects, .collection, .app:
      break
    }
  }

  private func pressLifecycleButton(_ title: String) {
    switch title {
    case "Value +1": model.value = model.value.map { $0 + 1 }
    case "Unrelated +1": model.unrelated += 1
    case "Remove", "Insert":
      if model.isShown {
        model.ended[Self.traced, default: 0] += 1
      } else {
        model.made[Self.traced, default: 0] += 1
      }
      model.isShown.toggle()
    default:
      // NB: "New id": a new identity replaces the shown one.
      if model.isShown {
        model.ended[Self.traced, default: 0] += 1
        model.made[Self.traced, default: 0] += 1
      }
    }
  }

  package func text(of field: UITextField) -> (text: String, returnEndsEditing: Bool)? {
    guard model.screen == .textFields else { return nil }
    return (model.text, field.placeholder == "SwiftUI Type here..")
  }

  package func setText(_ text: String, of field: UITextField) {
    model.text = text
  }

  // MARK: - Reading back

  package func resynchronize(from session: FuzzSession, census: LifecycleCensus) {
    let titles = session.views(of: UIButton.self).compactMap(\.currentTitle)
    if let current = titles.first(where: { $0.hasPrefix("•") }),
      let screen = Screen(rawValue: String(current.dropFirst()))
    {
      model.screen = screen
    }
    let labels = session.labelTexts
    func number(after prefix: String) -> Int? {
      labels.first { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }
    switch model.screen {
    case .articles:
      model.sdkValue = number(after: "SDK value: ") ?? model.sdkValue
      model.shouldAdd = session.views(of: UISwitch.self).first?.isOn ?? model.shouldAdd
    case .textFields:
      model.text = session.views(of: UITextField.self).first?.text ?? model.text
    case .lifecycle:
      model.unrelated = number(after: "unrelated: ") ?? model.unrelated
      model.value = number(after: "UILabel value: ")
      model.isShown = model.value != nil
    case .anchors:
      model.hostedCount = number(after: "SwiftUI inside: ") ?? model.hostedCount
    case .scroll, .drawing, .table, .pickers, .effects, .collection, .app:
      break
    }
    model.made = census.made
    model.ended = census.dismantled
  }

  package func check(_ session: FuzzSession, census: LifecycleCensus) -> [String] {
    var problems: [String] = []
    let titles = Set(session.views(of: UIButton.self).compactMap(\.currentTitle))
    for screen in Screen.allCases {
      let title = screen == model.screen ? "•\(screen.rawValue)" : screen.rawValue
      if !titles.contains(title) { problems.append("no tab button titled \(title.debugDescription)") }
    }
    let labels = session.labelTexts
    func expectLabel(_ text: String) {
      if !labels.contains(text) {
        problems.append("expected a label \(text.prefix(80).debugDescription); labels: \(labels.map { String($0.prefix(40)) })")
      }
    }
    switch model.screen {
    case .articles:
      expectLabel("\(model.sdkValue)")
      expectLabel("SDK value: \(model.sdkValue)")
      let isOn = session.views(of: UISwitch.self).first?.isOn
      if isOn != model.shouldAdd { problems.append("Add? shows \(String(describing: isOn)), expected \(model.shouldAdd)") }
      let sdkTitle = session.views(of: UIButton.self).first { $0.accessibilityIdentifier == "ThirdPartyUIView.button" }?.currentTitle
      if sdkTitle != (model.shouldAdd ? "+1" : "-1") { problems.append("the vendor button reads \(String(describing: sdkTitle))") }
      if session.terminal.size.width >= 64, session.terminal.size.height >= 16,
        !session.screenText.contains("SDK value: \(model.sdkValue)")
      {
        problems.append("the terminal does not show SDK value: \(model.sdkValue)")
      }
    case .textFields:
      expectLabel("Text: \(model.text)")
      for field in session.views(of: UITextField.self) where field.text != model.text {
        if ProcessInfo.processInfo.environment["GRAFT_FUZZ_TEXT"] != nil {
          let actual = Array((field.text ?? "").unicodeScalars), expected = Array(model.text.unicodeScalars)
          let at = (0..<min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
          print("DIFF at scalar \(at): actual \(actual[max(0, at - 5)..<min(actual.count, at + 8)].map { String($0.value, radix: 16) }) expected \(expected[max(0, at - 5)..<min(expected.count, at + 8)].map { String($0.value, radix: 16) })")
        }
        problems.append(
          "the field \(String(describing: field.placeholder)) holds \(field.text?.prefix(60).debugDescription ?? "nil") (\(field.text?.count ?? 0) characters), expected \(model.text.prefix(60).debugDescription) (\(model.text.count))")
      }
    case .lifecycle:
      expectLabel("unrelated: \(model.unrelated)")
      let shown = labels.first { $0.hasPrefix("UILabel value: ") }
      if model.isShown != (shown != nil) { problems.append("the traced label is \(shown == nil ? "missing" : "shown"), expected \(model.isShown ? "shown" : "missing")") }
      if let value = model.value, model.isShown { expectLabel("UILabel value: \(value)") }
      if model.value == nil, let shown { model.value = Int(shown.dropFirst("UILabel value: ".count)) }
    case .anchors:
      expectLabel("SwiftUI inside: \(model.hostedCount)")
    case .drawing:
      expectLabel("Chart")
    case .pickers:
      expectLabel("Deliver on")
    case .effects:
      expectLabel("Blurred card — content sits in its contentView")
    case .app:
      // NB: What the app's screens make and end is taken as it comes; leaving the app checks
      // that all of it ended.
      model.made = census.made
      model.ended = census.dismantled
    case .scroll, .table, .collection:
      break
    }
    for name in [Self.vendor, Self.bridged, Self.traced] {
      let (made, ended) = (census.made[name] ?? 0, census.dismantled[name] ?? 0)
      if made != model.made[name] ?? 0 || ended != model.ended[name] ?? 0 {
        problems.append("\(name): \(made) made and \(ended) ended, the model expects \(model.made[name] ?? 0) and \(model.ended[name] ?? 0)")
      }
    }
    return problems
  }

  package func checkAfterRelease(census: LifecycleCensus) -> [String] {
    []
  }
}
