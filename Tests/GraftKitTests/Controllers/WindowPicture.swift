import Foundation
import GraftKit

extension UIWindow {
  /// The next frame as text without the blank rows at the bottom, for pictures of screens whose
  /// content ends above the window's last row.
  func picture() -> String {
    var lines = screen().split(separator: "\n", omittingEmptySubsequences: false)
    while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
