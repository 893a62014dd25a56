/// What a cell or header shows, as a value: the cell makes a content view from it and hands
/// the view each new value.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// content.image = UIImage(systemName: "tray")
/// cell.contentConfiguration = content
/// ```
@MainActor @preconcurrency
public protocol UIContentConfiguration {
  /// Makes the view that shows this configuration.
  func makeContentView() -> any UIView & UIContentView

  /// This configuration as it looks in `state` (selected, highlighted, disabled…).
  func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
  /// The content view that shows this configuration in place of `current`: `current` itself,
  /// given the configuration, when it supports it, or else a new view made from it, as a cell's
  /// `contentConfiguration` does.
  package func contentView(replacing current: UIView) -> UIView {
    if let view = current as? any UIContentView, view.supports(self) {
      view.configuration = self
      return current
    }
    return makeContentView()
  }
}
