import Foundation

/// The UIKit view that receives the touches of a view with gestures, and recognises them.
///
/// A press goes to the innermost view under the pointer, as in UIKit; a control there (a
/// button, a text field) handles it itself. Otherwise it reaches the innermost gesture host,
/// which recognises, for that press, the gestures of every gesture host around the point, in
/// SwiftUI's order of precedence: high-priority gestures from the outermost view in, then
/// gestures from the innermost view out. The first that ends successfully wins, and the others
/// fail; simultaneous gestures take part without competing.
@MainActor
package final class GestureHostView: UIView {
  /// How a gesture was attached to its view.
  package enum Priority {
    case normal, high, simultaneous
  }

  /// One gesture attached to this view.
  package struct Attachment {
    let priority: Priority
    let mask: GestureMask
    let makeRecognizer: () -> any SampleReceiving
  }

  package var attachments: [Attachment] = []
  /// Whether the whole frame takes touches (`contentShape`); otherwise only where content is.
  package var hitsWholeBounds = false

  /// The recognizers of the current press, with the host each measures locations in.
  private var session: [(host: GestureHostView, recognizer: any SampleReceiving, competes: Bool)] = []

  package override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    guard bounds.contains(point) else { return false }
    // NB: As SwiftUI does, a view hit-tests where its content draws: a stack's empty space
    // between two texts is not part of it unless `contentShape` says so.
    return hitsWholeBounds || subviews.contains { !$0.isHidden && $0.frame.contains(point) }
  }

  package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    session = Self.recognizers(around: self)
    feed(touch) { $0.receiveBegan($1) }
  }

  package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    feed(touch) { $0.receiveMoved($1) }
  }

  package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    feed(touch) { $0.receiveEnded($1) }
    session = []
  }

  package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    let ending = session
    session = []
    Update.outside { for entry in ending { entry.recognizer.receiveCancelled() } }
  }

  private func feed(_ touch: UITouch, _ send: (any SampleReceiving, PointerSample) -> Void) {
    Update.outside {
      for (index, entry) in session.enumerated() where !Self.isFinished(entry.recognizer) {
        let sample = PointerSample(
          location: touch.location(in: entry.host), globalLocation: touch.location(in: nil),
          time: touch.timestamp, tapCount: touch.tapCount)
        send(entry.recognizer, sample)
        guard entry.competes, entry.recognizer.gesturePhase == .ended else { continue }
        for (other, rival) in session.enumerated() where other != index && rival.competes {
          if !Self.isFinished(rival.recognizer) { rival.recognizer.receiveCancelled() }
        }
      }
    }
  }

  private static func isFinished(_ recognizer: any SampleReceiving) -> Bool {
    recognizer.gesturePhase == .ended || recognizer.gesturePhase == .failed
  }

  /// Fresh recognizers for every gesture that takes part in a press on `innermost`, in order of
  /// precedence.
  private static func recognizers(
    around innermost: GestureHostView
  ) -> [(host: GestureHostView, recognizer: any SampleReceiving, competes: Bool)] {
    var hosts: [GestureHostView] = []
    var view: UIView? = innermost
    while let current = view {
      if let host = current as? GestureHostView { hosts.append(host) }
      view = current.superview
    }
    // NB: Masks apply from the outside in: `including: .gesture` on an outer view turns off
    // every gesture inside it.
    var included: [(GestureHostView, Attachment)] = []
    var subviewsEnabled = true
    for host in hosts.reversed() {
      guard subviewsEnabled else { break }
      for attachment in host.attachments where attachment.mask.contains(.gesture) {
        included.append((host, attachment))
      }
      if host.attachments.contains(where: { !$0.mask.contains(.subviews) }) { subviewsEnabled = false }
    }
    let high = included.filter { $0.1.priority == .high }
    let others = included.filter { $0.1.priority != .high }.reversed()
    return (high + others).map { host, attachment in
      (host, attachment.makeRecognizer(), attachment.priority != .simultaneous)
    }
  }
}
