public import Foundation

/// Makes the menu of a context menu, given the menu elements the system suggests (none, in a
/// terminal).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller a context menu previews; kept, as a terminal shows no preview.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its menu, made on demand by an action provider, and a preview.
///
/// ```swift
/// UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///   UIMenu(children: [
///     UIAction(title: "Share") { _ in share() },
///     UIAction(title: "Delete", attributes: .destructive) { _ in delete() },
///   ])
/// }
/// ```
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
  /// The identifier the configuration was made with.
  public let identifier: any NSCopying
  /// Makes the preview; kept, as a terminal shows only the menu.
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// Makes the menu when the context menu opens.
  public let actionProvider: UIContextMenuActionProvider?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - identifier: A name for the configuration; `nil` makes a unique one.
  ///   - previewProvider: Makes the preview; a terminal shows none.
  ///   - actionProvider: Makes the menu, from the suggested elements.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}
