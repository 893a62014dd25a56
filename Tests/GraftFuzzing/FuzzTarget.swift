import GraftKit
import GraftUI
import SeededRandom

/// An app the fuzzer runs, with the reference model its screen must agree with.
///
/// The runner owns what is the same for every app (typing, pasting, keys, resizes, garbage,
/// relaunches, the lifecycle census); a target knows its controls, proposes the steps only it
/// can make (aimed taps, changes to its own model), and says what the screen must show.
@MainActor
package protocol FuzzTarget: AnyObject {
  /// The name on the command line and in failures.
  var name: String { get }
  /// Runtime issues the app causes by design; any other issue fails the run.
  var allowedIssues: Set<String> { get }

  /// The controller a new session shows; the model starts over.
  func launch() -> UIViewController
  /// A step only this app can make, or `nil` to let the runner choose a generic one.
  func proposeStep(_ session: FuzzSession, using random: inout SeededGenerator) -> FuzzStep?
  /// Applies to the model what activating the control that `view` belongs to does: a tap on
  /// it, or Space or Return while it has the focus.
  func activate(_ view: UIView, in session: FuzzSession)
  /// The model's text for `field`, and whether Return ends editing in it.
  func text(of field: UITextField) -> (text: String, returnEndsEditing: Bool)?
  /// Sets the model's text for `field`.
  func setText(_ text: String, of field: UITextField)
  /// Reads the model back from the screen, after a step whose effect is not modelled.
  func resynchronize(from session: FuzzSession, census: LifecycleCensus)
  /// Differences between the model and the app, after a step.
  func check(_ session: FuzzSession, census: LifecycleCensus) -> [String]
  /// Differences after the session ended and its controller was released.
  func checkAfterRelease(census: LifecycleCensus) -> [String]
}

extension FuzzTarget {
  /// The visible controls of `session`, for aimed taps: buttons, switches and text fields whose
  /// centre is on screen.
  package func visibleControls(in session: FuzzSession) -> [UIView] {
    let bounds = session.window.bounds
    return session.views(of: UIControl.self).filter { control in
      guard !control.isHiddenInHierarchy, control.window != nil else { return false }
      let center = session.center(of: control)
      return bounds.contains(CGPoint(x: center.x, y: center.y))
    }
  }

  /// An aimed tap at the centre of one of `candidates`.
  package func aimedTap(at candidates: [UIView], in session: FuzzSession, using random: inout SeededGenerator, name: (UIView) -> String) -> FuzzStep? {
    guard !candidates.isEmpty else { return nil }
    let view = random.pick(candidates)
    let center = session.center(of: view)
    return .tap(x: center.x, y: center.y, intent: name(view))
  }
}

/// The nearest view at or above `view` that is a `T`.
@MainActor
package func enclosing<T: UIView>(_ type: T.Type, of view: UIView?) -> T? {
  var current = view
  while let candidate = current {
    if let match = candidate as? T { return match }
    current = candidate.superview
  }
  return nil
}
