import Foundation
import GraftUI

// NB: Not `ViewHosting.host`, which keeps hosting's runtime issues from `RuntimeIssues.collecting`.
/// A window of the given size showing `view` through a `UIHostingController`, laid out once, as
/// an app's first frame is.
@MainActor
func host<V: View>(_ view: V, width: Int = 30, height: Int = 8) -> (UIWindow, UIHostingController<V>) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  let controller = UIHostingController(rootView: view)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return (window, controller)
}

extension UIWindow {
  /// Runs pending updates and returns the next frame as plain text.
  func screen() -> String {
    layoutIfNeeded()
    return render().plainText
  }

  /// Taps the centre of `view`.
  func tap(_ view: UIView) {
    sendTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    layoutIfNeeded()
  }

  /// All views of type `T` in the window, depth first.
  func views<T: UIView>(of type: T.Type) -> [T] {
    descendants(ofType: type)
  }

  /// The first button titled `title`.
  func button(_ title: String) -> UIButton? {
    views(of: UIButton.self).first { $0.currentTitle == title }
  }
}

/// Counts calls, for body-evaluation counts.
@MainActor
final class Counter {
  private(set) var counts: [String: Int] = [:]
  func hit(_ name: String) { counts[name, default: 0] += 1 }
  subscript(name: String) -> Int { counts[name, default: 0] }
}
