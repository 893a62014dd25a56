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
