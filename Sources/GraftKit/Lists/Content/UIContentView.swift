/// A view that shows a ``UIContentConfiguration``: setting ``configuration`` updates what it
/// shows.
@MainActor @preconcurrency
public protocol UIContentView: AnyObject {
  /// The configuration the view shows.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show `configuration`; when it cannot, a cell makes a new view. The
  /// default is `true`.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether the view can show `configuration`: `true` unless a view says otherwise.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
