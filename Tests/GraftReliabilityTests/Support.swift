import Foundation
import GraftKit
import GraftUI

/// The two warnings a write during a view update gives, in Apple's words.
enum Warning {
  static let modifyingState = "Modifying state during view update, this will cause undefined behavior."
  static let publishing =
    "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
}

// NB: Not `ViewHosting.host`, which keeps hosting's runtime issues from `RuntimeIssues.collecting`.
/// A window showing `view` in a hosting controller, laid out once.
@MainActor
func hostInWindow<V: View>(_ view: V, width: Int = 40, height: Int = 10) -> (UIWindow, UIHostingController<V>) {
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

  /// All views of type `T`, depth first.
  func views<T: UIView>(of type: T.Type) -> [T] {
    descendants(ofType: type)
  }

  /// The texts of every label.
  var labelTexts: [String] { views(of: UILabel.self).compactMap(\.text) }
}

/// A counter shared between a test and the views it hosts.
@MainActor
final class Tally {
  var count = 0
}
