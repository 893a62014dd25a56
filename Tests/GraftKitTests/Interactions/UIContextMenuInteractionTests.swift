import Foundation
import GraftKit
import Testing

@MainActor
private final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate, UITableViewDelegate,
  UICollectionViewDelegate
{
  let trace = Trace()
  var givesMenu = true

  private func configuration(_ name: String) -> UIContextMenuConfiguration? {
    guard givesMenu else { return nil }
    return UIContextMenuConfiguration(identifier: name as NSString, previewProvider: nil) { [trace] suggested in
      trace.record("actionProvider \(suggested.count)")
      return UIMenu(children: [
        UIAction(title: "Copy") { _ in trace.record("copy \(name)") },
        UIAction(title: "Delete", attributes: .destructive) { _ in trace.record("delete \(name)") },
      ])
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    trace.record("configurationForMenuAtLocation (\(Int(location.x)), \(Int(location.y)))")
    return configuration("photo")
  }
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    trace.record("willDisplay \(configuration.identifier)")
  }
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    trace.record("willEnd \(configuration.identifier)")
  }

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    trace.record("contextMenuConfigurationForRowAt \(indexPath.section).\(indexPath.row)")
    return configuration("row \(indexPath.row)")
  }
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    trace.record("willDisplayContextMenu")
  }
  func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    trace.record("willEndContextMenuInteraction")
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    trace.record("didSelect \(indexPath.row)")
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    trace.record("contextMenuConfigurationForItemAt \(indexPath.item)")
    return configuration("item \(indexPath.item)")
  }
}

/// An interaction that records when it moves between views.
@MainActor
private final class TracingInteraction: UIInteraction {
  let trace: Trace
  private(set) weak var view: UIView?
  init(_ trace: Trace) { self.trace = trace }
  func willMove(to view: UIView?) { trace.record("willMove \(view == nil ? "nil" : "view")") }
  func didMove(to view: UIView?) {
    self.view = view
    trace.record("didMove \(view == nil ? "nil" : "view")")
  }
}

extension UIWindow {
  /// Holds the pointer down at `point` for longer than a context menu needs, then releases it.
  fileprivate func hold(at point: CGPoint) {
    sendPointer(.began, at: point)
    Thread.sleep(forTimeInterval: 0.55)
    sendPointer(.ended, at: point)
  }

  fileprivate func shown() -> String {
    var lines = screen().split(separator: "\n", omittingEmptySubsequences: false)
    while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}

@Suite @MainActor struct UIContextMenuInteractionTests {
  /// A window with a root controller showing a "Photo" button with a context menu interaction.
  private func makePhoto(_ delegate: MenuDelegate) -> (UIWindow, UIButton, UIContextMenuInteraction) {
    let window = makeWindow(width: 24, height: 8)
    let root = UIViewController()
    window.rootViewController = root
    let button = UIButton(type: .system)
    button.setTitle("Photo", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 9, height: 1)
    button.addAction(UIAction { [trace = delegate.trace] _ in trace.record("tap") }, for: .touchUpInside)
    let interaction = UIContextMenuInteraction(delegate: delegate)
    button.addInteraction(interaction)
    root.view.addSubview(button)
    window.layoutIfNeeded()
    return (window, button, interaction)
  }

  @Test func interactionsAreAddedAndRemovedWithTheirHooks() {
    let trace = Trace()
    let view = UIView()
    let interaction = TracingInteraction(trace)
    view.addInteraction(interaction)
    #expect(view.interactions.count == 1)
    #expect(interaction.view === view)
    view.removeInteraction(interaction)
    #expect(view.interactions.isEmpty)
    #expect(interaction.view == nil)
    #expect(trace.events == ["willMove view", "didMove view", "willMove nil", "didMove nil"])
    let menu = UIContextMenuInteraction(delegate: MenuDelegate())
    view.interactions = [menu]
    #expect(menu.view === view)
  }

  @Test func holdingThePointerOpensTheMenuInsteadOfTapping() {
    let delegate = MenuDelegate()
    let (window, _, _) = makePhoto(delegate)
    window.hold(at: CGPoint(x: 3, y: 0))
    #expect(delegate.trace.events == [
      "configurationForMenuAtLocation (3, 0)", "actionProvider 0", "willDisplay photo",
    ])
    #expect(window.shown() == """
      [ Photo ]
      ┌──────────┐
      │  Copy    │
      │  Delete  │
      └──────────┘
      """)
    delegate.trace.reset()
    window.press(.keyboardDownArrow)
    window.press(.keyboardReturnOrEnter)
    #expect(delegate.trace.events == ["willEnd photo", "delete photo"])
    #expect(window.shown() == "[ Photo ]")
  }

  @Test func aQuickTapStillTaps() {
    let delegate = MenuDelegate()
    let (window, button, _) = makePhoto(delegate)
    window.tap(button)
    #expect(delegate.trace.events == ["tap"])
  }

  @Test func noConfigurationMeansNoMenu() {
    let delegate = MenuDelegate()
    delegate.givesMenu = false
    let (window, _, _) = makePhoto(delegate)
    window.hold(at: CGPoint(x: 3, y: 0))
    #expect(delegate.trace.events == ["configurationForMenuAtLocation (3, 0)", "tap"])
    #expect(window.shown() == "[ Photo ]")
  }

  @Test func escapeClosesTheMenuAndTheDelegateHearsItEnd() {
    let delegate = MenuDelegate()
    let (window, _, _) = makePhoto(delegate)
    window.hold(at: CGPoint(x: 3, y: 0))
    delegate.trace.reset()
    window.press(.keyboardEscape)
    #expect(delegate.trace.events == ["willEnd photo"])
    #expect(window.shown() == "[ Photo ]")
  }

  @Test func theMenuOpensWhileThePointerIsStillDown() async throws {
    let delegate = MenuDelegate()
    let (window, _, _) = makePhoto(delegate)
    window.sendPointer(.began, at: CGPoint(x: 3, y: 0))
    try await Task.sleep(for: .milliseconds(800))
    #expect(delegate.trace.events.last == "willDisplay photo")
    window.sendPointer(.ended, at: CGPoint(x: 3, y: 0))
    #expect(!delegate.trace.events.contains("tap"))
    #expect(window.shown().contains("Delete"))
  }

  @Test func holdingATableRowAsksTheDelegateForItsMenu() {
    let delegate = MenuDelegate()
    let source = RecordingTableSource([rows(3)])
    let window = makeWindow(width: 20, height: 8)
    let root = UIViewController()
    window.rootViewController = root
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 3), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = delegate
    root.view.addSubview(table)
    window.layoutIfNeeded()
    window.hold(at: CGPoint(x: 2, y: 1))
    #expect(delegate.trace.events == [
      "contextMenuConfigurationForRowAt 0.1", "actionProvider 0", "willDisplayContextMenu",
    ])
    #expect(window.shown().contains("│  Copy    │"))
    window.press(.keyboardReturnOrEnter)
    #expect(delegate.trace.events.suffix(2) == ["willEndContextMenuInteraction", "copy row 1"])
    #expect(!delegate.trace.events.contains { $0.hasPrefix("didSelect") })
  }

  @Test func holdingACollectionItemAsksTheDelegateForItsMenu() {
    let delegate = MenuDelegate()
    let source = RecordingSource([items(3)])
    let window = makeWindow(width: 20, height: 8)
    let root = UIViewController()
    window.rootViewController = root
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 3), collectionViewLayout: tightFlowLayout(width: 20, height: 1))
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    collectionView.dataSource = source
    collectionView.delegate = delegate
    root.view.addSubview(collectionView)
    window.layoutIfNeeded()
    window.hold(at: CGPoint(x: 2, y: 2))
    #expect(delegate.trace.events == [
      "contextMenuConfigurationForItemAt 2", "actionProvider 0",
    ])
    window.press(.keyboardReturnOrEnter)
    #expect(delegate.trace.events.last == "copy item 2")
  }
}
