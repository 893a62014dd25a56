extension UIWindow {
  /// The text the window shows now: one line per row, trailing blanks trimmed.
  ///
  /// Graft's addition to UIKit, for snapshots (`Demo --snapshot`), logs and tests: it lays out
  /// and draws whatever is pending, then reads the cells.
  public func renderedText() -> String {
    layoutIfNeeded()
    return render().plainText
  }
}
