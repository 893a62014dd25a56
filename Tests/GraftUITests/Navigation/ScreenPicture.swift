import Foundation
import GraftUI

extension UIWindow {
  /// The next frame as text without the blank rows at the bottom.
  func picture() -> String {
    var lines = screen().split(separator: "\n", omittingEmptySubsequences: false)
    while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Presses a key without modifiers, then runs pending updates.
  func press(_ keyCode: UIKeyboardHIDUsage) {
    sendKey(UIKey(keyCode: keyCode))
    layoutIfNeeded()
  }

  /// The navigation controller shown in the window, anywhere in its controllers.
  var navigationController: UINavigationController? {
    func find(_ controller: UIViewController?) -> UINavigationController? {
      guard let controller else { return nil }
      if let navigation = controller as? UINavigationController { return navigation }
      for child in controller.children { if let found = find(child) { return found } }
      return nil
    }
    return find(rootViewController)
  }
}
