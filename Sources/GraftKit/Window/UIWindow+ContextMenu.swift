import Foundation

/// A press that opens a context menu once it has been held long enough without moving.
@MainActor
final class ContextMenuHold {
  let touch: UITouch
  let start: CGPoint
  let time: TimeInterval
  var moved = false
  var opened = false

  init(touch: UITouch) {
    self.touch = touch
    start = touch.location(in: nil)
    time = touch.timestamp
  }
}

/// A view that shows context menus for parts of itself, as a table view does for its rows.
@MainActor
protocol ContextMenuSource: AnyObject {
  /// Whether a hold on the view might open a menu: whether it has a delegate to ask.
  var mayProvideContextMenus: Bool { get }
  /// Opens the menu for a hold at `point`, in the view's coordinates; returns whether one opened.
  func beginContextMenu(at point: CGPoint) -> Bool
}

extension UIWindow {
  // NB: Graft has no gesture recognizers, so the window, which already follows every press
  // to its release, is where a hold is recognised: after the hold duration on the main queue
  // while the pointer stays down, or at the release of a press held that long (which is how a
  // host with no running main queue, such as a test, sees it).

  /// Starts following a press that could open a context menu.
  func beginContextMenuHold(for touch: UITouch) {
    contextMenuHold = nil
    guard let view = touch.view, Self.contextMenuResponders(from: view).first != nil else { return }
    let hold = ContextMenuHold(touch: touch)
    contextMenuHold = hold
    DispatchQueue.main.asyncAfter(deadline: .now() + UIContextMenuInteraction.holdDuration) {
      [weak self, weak hold] in
      MainActor.assumeIsolated {
        guard let self, let hold, self.contextMenuHold === hold, !hold.opened, !hold.moved,
          self.activeTouch === hold.touch
        else { return }
        self.openContextMenu(for: hold, event: nil)
      }
    }
  }

  /// Follows the press after it began; returns whether it opened a menu, so that the view
  /// beneath no longer hears of it.
  func continueContextMenuHold(_ touch: UITouch, of event: UIEvent) -> Bool {
    guard let hold = contextMenuHold, hold.touch === touch else { return false }
    let finished = touch.phase == .ended || touch.phase == .cancelled
    defer { if finished { contextMenuHold = nil } }
    if hold.opened { return true }
    let location = touch.location(in: nil)
    if abs(location.x - hold.start.x) > 1 || abs(location.y - hold.start.y) > 1 { hold.moved = true }
    if touch.phase == .ended, !hold.moved, touch.timestamp - hold.time >= UIContextMenuInteraction.holdDuration {
      return openContextMenu(for: hold, event: event)
    }
    return false
  }

  /// Opens the menu of the nearest view under the press that gives one, and cancels the press
  /// for the view it began in.
  @discardableResult
  private func openContextMenu(for hold: ContextMenuHold, event: UIEvent?) -> Bool {
    guard let view = hold.touch.view else { return false }
    for responder in Self.contextMenuResponders(from: view) {
      let opened: Bool
      switch responder {
      case .interaction(let interaction, let owner):
        opened = interaction.beginMenu(at: owner.convert(hold.start, from: nil))
      case .source(let source, let owner):
        opened = source.beginContextMenu(at: owner.convert(hold.start, from: nil))
      }
      guard opened else { continue }
      hold.opened = true
      let touch = hold.touch
      touch.phase = .cancelled
      view.touchesCancelled([touch], with: event ?? UIEvent(type: .touches, touches: [touch]))
      return true
    }
    return false
  }

  private enum ContextMenuResponder {
    case interaction(UIContextMenuInteraction, UIView)
    case source(any ContextMenuSource, UIView)
  }

  /// The context menu interactions and sources from `view` up to the window, nearest first.
  private static func contextMenuResponders(from view: UIView) -> [ContextMenuResponder] {
    var found: [ContextMenuResponder] = []
    var candidate: UIView? = view
    while let current = candidate {
      for case let interaction as UIContextMenuInteraction in current.interactions {
        found.append(.interaction(interaction, current))
      }
      if let source = current as? any ContextMenuSource, source.mayProvideContextMenus {
        found.append(.source(source, current))
      }
      candidate = current.superview
    }
    return found
  }
}
